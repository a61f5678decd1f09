/** How a checklist document's pages are shown to the connector. */
import type { LeadDocument, LeadDocumentPage } from 'shared-contracts';

export interface NumberedPage {
  page: LeadDocumentPage;
  /** 1-based, among the pages of its group (current or earlier), oldest first. */
  number: number;
  /** The thumbnail's text alternative, and the name of its Remove button's target: "Salary Slips, page 1". */
  label: string;
}

export interface DocumentPageGroups {
  /** The pages that count: waiting for a decision, verified or rejected. */
  current: NumberedPage[];
  /** Rejected pages since replaced by uploading again: kept for the record, shown de-emphasised. */
  superseded: NumberedPage[];
}

/** A document's pages split into current and superseded ones, each numbered in upload order. */
export function documentPageGroups(document: Pick<LeadDocument, 'name' | 'pages'>): DocumentPageGroups {
  const current = document.pages.filter((page) => page.state !== 'superseded');
  const superseded = document.pages.filter((page) => page.state === 'superseded');
  return {
    current: current.map((page, index) => ({ page, number: index + 1, label: `${document.name}, page ${index + 1}` })),
    superseded: superseded.map((page, index) => ({ page, number: index + 1, label: `${document.name}, earlier page ${index + 1}` })),
  };
}

/** What a PDF page shows in place of a thumbnail: its file name, else "PDF". */
export function pageFileName(page: Pick<LeadDocumentPage, 'file_name' | 'content_type'>): string {
  return page.file_name?.trim() || (page.content_type === 'application/pdf' ? 'PDF' : 'Image');
}

/** The line under a rejected document: the reviewer's reason, clearly. */
export function rejectionText(reason: string | null): string {
  const text = reason?.trim();
  // A sentence of its own (the reviewer may or may not have ended it), so the next sentence can follow.
  return text ? `Rejected: ${/[.!?]$/.test(text) ? text : `${text}.`}` : 'Rejected';
}

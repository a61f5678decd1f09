/** How a checklist document's pages are shown to the connector. */
import type { LeadDocument, LeadDocumentPage } from 'shared-contracts';
import { t as catalogueT, type LeadDocumentsT } from '../i18n';

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
export function documentPageGroups(document: Pick<LeadDocument, 'name' | 'pages'>, t: LeadDocumentsT = catalogueT): DocumentPageGroups {
  const current = document.pages.filter((page) => page.state !== 'superseded');
  const superseded = document.pages.filter((page) => page.state === 'superseded');
  return {
    current: current.map((page, index) => ({ page, number: index + 1, label: t('document.pageLabel', { document: document.name, number: index + 1 }) })),
    superseded: superseded.map((page, index) => ({ page, number: index + 1, label: t('document.earlierPageLabel', { document: document.name, number: index + 1 }) })),
  };
}

/** What a PDF page shows in place of a thumbnail: its file name, else "PDF". */
export function pageFileName(page: Pick<LeadDocumentPage, 'file_name' | 'content_type'>, t: LeadDocumentsT = catalogueT): string {
  return page.file_name?.trim() || (page.content_type === 'application/pdf' ? t('page.pdf') : t('page.image'));
}

/** The line under a rejected document: the reviewer's reason, clearly. */
export function rejectionText(reason: string | null, t: LeadDocumentsT = catalogueT): string {
  const text = reason?.trim();
  // A sentence of its own (the reviewer may or may not have ended it), so the next sentence can follow.
  return text ? t('document.rejectedBecause', { reason: /[.!?।]$/.test(text) ? text : `${text}.` }) : t('document.rejected');
}

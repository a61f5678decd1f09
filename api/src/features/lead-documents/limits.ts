import { LEAD_DOCUMENT_CONTENT_TYPES, type LeadDocumentLimits } from 'shared-contracts';

/**
 * How much a lead's documents may hold (docs/lead-documents.md, "Limits"). A phone photo compressed in
 * the browser is 0.3–1 MB and a bank statement PDF a few MB, so 10 MB per file is room for a scanned
 * PDF; 50 MB per lead is the whole checklist photographed page by page with room to re-upload.
 */
export const LEAD_DOCUMENT_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxLeadBytes: 50 * 1024 * 1024,
  maxPagesPerDocument: 40,
} as const;

export const megabytesText = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function limitsFor(usedBytes: number): LeadDocumentLimits {
  return {
    max_file_bytes: LEAD_DOCUMENT_LIMITS.maxFileBytes,
    max_lead_bytes: LEAD_DOCUMENT_LIMITS.maxLeadBytes,
    used_bytes: usedBytes,
    max_pages_per_document: LEAD_DOCUMENT_LIMITS.maxPagesPerDocument,
    content_types: [...LEAD_DOCUMENT_CONTENT_TYPES],
  };
}

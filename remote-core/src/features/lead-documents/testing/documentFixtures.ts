/** Lead documents shaped like GET /leads/leads/{id}/documents/ and the upload's answer. */
import type { LeadDocument, LeadDocumentLimits, LeadDocumentPage, LeadDocumentsResponse, LeadDocumentUploadResponse } from 'shared-contracts';

const MB = 1024 * 1024;
const AARAV = { user_name: 'Aarav Sharma', employee_id: 'CN1001' };

export function documentLimits(overrides: Partial<LeadDocumentLimits> = {}): LeadDocumentLimits {
  return {
    max_file_bytes: 10 * MB,
    max_lead_bytes: 50 * MB,
    used_bytes: Math.round(12.3 * MB),
    max_pages_per_document: 40,
    content_types: ['image/jpeg', 'image/png', 'application/pdf'],
    ...overrides,
  };
}

export function documentPage(overrides: Partial<LeadDocumentPage> & Pick<LeadDocumentPage, 'id' | 'document'>): LeadDocumentPage {
  return {
    state: 'submitted',
    content_type: 'image/jpeg',
    size: 420_000,
    file_name: `page-${overrides.id}.jpg`,
    has_thumbnail: true,
    width: 1800,
    height: 2400,
    uploaded_by: AARAV,
    uploaded_at: '2026-01-20T06:00:00.000Z',
    can_remove: true,
    ...overrides,
  };
}

export function leadDocument(overrides: Partial<LeadDocument> & Pick<LeadDocument, 'name'>): LeadDocument {
  return {
    state: 'Pending',
    rejection_reason: null,
    decided_by: null,
    decided_at: null,
    pages: [],
    can_upload: true,
    ...overrides,
  };
}

/**
 * Lead 4's documents in every state: PAN Card Verified (one reviewed page), Aadhaar Card Submitted
 * (a photo and a PDF, both removable), ITR Pending, Salary Slips Rejected (a superseded page and a
 * new one), Property Title Deed Pending.
 */
export function leadDocumentsInEveryState(overrides: Partial<LeadDocumentsResponse> = {}): LeadDocumentsResponse {
  return {
    lead_id: 4,
    limits: documentLimits(),
    can_decide: false,
    documents: [
      leadDocument({
        name: 'PAN Card',
        state: 'Verified',
        can_upload: false,
        pages: [documentPage({ id: 11, document: 'PAN Card', state: 'verified', can_remove: false })],
      }),
      leadDocument({
        name: 'Aadhaar Card',
        state: 'Submitted',
        pages: [
          documentPage({ id: 21, document: 'Aadhaar Card', file_name: 'aadhaar-front.jpg' }),
          documentPage({ id: 22, document: 'Aadhaar Card', content_type: 'application/pdf', file_name: 'aadhaar-back.pdf', has_thumbnail: false, width: null, height: null }),
        ],
      }),
      leadDocument({ name: 'ITR (3 years)' }),
      leadDocument({
        name: 'Salary Slips',
        state: 'Rejected',
        rejection_reason: 'The March slip is cut off.',
        pages: [
          documentPage({ id: 31, document: 'Salary Slips', state: 'superseded', can_remove: false, file_name: 'march-old.jpg' }),
          documentPage({ id: 32, document: 'Salary Slips', state: 'rejected', can_remove: false, file_name: 'april.jpg' }),
        ],
      }),
      leadDocument({ name: 'Property Title Deed' }),
    ],
    ...overrides,
  };
}

/** The upload's answer: the page stored, and the document as it is now. */
export function uploadAnswer(document: LeadDocument, page: LeadDocumentPage, limits: LeadDocumentLimits = documentLimits()): LeadDocumentUploadResponse {
  return { page, document: { ...document, state: 'Submitted', pages: [...document.pages, page] }, limits };
}

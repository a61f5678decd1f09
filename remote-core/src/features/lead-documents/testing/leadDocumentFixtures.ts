/** GET /leads/manage/leads/4/documents/ answers: one document in each state, photos and a PDF, a superseded page. */
import type { LeadDocument, LeadDocumentPage, LeadDocumentsResponse, PersonRef } from 'shared-contracts';

const AARAV: PersonRef = { user_name: 'Aarav Sharma', employee_id: 'CN1001' };
export const PRIYA: PersonRef = { user_name: 'Priya Nair', employee_id: 'AD3001' };

export function documentPage(overrides: Partial<LeadDocumentPage> & Pick<LeadDocumentPage, 'id' | 'document'>): LeadDocumentPage {
  return {
    state: 'submitted',
    content_type: 'image/jpeg',
    size: 240_000,
    file_name: null,
    has_thumbnail: true,
    width: 1200,
    height: 1600,
    uploaded_by: AARAV,
    uploaded_at: '2026-01-20T05:00:00.000Z',
    can_remove: false,
    ...overrides,
  };
}

function leadDocument(overrides: Partial<LeadDocument> & Pick<LeadDocument, 'name' | 'state'>): LeadDocument {
  return { rejection_reason: null, decided_by: null, decided_at: null, pages: [], can_upload: false, ...overrides };
}

export function panCard(): LeadDocument {
  return leadDocument({
    name: 'PAN Card',
    state: 'Verified',
    decided_by: PRIYA,
    decided_at: '2026-01-20T06:00:00.000Z',
    pages: [documentPage({ id: 11, document: 'PAN Card', state: 'verified', file_name: 'pan.jpg' })],
  });
}

/** Submitted: a rejected photo the connector replaced (superseded), its replacement, and a PDF. */
export function aadhaarCard(overrides: Partial<LeadDocument> = {}): LeadDocument {
  return leadDocument({
    name: 'Aadhaar Card',
    state: 'Submitted',
    decided_by: PRIYA,
    decided_at: '2026-01-20T07:00:00.000Z',
    pages: [
      documentPage({ id: 21, document: 'Aadhaar Card', state: 'superseded', file_name: 'aadhaar-blurred.jpg' }),
      documentPage({ id: 22, document: 'Aadhaar Card', file_name: 'aadhaar-front.jpg', width: 1600, height: 1000 }),
      documentPage({ id: 23, document: 'Aadhaar Card', content_type: 'application/pdf', file_name: 'aadhaar-back.pdf', has_thumbnail: false, width: null, height: null }),
    ],
    ...overrides,
  });
}

export function itr(): LeadDocument {
  return leadDocument({ name: 'ITR (3 years)', state: 'Pending' });
}

export function bankStatement(): LeadDocument {
  return leadDocument({
    name: 'Bank statement',
    state: 'Rejected',
    rejection_reason: 'The last three months are missing.',
    decided_by: PRIYA,
    decided_at: '2026-01-21T09:30:00.000Z',
    pages: [documentPage({ id: 31, document: 'Bank statement', state: 'rejected', content_type: 'application/pdf', file_name: 'statement.pdf', has_thumbnail: false, width: null, height: null })],
  });
}

export function managedLeadDocuments(overrides: Partial<LeadDocumentsResponse> = {}): LeadDocumentsResponse {
  return {
    lead_id: 4,
    limits: { max_file_bytes: 10_485_760, max_lead_bytes: 104_857_600, used_bytes: 960_000, max_pages_per_document: 20, content_types: ['image/jpeg', 'image/png', 'application/pdf'] },
    documents: [panCard(), aadhaarCard(), itr(), bankStatement()],
    can_decide: true,
    ...overrides,
  };
}

import { BACK_OFFICE, KYC_VERIFIED, STAFF, type AccessTable } from '../../security/access-expectations';

const OWNER_SIDE = 'Its referrer or creator; their rm (RM2001 above CN1001) and the back office read; to anyone else 404, as an unknown lead.';

/** A lead's documents (docs/lead-documents.md). The sample pages are uploaded to the connector persona's lead by the walk. */
export const leadDocumentsAccess: AccessTable = {
  'GET /leads/leads/:id/documents/': { expect: { ...KYC_VERIFIED, other_connector: 'not_found' }, params: { id: 'connector.lead' }, why: OWNER_SIDE },
  'GET /leads/leads/:id/documents/pages/:pageId/': {
    expect: { ...KYC_VERIFIED, other_connector: 'not_found' },
    params: { id: 'connector.lead', pageId: 'connector.lead-document-page' },
    why: OWNER_SIDE,
  },
  'POST /leads/leads/:id/documents/pages/': {
    expect: { ...KYC_VERIFIED, other_connector: 'not_found', rm: 'forbidden', admin: 'forbidden', director: 'forbidden' },
    params: { id: 'connector.lead' },
    why: 'Only the connector side uploads (403 for those who only read it); the empty body then answers 400.',
  },
  'DELETE /leads/leads/:id/documents/pages/:pageId/': {
    expect: { ...KYC_VERIFIED, other_connector: 'not_found', rm: 'forbidden', admin: 'forbidden', director: 'forbidden' },
    params: { id: 'connector.lead', pageId: 'connector.lead-document-page-spare' },
    why: 'Only its uploader removes a page (the connector persona removes the spare sample page); those who only read the lead get 403.',
  },
  'GET /leads/manage/leads/:id/documents/': { expect: STAFF, params: { id: 'connector.lead' } },
  'GET /leads/manage/leads/:id/documents/pages/:pageId/': { expect: STAFF, params: { id: 'connector.lead', pageId: 'connector.lead-document-page' } },
  'POST /leads/manage/leads/:id/documents/decision/': { expect: BACK_OFFICE, params: { id: 'connector.lead' }, why: 'The empty body answers 400.' },
};

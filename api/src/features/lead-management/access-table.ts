import { BACK_OFFICE, STAFF, type AccessTable } from '../../security/access-expectations';

/**
 * Lead Management (docs/back-office-api.md): admin and director read and change every lead; a
 * relationship manager reads their team's leads (RM2001 manages CN1001, the sample lead's referrer).
 */
export const leadManagementAccess: AccessTable = {
  'GET /leads/manage/leads/': { expect: STAFF },
  'GET /leads/manage/leads/export/': { expect: STAFF },
  'GET /leads/manage/leads/:id/': {
    expect: STAFF,
    params: { id: 'connector.lead' },
    why: 'An rm gets 404 for a lead outside their team; the sample lead is in RM2001\'s team.',
  },
  'POST /leads/manage/leads/:id/status/': { expect: BACK_OFFICE, params: { id: 'connector.lead' } },
  'PATCH /leads/manage/leads/:id/documents/': { expect: BACK_OFFICE, params: { id: 'connector.lead' } },
  'GET /leads/manage/leads/:id/branch-choices/': { expect: BACK_OFFICE, params: { id: 'connector.lead' }, why: 'Only those who may move the lead need them.' },
  'POST /leads/manage/leads/:id/branch/': { expect: BACK_OFFICE, params: { id: 'connector.lead' } },
};

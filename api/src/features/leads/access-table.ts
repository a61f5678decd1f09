import { KYC_VERIFIED, type AccessTable } from '../../security/access-expectations';

/** A user's own leads and ledger (docs/api.md#leads, docs/leads.md). */
export const leadsAccess: AccessTable = {
  'GET /leads/transactions/': { expect: KYC_VERIFIED, why: "The caller's own ledger only." },
  'GET /leads/statements/:month/': { expect: KYC_VERIFIED, params: { month: 'statement-month' }, why: "The caller's own statement only." },
  'GET /leads/leads/my-leads/': { expect: KYC_VERIFIED, why: 'The leads the caller referred or created.' },
  'GET /leads/leads/open-by-mobile/': { expect: KYC_VERIFIED, why: 'Answers a count only, never another lead.' },
  'GET /leads/leads/branch-choices/': {
    expect: KYC_VERIFIED,
    why: "The public branch catalogue ranked for the caller's own territory (the back office may name a connector's): no lead is read.",
  },
  'GET /leads/leads/:id/': {
    expect: { ...KYC_VERIFIED, other_connector: 'not_found' },
    params: { id: 'connector.lead' },
    why:
      'Its referrer or creator, the relationship managers above the referrer (RM2001 above CN1001) and the back office; ' +
      'to anyone else 404, exactly like an unknown id.',
  },
  'POST /leads/leads/': { expect: KYC_VERIFIED, why: 'For oneself (admin and director for any active connector): checked per field, 400.' },
};

import { BACK_OFFICE, type AccessTable } from '../../security/access-expectations';

/** Payouts (docs/back-office-api.md): admin and director only. */
export const payoutsAccess: AccessTable = {
  'GET /leads/payouts/pending/': { expect: BACK_OFFICE },
  'POST /leads/payouts/runs/': { expect: BACK_OFFICE },
  'GET /leads/payouts/runs/': { expect: BACK_OFFICE },
  'GET /leads/payouts/runs/:id/': { expect: BACK_OFFICE, params: { id: 'payout-run' } },
  'GET /leads/payouts/runs/:id/export/': { expect: BACK_OFFICE, params: { id: 'payout-run' } },
  'GET /leads/payouts/runs/:id/transfers/': { expect: BACK_OFFICE, params: { id: 'payout-run' } },
  'GET /leads/payouts/tds-report/': { expect: BACK_OFFICE },
  'GET /leads/payouts/statements/:id/:month/': { expect: BACK_OFFICE, params: { id: 'connector.employee-id', month: 'statement-month' } },
};

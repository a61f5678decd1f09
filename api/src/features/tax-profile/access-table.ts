import { BACK_OFFICE, KYC_VERIFIED, type AccessTable } from '../../security/access-expectations';

/** Tax and payout details (docs/payout-taxes.md): one's own; the back office reads and verifies anyone's. */
export const taxProfileAccess: AccessTable = {
  'GET /auth/tax-profile/': { expect: KYC_VERIFIED, why: 'Only ever the caller\'s own details.' },
  'PUT /auth/tax-profile/': { expect: KYC_VERIFIED, why: 'Only ever the caller\'s own details (a change needs the current password).' },
  'GET /leads/payouts/tax-profiles/': { expect: BACK_OFFICE },
  'GET /leads/payouts/tax-profiles/:id/': { expect: BACK_OFFICE, params: { id: 'connector.employee-id' } },
  'POST /leads/payouts/tax-profiles/:id/verify/': { expect: BACK_OFFICE, params: { id: 'connector.employee-id' } },
};

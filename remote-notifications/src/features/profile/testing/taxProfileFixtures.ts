import type { TaxProfile } from 'shared-contracts';

/** GET /auth/tax-profile/'s answers for the signed-in connector CN1001, shaped like the API's. */

const verifiedByAnjali = { verified_at: '2026-11-20T05:30:00Z', verified_by: { user_name: 'Anjali Desai', employee_id: 'AD3001' } };

const account = { account_number_masked: 'XXXXXX7891', ifsc: 'HDFC0001234', holder_name: 'Aarav Sharma' };

/** Nothing entered yet: payouts held, TDS at the rate without a PAN. */
export const emptyTaxProfile: TaxProfile = {
  employee_id: 'CN1001',
  username: 'Aarav Sharma',
  pan: null,
  gstin: null,
  bank_account: null,
  payout_hold: 'No payout bank account on file.',
  tds_rate: 20,
  updated_at: null,
};

/** PAN and bank account verified, no GSTIN: payouts go out, TDS at 2%. */
export const verifiedTaxProfile: TaxProfile = {
  ...emptyTaxProfile,
  pan: { value: 'ABCPE1234F', verification: verifiedByAnjali },
  bank_account: { ...account, verification: verifiedByAnjali },
  payout_hold: null,
  tds_rate: 2,
  updated_at: '2026-11-20T05:30:00Z',
};

/** Everything entered and waiting for the back office: payouts held until the account is verified. */
export const awaitingTaxProfile: TaxProfile = {
  ...verifiedTaxProfile,
  pan: { value: 'ABCPE1234F', verification: null },
  gstin: { value: '27ABCPE1234F1ZB', verification: null },
  bank_account: { ...account, verification: null },
  payout_hold: 'The payout bank account is waiting for the back office to verify it.',
  tds_rate: 20,
  updated_at: '2026-11-27T09:15:00Z',
};

import { BACK_OFFICE, KYC_VERIFIED, type AccessTable } from '../../security/access-expectations';

/**
 * The catalogue: read by anyone signed in with verified KYC (spec §2 Bank & Loan Management), changed
 * by the back office only (docs/back-office-people-and-catalogue-api.md).
 */
export const catalogueAccess: AccessTable = {
  'GET /leads/banks/': { expect: KYC_VERIFIED },
  'GET /leads/loans/': { expect: KYC_VERIFIED },
  'GET /leads/bankbranches/': { expect: KYC_VERIFIED },
  'GET /leads/bankbranches/:id/': { expect: KYC_VERIFIED, params: { id: 'bank-branch' } },
  'GET /leads/bankloans/': { expect: KYC_VERIFIED },
  'GET /leads/bankloans/:id/': { expect: KYC_VERIFIED, params: { id: 'bank-loan' } },
  'GET /leads/spokespersons/': { expect: KYC_VERIFIED },

  'POST /leads/banks/': { expect: BACK_OFFICE },
  'PATCH /leads/banks/:id/': { expect: BACK_OFFICE, params: { id: 'bank' } },
  'POST /leads/loans/': { expect: BACK_OFFICE },
  'POST /leads/bankloans/': { expect: BACK_OFFICE },
  'PATCH /leads/bankloans/:id/': { expect: BACK_OFFICE, params: { id: 'bank-loan' } },
  'POST /leads/bankbranches/': { expect: BACK_OFFICE },
  'PATCH /leads/bankbranches/:id/': { expect: BACK_OFFICE, params: { id: 'bank-branch' } },
  'POST /leads/spokespersons/': { expect: BACK_OFFICE },
  'PATCH /leads/spokespersons/:id/': { expect: BACK_OFFICE, params: { id: 'spokesperson' } },
};

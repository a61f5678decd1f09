import { KYC_VERIFIED, type AccessTable } from '../../security/access-expectations';

/** The eligibility check (docs/eligibility.md). */
export const eligibilityAccess: AccessTable = {
  'POST /loan_eligibility/check-eligibility/': { expect: KYC_VERIFIED },
};

import { CRITERIA_KINDS } from 'shared-contracts';
import { BACK_OFFICE, KYC_VERIFIED, type AccessEntry, type AccessTable } from '../../security/access-expectations';

const entries: Record<string, AccessEntry> = {};
for (const kind of CRITERIA_KINDS) {
  entries[`GET /loan_eligibility/${kind}/`] = { expect: KYC_VERIFIED };
  entries[`POST /loan_eligibility/${kind}/`] = { expect: BACK_OFFICE };
  entries[`PATCH /loan_eligibility/${kind}/:id/`] = { expect: BACK_OFFICE, params: { id: `criteria:${kind}` } };
}

/**
 * Loan criteria (docs/loan-criteria-api.md), for each of the four kinds: read by anyone in the shell
 * (the Loan Products screen), written by the back office only.
 */
export const criteriaAccess: AccessTable = entries;

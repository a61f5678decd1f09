import type { BranchChoices, BranchChoicesQuery } from 'shared-contracts';
import type { Database } from '../../db/client';
import { fieldErrors } from '../../http/errors';
import { INT4_MAX } from '../../http/schemas';
import type { AuthUser } from '../auth/auth-user';
import { branchesOfBankLoan } from './branch-candidates';
import { branchChoices } from './branch-choice';
import { INVALID_LOAN_TYPE, leadReferrer } from './lead-create';

/**
 * GET /leads/leads/branch-choices/ : the branches of the bank loan's bank, ranked for the customer's
 * address and the referrer's territory (the caller's own; the back office may name a connector, as
 * when it adds a lead for one). Reads only the public catalogue and the caller's own territory, so it
 * reveals nothing of anyone's leads. Every problem answers 400 on its field.
 */
export async function leadBranchChoices(db: Database, user: AuthUser, query: BranchChoicesQuery): Promise<BranchChoices> {
  const errors: Record<string, string[]> = {};
  const bankLoanId = Number(query.bank_loan);
  const bank = bankLoanId >= 1 && bankLoanId <= INT4_MAX ? await branchesOfBankLoan(db, bankLoanId) : null;
  if (!bank) errors.bank_loan = [INVALID_LOAN_TYPE];
  const named = await leadReferrer(db, user, query.referred_by_employee_id ?? user.employeeId);
  if ('error' in named) errors.referred_by_employee_id = [named.error];
  if (!bank || 'error' in named) throw fieldErrors(errors);
  const { referrer } = named;
  return branchChoices(bank.branches, { address: query.address?.trim() ?? '', territory: referrer.territory }, referrer.id === user.id ? 'caller' : 'connector');
}

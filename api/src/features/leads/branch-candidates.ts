import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import type { BranchCandidate } from './branch-choice';

/**
 * The bank branches a lead may go to, read for the branch rule (branch-choice.ts): a bank has a few
 * dozen branches at most, so all of a bank's branches are read in one query (the `bank_branches_bank_idx`
 * index on bank_id) and ranked in TypeScript.
 */

interface BranchRow {
  id: number | null;
  branch_name: string | null;
  state: string | null;
  cluster: string | null;
  pincode: string | null;
}

export interface BankBranches {
  bankId: number;
  bankName: string;
  branches: BranchCandidate[];
}

const toCandidates = (rows: readonly BranchRow[]): BranchCandidate[] =>
  rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: Number(row.id),
      branchName: row.branch_name ?? '',
      state: row.state ?? '',
      cluster: row.cluster ?? '',
      pincode: row.pincode ?? '',
    }));

/** Every branch of the bank (by id). */
export async function branchesOfBank(db: Executor, bankId: number): Promise<BranchCandidate[]> {
  const rows = await queryRows<BranchRow>(
    db,
    sql`select bb.id, bb.branch_name, bb.state, bb.cluster, bb.pincode
        from bank_branches bb where bb.bank_id = ${bankId} order by bb.id`,
  );
  return toCandidates(rows);
}

/** The bank of a bank loan with every branch of it, in one query; null when there is no such bank loan. */
export async function branchesOfBankLoan(db: Executor, bankLoanId: number): Promise<BankBranches | null> {
  const rows = await queryRows<BranchRow & { bank_id: number; bank_name: string }>(
    db,
    sql`select bl.bank_id, b.name as bank_name, bb.id, bb.branch_name, bb.state, bb.cluster, bb.pincode
        from bank_loans bl
          join banks b on b.id = bl.bank_id
          left join bank_branches bb on bb.bank_id = bl.bank_id
        where bl.id = ${bankLoanId}
        order by bb.id`,
  );
  const [first] = rows;
  if (!first) return null;
  return { bankId: Number(first.bank_id), bankName: first.bank_name, branches: toCandidates(rows) };
}

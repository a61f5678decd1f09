import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Bank, BankBranch, BankLoan, LoanType, Spokesperson } from 'shared-contracts';
import type { Database, Executor } from '../../db/client';
import { bankBranches, bankLoans, banks, loanTypes, spokespersons } from '../../db/schema';

/** Banks by name. */
export async function listBanks(db: Database): Promise<Bank[]> {
  return db.select({ id: banks.id, name: banks.name }).from(banks).orderBy(asc(banks.name), asc(banks.id));
}

/** Loan types in the catalogue's own order (Personal, Business, Home, ...). */
export async function listLoanTypes(db: Database): Promise<LoanType[]> {
  return db.select({ id: loanTypes.id, type: loanTypes.type }).from(loanTypes).orderBy(asc(loanTypes.id));
}

const branchColumns = {
  id: bankBranches.id,
  branch_name: bankBranches.branchName,
  state: bankBranches.state,
  cluster: bankBranches.cluster,
  branch_type: bankBranches.branchType,
  address: bankBranches.address,
  pincode: bankBranches.pincode,
  bank: banks.name,
  bank_id: bankBranches.bankId,
};

/** Branches of one bank (or of every bank), by id. */
export async function listBankBranches(db: Database, filter: { bankId?: number }): Promise<BankBranch[]> {
  return db
    .select(branchColumns)
    .from(bankBranches)
    .innerJoin(banks, eq(banks.id, bankBranches.bankId))
    .where(filter.bankId !== undefined ? eq(bankBranches.bankId, filter.bankId) : undefined)
    .orderBy(asc(bankBranches.id));
}

export async function findBankBranch(db: Executor, id: number): Promise<BankBranch | null> {
  const [row] = await db.select(branchColumns).from(bankBranches).innerJoin(banks, eq(banks.id, bankBranches.bankId)).where(eq(bankBranches.id, id)).limit(1);
  return row ?? null;
}

const bankLoanColumns = {
  id: bankLoans.id,
  bankId: banks.id,
  bankName: banks.name,
  loanTypeId: loanTypes.id,
  loanType: loanTypes.type,
  requiredDocuments: bankLoans.requiredDocuments,
  connectorsPayout: bankLoans.connectorsPayout,
  cpPayout: bankLoans.cpPayout,
  minLoanAmount: bankLoans.minLoanAmount,
  maxLoanAmount: bankLoans.maxLoanAmount,
};

type BankLoanRow = {
  id: number;
  bankId: number;
  bankName: string;
  loanTypeId: number;
  loanType: string;
  requiredDocuments: string;
  connectorsPayout: number;
  cpPayout: number;
  minLoanAmount: number | null;
  maxLoanAmount: number | null;
};

const toBankLoan = (row: BankLoanRow): BankLoan => ({
  id: row.id,
  type: row.loanType,
  bank: { id: row.bankId, name: row.bankName },
  loan: { id: row.loanTypeId, type: row.loanType },
  required_documents: row.requiredDocuments,
  connectors_payout: row.connectorsPayout,
  cp_payout: row.cpPayout,
  min_loan_amount: row.minLoanAmount,
  max_loan_amount: row.maxLoanAmount,
});

const bankLoansFrom = (db: Executor) =>
  db.select(bankLoanColumns).from(bankLoans).innerJoin(banks, eq(banks.id, bankLoans.bankId)).innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId));

/** Bank loans, filtered by bank and/or loan type, by bank name then loan type. */
export async function listBankLoans(db: Database, filter: { bankId?: number; loanTypeId?: number }): Promise<BankLoan[]> {
  const conditions: SQL[] = [];
  if (filter.bankId !== undefined) conditions.push(eq(bankLoans.bankId, filter.bankId));
  if (filter.loanTypeId !== undefined) conditions.push(eq(bankLoans.loanTypeId, filter.loanTypeId));
  const rows = await bankLoansFrom(db)
    .where(and(...conditions))
    .orderBy(asc(banks.name), asc(loanTypes.id));
  return rows.map(toBankLoan);
}

export async function findBankLoan(db: Executor, id: number): Promise<BankLoan | null> {
  const [row] = await bankLoansFrom(db).where(eq(bankLoans.id, id)).limit(1);
  return row ? toBankLoan(row) : null;
}

const spokespersonColumns = {
  id: spokespersons.id,
  emp_id: spokespersons.empId,
  name: spokespersons.name,
  email: spokespersons.email,
  contact: spokespersons.contact,
  role: spokespersons.role,
  status: spokespersons.status,
  bank_branch: spokespersons.bankBranchId,
};

/** Spokespersons of one branch (or of every branch), by id. */
export async function listSpokespersons(db: Database, filter: { bankBranchId?: number }): Promise<Spokesperson[]> {
  return db
    .select(spokespersonColumns)
    .from(spokespersons)
    .where(filter.bankBranchId !== undefined ? eq(spokespersons.bankBranchId, filter.bankBranchId) : undefined)
    .orderBy(asc(spokespersons.id));
}

export async function findSpokesperson(db: Executor, id: number): Promise<Spokesperson | null> {
  const [row] = await db.select(spokespersonColumns).from(spokespersons).where(eq(spokespersons.id, id)).limit(1);
  return row ?? null;
}

import { Type, type Static } from '@sinclair/typebox';
import { Nullable, NumericIdText } from './common';

/** GET /leads/banks/ */
export const Bank = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Bank = Static<typeof Bank>;
export const BankList = Type.Array(Bank);
export type BankList = Static<typeof BankList>;

/** GET /leads/loans/ : a loan type. */
export const LoanType = Type.Object({ id: Type.Integer(), type: Type.String() });
export type LoanType = Static<typeof LoanType>;
export const LoanTypeList = Type.Array(LoanType);
export type LoanTypeList = Static<typeof LoanTypeList>;

/**
 * GET /leads/bankloans/ (?bank=, ?loan=) and /leads/bankloans/{id}/ : a loan type as one bank offers it.
 * `type` is the loan type's name; payouts are percentages of the loan amount; the amount bounds (when
 * the bank has any) limit the loan amount of a lead.
 */
export const BankLoan = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  bank: Bank,
  loan: LoanType,
  required_documents: Type.String(),
  connectors_payout: Type.Number(),
  cp_payout: Type.Number(),
  min_loan_amount: Nullable(Type.Number()),
  max_loan_amount: Nullable(Type.Number()),
});
export type BankLoan = Static<typeof BankLoan>;
export const BankLoanList = Type.Array(BankLoan);
export type BankLoanList = Static<typeof BankLoanList>;

/** GET /leads/bankbranches/?bank= and /leads/bankbranches/{id}/ ; `bank` is the bank's name. */
export const BankBranch = Type.Object({
  id: Type.Integer(),
  branch_name: Type.String(),
  state: Type.String(),
  cluster: Type.String(),
  branch_type: Type.String(),
  address: Type.String(),
  pincode: Type.String(),
  bank: Type.String(),
  bank_id: Type.Integer(),
});
export type BankBranch = Static<typeof BankBranch>;
export const BankBranchList = Type.Array(BankBranch);
export type BankBranchList = Static<typeof BankBranchList>;

/** GET /leads/spokespersons/ (?bank_branch=) : a bank's contact person at a branch. */
export const Spokesperson = Type.Object({
  id: Type.Integer(),
  emp_id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  contact: Type.String(),
  role: Type.String(),
  status: Type.String(),
  bank_branch: Type.Integer(),
});
export type Spokesperson = Static<typeof Spokesperson>;
export const SpokespersonList = Type.Array(Spokesperson);
export type SpokespersonList = Static<typeof SpokespersonList>;

/** Filters of the catalogue lists (`?bank=`, `?loan=`, `?bank_branch=`): numeric ids. */
export const BankFilter = Type.Object({ bank: Type.Optional(NumericIdText()) });
export const BankLoanFilter = Type.Object({
  bank: Type.Optional(NumericIdText()),
  loan: Type.Optional(NumericIdText()),
});
export const SpokespersonFilter = Type.Object({ bank_branch: Type.Optional(NumericIdText()) });

import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique('banks_name_unique'),
});

export const loanTypes = pgTable('loan_types', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 80 }).notNull().unique('loan_types_type_unique'),
});

/** A loan type as offered by one bank, with its payouts (percent of the loan amount). */
export const bankLoans = pgTable(
  'bank_loans',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    loanTypeId: integer('loan_type_id')
      .notNull()
      .references(() => loanTypes.id, { onDelete: 'restrict' }),
    requiredDocuments: text('required_documents').notNull(),
    connectorsPayout: numeric('connectors_payout', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    cpPayout: numeric('cp_payout', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Optional bounds of a lead's loan amount for this bank loan (rupees); null means no bound. */
    minLoanAmount: numeric('min_loan_amount', { precision: 14, scale: 2, mode: 'number' }),
    maxLoanAmount: numeric('max_loan_amount', { precision: 14, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('bank_loans_bank_loan_type_unique').on(t.bankId, t.loanTypeId),
    index('bank_loans_loan_type_idx').on(t.loanTypeId),
    check('bank_loans_payouts_check', sql`${t.connectorsPayout} >= 0 and ${t.cpPayout} >= 0`),
    check(
      'bank_loans_amount_bounds_check',
      sql`(${t.minLoanAmount} is null or ${t.minLoanAmount} > 0) and (${t.maxLoanAmount} is null or ${t.maxLoanAmount} > 0) and (${t.minLoanAmount} is null or ${t.maxLoanAmount} is null or ${t.minLoanAmount} <= ${t.maxLoanAmount})`,
    ),
  ],
);

export const bankBranches = pgTable(
  'bank_branches',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    branchName: varchar('branch_name', { length: 160 }).notNull(),
    state: varchar('state', { length: 80 }).notNull(),
    cluster: varchar('cluster', { length: 80 }).notNull(),
    branchType: varchar('branch_type', { length: 40 }).notNull(),
    address: text('address').notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
  },
  (t) => [index('bank_branches_bank_idx').on(t.bankId)],
);

export const spokespersons = pgTable(
  'spokespersons',
  {
    id: serial('id').primaryKey(),
    empId: varchar('emp_id', { length: 32 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    contact: varchar('contact', { length: 20 }).notNull(),
    role: varchar('role', { length: 80 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    bankBranchId: integer('bank_branch_id')
      .notNull()
      .references(() => bankBranches.id, { onDelete: 'cascade' }),
  },
  (t) => [index('spokespersons_branch_idx').on(t.bankBranchId), uniqueIndex('spokespersons_emp_id_unique').on(t.empId)],
);

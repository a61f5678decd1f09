import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bankBranches, bankLoans } from './catalogue';
import { employees, territories } from './people';

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    customerMobile: varchar('customer_mobile', { length: 15 }).notNull(),
    customerAddress: text('customer_address').notNull(),
    bankLoanId: integer('bank_loan_id')
      .notNull()
      .references(() => bankLoans.id, { onDelete: 'restrict' }),
    bankBranchId: integer('bank_branch_id').references(() => bankBranches.id, { onDelete: 'set null' }),
    /** The referring user's territory at creation time (the spec's lead payload `branch`). */
    territoryId: integer('territory_id').references(() => territories.id, { onDelete: 'set null' }),
    loanAmount: numeric('loan_amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    status: varchar('status', { length: 32 }).notNull().default('processing'),
    remarks: text('remarks'),
    documentsChecklist: jsonb('documents_checklist').$type<Record<string, string>>().notNull().default({}),
    referredById: integer('referred_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('leads_loan_amount_check', sql`${t.loanAmount} > 0`),
    // "My leads" (referred OR created, newest first) and the lead detail's access check.
    index('leads_referred_by_created_idx').on(t.referredById, t.createdAt, t.id),
    index('leads_created_by_created_idx').on(t.createdById, t.createdAt, t.id),
    index('leads_status_idx').on(t.status),
    // Open leads of a customer mobile (the Add Lead dialog's duplicate warning).
    index('leads_open_mobile_idx').on(t.customerMobile, t.createdAt).where(sql`${t.status} = 'processing'`),
  ],
);

export const leadStatusHistory = pgTable(
  'lead_status_history',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 32 }),
    toStatus: varchar('to_status', { length: 32 }).notNull(),
    changedById: integer('changed_by_id').references(() => employees.id, { onDelete: 'set null' }),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_status_history_lead_idx').on(t.leadId, t.changedAt, t.id)],
);

/** Payout ledger of a connector: credits (payouts) and debits (deductions). */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    connectorId: integer('connector_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    transactionType: varchar('transaction_type', { length: 8 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    description: text('description').notNull(),
    isProcessed: boolean('is_processed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transactions_type_check', sql`${t.transactionType} in ('credit', 'debit')`),
    check('transactions_amount_check', sql`${t.amount} > 0`),
    index('transactions_connector_created_idx').on(t.connectorId, t.createdAt, t.id),
  ],
);

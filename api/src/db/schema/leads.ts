import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
    /**
     * How many times the lead has been approved. Approval n credits the referrer with a ledger entry
     * of payout cycle n; its reversal debits the same cycle (see the lead_payout_invariant trigger).
     */
    payoutCycle: integer('payout_cycle').notNull().default(0),
    remarks: text('remarks'),
    documentsChecklist: jsonb('documents_checklist').$type<Record<string, string>>().notNull().default({}),
    referredById: integer('referred_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Derived from the timeline by the database (migration 0016's triggers; whatever is written here is
     * replaced): when the lead's current status was set, i.e. its newest `created` or `status` entry (its
     * creation when it has none). For an approved lead: when it was approved (the dashboards' approval month).
     */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Derived likewise: the newest entry of the lead's timeline of any kind (status, document, branch), or
     * its creation. A processing lead whose last change is IDLE_LEAD_DAYS old is idle (docs/dashboards.md).
     */
    lastChangeAt: timestamp('last_change_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('leads_loan_amount_check', sql`${t.loanAmount} > 0`),
    check('leads_status_check', sql`${t.status} in ('processing', 'approved', 'rejected')`),
    check('leads_payout_cycle_check', sql`${t.payoutCycle} >= 0`),
    // "My leads" (referred OR created, newest first) and the lead detail's access check.
    index('leads_referred_by_created_idx').on(t.referredById, t.createdAt, t.id),
    index('leads_created_by_created_idx').on(t.createdById, t.createdAt, t.id),
    // Lead Management: newest first, optionally by status, at 100,000 leads.
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_status_created_idx').on(t.status, t.createdAt, t.id),
    index('leads_bank_loan_idx').on(t.bankLoanId),
    // Open leads of a customer mobile (the Add Lead dialog's duplicate warning).
    index('leads_open_mobile_idx').on(t.customerMobile, t.createdAt).where(sql`${t.status} = 'processing'`),
    // The dashboards (docs/dashboards.md#speed), read without touching the table: a month's leads by status and
    // approvals with their amounts (and Lead Management's `changed_*` filters); idle leads (`idle_days`); the
    // 12 months' leads by month, bank and territory. And the lead list's `territory` filter.
    index('leads_status_changed_idx').on(t.status, t.statusChangedAt, t.referredById, t.loanAmount),
    index('leads_idle_idx').on(t.lastChangeAt, t.referredById).where(sql`${t.status} = 'processing'`),
    index('leads_created_conversion_idx').on(t.createdAt, t.bankLoanId, t.territoryId, t.status),
    // The onboarding funnel's "with an approved lead": one probe per connector.
    index('leads_approved_referrer_idx').on(t.referredById).where(sql`${t.status} = 'approved'`),
    index('leads_territory_created_idx').on(t.territoryId, t.createdAt, t.id),
  ],
);

export const LEAD_TIMELINE_EVENTS = ['created', 'status', 'document', 'branch'] as const;

/**
 * The lead's timeline: its creation, every status change (with the remark), every change of a
 * checklist document's state and every move to another bank branch. `toStatus` is the lead's status
 * after the event.
 */
export const leadStatusHistory = pgTable(
  'lead_status_history',
  {
    id: serial('id').primaryKey(),
    event: varchar('event', { length: 16 }).notNull().default('status'),
    documentName: varchar('document_name', { length: 120 }),
    documentState: varchar('document_state', { length: 16 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 32 }),
    toStatus: varchar('to_status', { length: 32 }).notNull(),
    changedById: integer('changed_by_id').references(() => employees.id, { onDelete: 'set null' }),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A `branch` event: the bank branch's name before and after (null: none). Names, not ids: the
     * timeline tells what the lead was moved between even after a branch is renamed or removed.
     */
    fromBankBranch: varchar('from_bank_branch', { length: 160 }),
    toBankBranch: varchar('to_bank_branch', { length: 160 }),
  },
  (t) => [
    index('lead_status_history_lead_idx').on(t.leadId, t.changedAt, t.id),
    check('lead_status_history_event_check', sql`${t.event} in ('created', 'status', 'document', 'branch')`),
    check('lead_status_history_branch_check', sql`(${t.event} = 'branch') = (${t.fromBankBranch} is not null or ${t.toBankBranch} is not null)`),
    check(
      'lead_status_history_document_check',
      sql`(${t.event} = 'document') = (${t.documentName} is not null and ${t.documentState} is not null)`,
    ),
  ],
);

/** A batch of ledger entries paid out together, with the payment's reference (bank transfer id). */
export const payoutRuns = pgTable('payout_runs', {
  id: serial('id').primaryKey(),
  reference: varchar('reference', { length: 64 }).notNull().unique('payout_runs_reference_unique'),
  createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  entryCount: integer('entry_count').notNull(),
  netTotal: numeric('net_total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
});

/**
 * Payout ledger of a connector: credits (payouts) and debits (deductions). Entries of a lead's
 * payout carry `leadPayoutCycle`: approval n of the lead credits cycle n, its reversal debits
 * cycle n; at most one of each per cycle (unique index), and a deferred trigger keeps a lead's
 * net payout equal to its payout while approved and zero otherwise. Other entries (adjustments)
 * have no cycle.
 *
 * `entryKind` tells commission from the taxes on it (docs/payout-taxes.md): a `tds` or `gst` entry
 * names the commission entry it was computed on (`taxSourceId`, at most one of each kind per
 * commission entry) with its base and rate, and its amount is exactly base × rate; a deferred
 * trigger checks its direction against its source and that no financial year's TDS or GST nets
 * below zero.
 */
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
    leadPayoutCycle: integer('lead_payout_cycle'),
    payoutRunId: integer('payout_run_id').references(() => payoutRuns.id, { onDelete: 'restrict' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    entryKind: varchar('entry_kind', { length: 16 }).notNull().default('commission'),
    taxSourceId: integer('tax_source_id').references((): AnyPgColumn => transactions.id, { onDelete: 'restrict' }),
    taxBase: numeric('tax_base', { precision: 14, scale: 2, mode: 'number' }),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }),
    /** The financial year (April to March, India time) a tax entry counts in, by the year it starts in. */
    financialYear: integer('financial_year'),
  },
  (t) => [
    check('transactions_type_check', sql`${t.transactionType} in ('credit', 'debit')`),
    check('transactions_entry_kind_check', sql`${t.entryKind} in ('commission', 'tds', 'gst')`),
    check(
      'transactions_tax_entry_check',
      sql`(${t.entryKind} = 'commission' and ${t.taxSourceId} is null and ${t.taxBase} is null and ${t.taxRate} is null and ${t.financialYear} is null)
        or (${t.entryKind} <> 'commission' and ${t.taxSourceId} is not null and ${t.leadPayoutCycle} is null and ${t.taxBase} > 0
          and ${t.taxRate} > 0 and ${t.taxRate} <= 100 and ${t.financialYear} is not null and ${t.amount} = round(${t.taxBase} * ${t.taxRate} / 100, 2))`,
    ),
    uniqueIndex('transactions_tax_source_unique').on(t.taxSourceId, t.entryKind).where(sql`${t.taxSourceId} is not null`),
    check('transactions_amount_check', sql`${t.amount} > 0`),
    check('transactions_payout_cycle_check', sql`${t.leadPayoutCycle} is null or (${t.leadId} is not null and ${t.leadPayoutCycle} >= 1)`),
    check('transactions_payout_run_check', sql`${t.payoutRunId} is null or ${t.isProcessed}`),
    uniqueIndex('transactions_lead_payout_cycle_unique')
      .on(t.leadId, t.transactionType, t.leadPayoutCycle)
      .where(sql`${t.leadPayoutCycle} is not null`),
    index('transactions_unprocessed_idx').on(t.connectorId, t.createdAt).where(sql`not ${t.isProcessed}`),
    index('transactions_payout_run_idx').on(t.payoutRunId),
    index('transactions_connector_created_idx').on(t.connectorId, t.createdAt, t.id),
    // The back-office dashboard's payouts due (unprocessed credits), read without touching the table.
    index('transactions_due_credits_idx')
      .on(t.createdAt, t.connectorId, t.amount)
      .where(sql`not ${t.isProcessed} and ${t.transactionType} = 'credit'`),
  ],
);

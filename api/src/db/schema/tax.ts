import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { payoutRuns } from './leads';
import { employees } from './people';
import { vaultObjects } from './vault';

/**
 * A connector's tax and payout details (docs/payout-taxes.md): PAN, GSTIN and the bank account payouts
 * go to. Each of the three is verified by the back office on its own; a change clears that one's
 * verification. The account number is personal data and lives in the document vault (encrypted, every
 * read logged): this row keeps only the vault object and the last four digits the screens show.
 */
export const taxProfiles = pgTable(
  'tax_profiles',
  {
    employeeId: integer('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    pan: varchar('pan', { length: 10 }),
    panVerifiedAt: timestamp('pan_verified_at', { withTimezone: true }),
    panVerifiedById: integer('pan_verified_by_id').references(() => employees.id, { onDelete: 'set null' }),
    gstin: varchar('gstin', { length: 15 }),
    gstinVerifiedAt: timestamp('gstin_verified_at', { withTimezone: true }),
    gstinVerifiedById: integer('gstin_verified_by_id').references(() => employees.id, { onDelete: 'set null' }),
    bankAccountObjectId: uuid('bank_account_object_id').references(() => vaultObjects.id, { onDelete: 'restrict' }),
    bankAccountLast4: varchar('bank_account_last4', { length: 4 }),
    bankIfsc: varchar('bank_ifsc', { length: 11 }),
    bankAccountHolder: varchar('bank_account_holder', { length: 100 }),
    bankVerifiedAt: timestamp('bank_verified_at', { withTimezone: true }),
    bankVerifiedById: integer('bank_verified_by_id').references(() => employees.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_profiles_pan_check', sql`${t.pan} is null or ${t.pan} ~ '^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$'`),
    check('tax_profiles_gstin_check', sql`${t.gstin} is null or (${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]Z[0-9A-Z]$' and substr(${t.gstin}, 3, 10) = ${t.pan})`),
    check(
      'tax_profiles_bank_check',
      sql`(${t.bankAccountObjectId} is null and ${t.bankAccountLast4} is null and ${t.bankIfsc} is null and ${t.bankAccountHolder} is null)
        or (${t.bankAccountObjectId} is not null and ${t.bankAccountLast4} is not null and ${t.bankIfsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$' and ${t.bankAccountHolder} is not null)`,
    ),
    check(
      'tax_profiles_verified_check',
      sql`(${t.panVerifiedAt} is null or ${t.pan} is not null) and (${t.gstinVerifiedAt} is null or ${t.gstin} is not null)
        and (${t.bankVerifiedAt} is null or ${t.bankAccountObjectId} is not null)`,
    ),
  ],
);

/**
 * What a payout run paid each connector, and to which account: the transfer file is made from these
 * rows, so a bank account changed after the run does not change where the run's money went. The account
 * number stays in the vault object the run names (kept while a run names it).
 */
export const payoutRunTransfers = pgTable(
  'payout_run_transfers',
  {
    payoutRunId: integer('payout_run_id')
      .notNull()
      .references(() => payoutRuns.id, { onDelete: 'restrict' }),
    connectorId: integer('connector_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    bankAccountObjectId: uuid('bank_account_object_id')
      .notNull()
      .references(() => vaultObjects.id, { onDelete: 'restrict' }),
    bankAccountLast4: varchar('bank_account_last4', { length: 4 }).notNull(),
    bankIfsc: varchar('bank_ifsc', { length: 11 }).notNull(),
    bankAccountHolder: varchar('bank_account_holder', { length: 100 }).notNull(),
    commission: numeric('commission', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    tds: numeric('tds', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    gst: numeric('gst', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    net: numeric('net', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payoutRunId, t.connectorId] }),
    check('payout_run_transfers_net_check', sql`${t.net} = ${t.commission} - ${t.tds} + ${t.gst} and ${t.net} >= 0`),
    index('payout_run_transfers_account_idx').on(t.bankAccountObjectId),
  ],
);

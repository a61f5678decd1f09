import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { PRIVACY_HOLD_RECORDS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES, type PrivacyHoldRecord, type PrivacyRequestKind, type PrivacyRequestStatus } from 'shared-contracts';
import { employees } from './people';

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A person's request to correct or erase their data (DPDP Act 2023 s.12; docs/privacy.md). At most one
 * open request of each kind per person (a partial unique index). `details` is the person's own text;
 * an erasure replaces it once completed, as it is theirs too.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<PrivacyRequestKind>().notNull(),
    details: text('details').notNull(),
    status: varchar('status', { length: 16 }).$type<PrivacyRequestStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledById: integer('handled_by_id').references(() => employees.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** What was corrected (completed), why not (declined). */
    resolution: text('resolution'),
  },
  (t) => [
    check('privacy_requests_kind_check', inList('kind', PRIVACY_REQUEST_KINDS)),
    check('privacy_requests_status_check', inList('status', PRIVACY_REQUEST_STATUSES)),
    check('privacy_requests_handled_check', sql`(${t.status} = 'open') = (${t.handledAt} is null)`),
    uniqueIndex('privacy_requests_one_open_idx').on(t.employeeId, t.kind).where(sql`${t.status} = 'open'`),
    index('privacy_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('privacy_requests_employee_idx').on(t.employeeId, t.createdAt),
  ],
);

/**
 * What an erasure kept because a law makes the lender keep it, why, and until when
 * (features/privacy-requests/legal-holds.ts has the rules).
 */
export const privacyHolds = pgTable(
  'privacy_holds',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => privacyRequests.id, { onDelete: 'cascade' }),
    record: varchar('record', { length: 32 }).$type<PrivacyHoldRecord>().notNull(),
    count: integer('count').notNull(),
    reason: text('reason').notNull(),
    heldUntil: date('held_until', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('privacy_holds_record_check', inList('record', PRIVACY_HOLD_RECORDS)),
    uniqueIndex('privacy_holds_request_record_unique').on(t.requestId, t.record),
    index('privacy_holds_employee_idx').on(t.employeeId),
  ],
);

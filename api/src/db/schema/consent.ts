import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { employees } from './people';

/**
 * Each consent a person gave to the privacy notice, and each withdrawal: append-only (a trigger
 * refuses to change or delete a record; the migration), so the history shows what was agreed to,
 * which version and when. The person's current state is `employees.consented_notice_version`,
 * written in the same transaction as the record.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    noticeVersion: varchar('notice_version', { length: 32 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    /** The client address the choice came from: the evidence a consent manager would keep. */
    address: varchar('address', { length: 64 }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('privacy_consents_action_check', sql`${t.action} in ('given', 'withdrawn')`),
    index('privacy_consents_employee_idx').on(t.employeeId, t.recordedAt),
  ],
);

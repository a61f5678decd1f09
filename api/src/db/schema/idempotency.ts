import { index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { employees } from './people';

/**
 * The answers of requests sent with an `Idempotency-Key` header (today: lead creation), so a retry
 * with the same key gets the first answer instead of a second lead (docs/idempotency.md). A key
 * belongs to the employee who sent it: (employee_id, key) is unique, and a concurrent request with the
 * same key waits on that constraint, then replays. `requestHash` is the SHA-256 of the canonical
 * request body: the same key with another body is refused. Rows are pruned 24 hours after creation.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    responseStatus: smallint('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_employee_key_pk', columns: [t.employeeId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

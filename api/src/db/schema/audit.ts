import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { employees } from './people';

/**
 * The back office's audit trail: who changed what, written in the same transaction as the change
 * (a KYC decision, a lead's status or documents, a payout run, a catalogue edit, an employee created
 * or deactivated). `details` holds the change's fields, never a password or token.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => employees.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    entityType: varchar('entity_type', { length: 32 }).notNull(),
    entityId: integer('entity_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt), index('audit_log_created_idx').on(t.createdAt)],
);

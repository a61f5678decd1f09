import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { employees } from './people';
import { NOTIFICATION_TYPES, type NotificationType } from 'shared-contracts';

export { NOTIFICATION_TYPES, type NotificationType };

/** `isActive` true means unread (back-office spec §3). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    notificationType: varchar('notification_type', { length: 40 }).$type<NotificationType>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notifications_type_check',
      sql.raw(`notification_type in (${NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    // The Unread tab and the All tab, newest (or oldest) first, one user at a time: both page by index.
    index('notifications_recipient_idx').on(t.recipientId, t.isActive, t.createdAt, t.id),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt, t.id),
    // The idle-lead job asks "was this lead reminded about lately?".
    index('notifications_lead_type_idx').on(t.leadId, t.notificationType, t.createdAt),
  ],
);

/**
 * Per-employee totals of `notifications`, kept by statement-level triggers in the writer's
 * transaction (migration 0006), so the list's summary and the badge never count 100,000 rows.
 * No foreign key: rows of a deleted employee are deleted by the same trigger's arithmetic.
 */
export const notificationCounts = pgTable('notification_counts', {
  recipientId: integer('recipient_id').primaryKey(),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { employees } from './people';

export const NOTIFICATION_TYPES = [
  'custom_alert',
  'feature_update',
  'weekly_report',
  'monthly_report',
  'lead_status',
  'idle_lead',
  'dob_anniversary',
  'welcome_message',
  'document_pending',
  'customer_notification',
  'referral_notification',
  'escalation_notification',
  'rm_assign',
  'head_notification',
  'rm_status_update',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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
    index('notifications_recipient_idx').on(t.recipientId, t.isActive, t.createdAt),
  ],
);

import { Type, type Static } from '@sinclair/typebox';
import { Role } from './auth';
import { DateOnly, Page, PageQuery } from './back-office';
import { Nullable, StringEnum, Timestamp } from './common';
import { LEAD_STATUSES } from './leads';

/*
 * The notification centre (back-office spec §2, §3, §7; docs/notifications-api.md) and its live
 * unread count (docs/notifications-live.md). Everyone reads and marks only their own notifications.
 */

/** One meaning per type (docs/notifications-api.md says which event sends which). */
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
  'payout_paid',
] as const;
export const NotificationType = StringEnum(NOTIFICATION_TYPES);
export type NotificationType = Static<typeof NotificationType>;

/** `ordering`: newest first (the default) or oldest first. */
export const NOTIFICATION_ORDERINGS = ['-created_at', 'created_at'] as const;
export type NotificationOrdering = (typeof NOTIFICATION_ORDERINGS)[number];

export const NotificationLeadInfo = Type.Object({
  customer_name: Type.String(),
  customer_mobile: Type.String(),
  loan_amount: Type.Number(),
  status: StringEnum(LEAD_STATUSES),
});
export type NotificationLeadInfo = Static<typeof NotificationLeadInfo>;

/**
 * `is_active` true means unread. `message` is plain text in which `**…**` marks bold and `\n` a line
 * break; a client renders it by building elements, never as HTML. `lead` / `lead_info` are null when
 * the notification is not about a lead (or the lead is gone).
 */
export const Notification = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  notification_type: NotificationType,
  is_active: Type.Boolean(),
  created_at: Timestamp,
  lead: Nullable(Type.Integer()),
  lead_info: Nullable(NotificationLeadInfo),
});
export type Notification = Static<typeof Notification>;

const BooleanText = StringEnum(['true', 'false'] as const);

/**
 * GET /notifications/ (and /notifications/active/, which ignores `is_active` and answers unread only).
 * `search`: title or message contains (any case). `lead_related`: only those with (true) or without
 * (false) a lead. `date_from` / `date_to`: India calendar days, both inclusive.
 */
export const NotificationQuery = Type.Object(
  {
    ...PageQuery,
    search: Type.Optional(Type.String({ maxLength: 100 })),
    type: Type.Optional(NotificationType),
    is_active: Type.Optional(BooleanText),
    lead_related: Type.Optional(BooleanText),
    date_from: Type.Optional(DateOnly),
    date_to: Type.Optional(DateOnly),
    ordering: Type.Optional(StringEnum(NOTIFICATION_ORDERINGS)),
  },
  { additionalProperties: false },
);
export type NotificationQuery = Static<typeof NotificationQuery>;

/** The caller's own totals, whatever the filters: `active_notifications` is the unread count. */
export const NotificationSummary = Type.Object({
  total_notifications: Type.Integer(),
  active_notifications: Type.Integer(),
  read_notifications: Type.Integer(),
});
export type NotificationSummary = Static<typeof NotificationSummary>;

/** A page of notifications: `count` is of the filtered list; `summary` ignores the filters. */
export const NotificationPage = Page(Notification, { summary: NotificationSummary });
export type NotificationPage = Static<typeof NotificationPage>;

/** POST /notifications/mark-all-read/: `notification_ids` absent means every unread one of the caller. */
export const MarkNotificationsRead = Type.Object(
  { notification_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 1000 })) },
  { additionalProperties: false },
);
export type MarkNotificationsRead = Static<typeof MarkNotificationsRead>;

/** The answer of both mark-read calls: how many changed from unread to read, and the new totals. */
export const NotificationsMarked = Type.Object({ marked: Type.Integer(), summary: NotificationSummary });
export type NotificationsMarked = Static<typeof NotificationsMarked>;

export const NOTIFICATION_AUDIENCES = ['everyone', 'role', 'employees'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;

/**
 * POST /notifications/custom-alert/ and POST /notifications/feature-update/ (admin and director).
 * `audience` everyone: every active employee; role: every active employee of `role`; employees: the
 * active employees named in `employee_ids` (such as CN1001, at most 500).
 */
export const CustomNotificationRequest = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: NOTIFICATION_TITLE_MAX }),
    message: Type.String({ minLength: 1, maxLength: NOTIFICATION_MESSAGE_MAX }),
    audience: StringEnum(NOTIFICATION_AUDIENCES),
    role: Type.Optional(Role),
    employee_ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type CustomNotificationRequest = Static<typeof CustomNotificationRequest>;

/** 201: how many employees it was sent to. */
export const CustomNotificationSent = Type.Object({ sent: Type.Integer(), notification_type: NotificationType });
export type CustomNotificationSent = Static<typeof CustomNotificationSent>;

/**
 * One message of GET /notifications/stream/ (Server-Sent Events, `event: unread`): the caller's unread
 * count, sent when the stream opens and whenever it changes.
 */
export const UnreadCountEvent = Type.Object({ unread_count: Type.Integer() });
export type UnreadCountEvent = Static<typeof UnreadCountEvent>;

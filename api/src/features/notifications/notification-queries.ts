import { sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationOrdering, NotificationQuery, NotificationsMarked, NotificationSummary, NotificationType } from 'shared-contracts';
import { queryRows, type Database } from '../../db/client';
import { fieldErrors } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { containsPattern } from '../employees/list-filters';
import { isoTime } from '../leads/lead-queries';

/*
 * The notification centre's reads and marks (docs/notifications-api.md). Everyone reads and marks only
 * their own notifications: every statement here is narrowed to `recipient_id` = the caller.
 */

/** One text for an unknown id and for someone else's (both answer 404). */
export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** What a list of the caller's notifications is narrowed to. */
export interface NotificationFilter {
  recipientId: number;
  /** true: unread only; false: read only. */
  isActive?: boolean;
  /** ILIKE "contains" pattern (wildcards escaped) on title or message. */
  searchPattern?: string;
  type?: NotificationType;
  /** true: only those about a lead; false: only those not about a lead. */
  leadRelated?: boolean;
  /** created_at >= createdFrom (midnight India time of `date_from`). */
  createdFrom?: Date;
  /** created_at < createdBefore (midnight India time after the `date_to` day). */
  createdBefore?: Date;
  ordering: NotificationOrdering;
}

/** Both orders break ties by id in the same direction, so they walk the (recipient_id[, is_active], created_at, id) indexes. */
const ORDERINGS: Record<NotificationOrdering, SQL> = {
  '-created_at': sql.raw('n.created_at desc, n.id desc'),
  created_at: sql.raw('n.created_at asc, n.id asc'),
};

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 3_600_000;

/** A calendar day (YYYY-MM-DD, already matched by the schema) as the instant it starts in India (UTC+05:30, no DST). */
function indiaMidnight(day: string, field: string, errors: Record<string, string[]>): Date | undefined {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date || year < 1900 || year > 9999) {
    errors[field] = ['Enter a valid date (YYYY-MM-DD).'];
    return undefined;
  }
  return new Date(utc.getTime() - INDIA_OFFSET_MS);
}

const flag = (text: 'true' | 'false' | undefined) => (text === undefined ? undefined : text === 'true');

/**
 * Checks the list's query (400 on `date_from` / `date_to`) and turns it into a filter of `recipientId`'s
 * notifications. `unreadOnly` (GET /notifications/active/) forces unread and ignores `is_active`.
 */
export function notificationFilter(recipientId: number, query: Partial<NotificationQuery>, unreadOnly = false): NotificationFilter {
  const errors: Record<string, string[]> = {};
  const createdFrom = query.date_from === undefined ? undefined : indiaMidnight(query.date_from, 'date_from', errors);
  const createdTo = query.date_to === undefined ? undefined : indiaMidnight(query.date_to, 'date_to', errors);
  if (createdFrom && createdTo && createdFrom > createdTo) errors.date_to = ['The end date must not be before the start date.'];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return {
    recipientId,
    isActive: unreadOnly ? true : flag(query.is_active),
    searchPattern: containsPattern(query.search) ?? undefined,
    type: query.type,
    leadRelated: flag(query.lead_related),
    createdFrom,
    createdBefore: createdTo ? new Date(createdTo.getTime() + DAY_MS) : undefined,
    ordering: query.ordering ?? '-created_at',
  };
}

/** The filter as a condition on `notifications n`: the recipient (and is_active, dates) lead the paging indexes. */
function whereOf(filter: NotificationFilter): SQL {
  const parts: SQL[] = [sql`n.recipient_id = ${filter.recipientId}`];
  if (filter.isActive !== undefined) parts.push(filter.isActive ? sql`n.is_active` : sql`not n.is_active`);
  if (filter.createdFrom) parts.push(sql`n.created_at >= ${filter.createdFrom.toISOString()}::timestamptz`);
  if (filter.createdBefore) parts.push(sql`n.created_at < ${filter.createdBefore.toISOString()}::timestamptz`);
  if (filter.type) parts.push(sql`n.notification_type = ${filter.type}`);
  if (filter.leadRelated !== undefined) parts.push(filter.leadRelated ? sql`n.lead_id is not null` : sql`n.lead_id is null`);
  if (filter.searchPattern !== undefined) {
    // Under the "C" collation ILIKE folds A-Z only, at half the cost of the database's collation (measured with
    // 100,000 notifications of one user); Indian scripts have no case. The same choice as the lead search.
    parts.push(sql`(n.title collate "C" ilike ${filter.searchPattern} or n.message collate "C" ilike ${filter.searchPattern})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The count of the filtered list when `notification_counts` knows it (no filter but is_active), else
 * null. `c` is the caller's notification_counts row (or nulls).
 */
function countFromCounts(filter: NotificationFilter): SQL | null {
  const narrowed = filter.searchPattern !== undefined || filter.type !== undefined || filter.leadRelated !== undefined || filter.createdFrom || filter.createdBefore;
  if (narrowed) return null;
  if (filter.isActive === undefined) return sql`coalesce(c.total, 0)`;
  return filter.isActive ? sql`coalesce(c.unread, 0)` : sql`coalesce(c.total - c.unread, 0)`;
}

/** `Notification` as JSON, for a row `n` of notifications with its lead `l` left-joined. */
const notificationJson = sql`json_build_object(
  'id', n.id, 'title', n.title, 'message', n.message, 'notification_type', n.notification_type, 'is_active', n.is_active,
  'created_at', ${isoTime('n.created_at')}, 'lead', n.lead_id,
  'lead_info', case when l.id is null then null else json_build_object(
    'customer_name', l.customer_name, 'customer_mobile', l.customer_mobile, 'loan_amount', l.loan_amount::float8, 'status', l.status) end)`;

const summaryOf = (row: { total?: number | string | null; unread?: number | string | null } | undefined): NotificationSummary => {
  const total = Number(row?.total ?? 0);
  const unread = Number(row?.unread ?? 0);
  return { total_notifications: total, active_notifications: unread, read_notifications: total - unread };
};

const parseJson = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? fallback));

/**
 * One page of the caller's notifications (`Notification[]` as JSON text, sent as it is), the count of the
 * filtered list and the caller's summary, in one statement. The page's ids come first (ordered by the index, offset and limited), then only those
 * rows are joined to their leads and turned into JSON. The count comes from notification_counts when no
 * filter other than is_active is set; otherwise it is counted (a search scans the matching rows once:
 * `matching`, then counted and paged).
 */
export async function notificationPage(db: Database, filter: NotificationFilter, paging: PageRequest) {
  const where = whereOf(filter);
  const ordering = ORDERINGS[filter.ordering];
  const search = filter.searchPattern !== undefined;
  const matching = search ? sql`matching as materialized (select n.id, n.created_at from notifications n where ${where}),` : sql``;
  const source = search ? sql`matching n` : sql`notifications n where ${where}`;
  const count = countFromCounts(filter) ?? sql`(select count(*) from ${source})`;
  const [row] = await queryRows<{ count: number; total: number | null; unread: number | null; length: number; results: string | null }>(
    db,
    sql`with ${matching}
        page as (select n.id from ${source} order by ${ordering} limit ${paging.pageSize} offset ${paging.offset})
        select ${count}::int as count, c.total, c.unread, (select count(*) from page)::int as length,
               coalesce((select json_agg(${notificationJson} order by ${ordering})
                         from page p join notifications n on n.id = p.id left join leads l on l.id = n.lead_id), '[]')::text as results
        from (select 1) one left join notification_counts c on c.recipient_id = ${filter.recipientId}`,
  );
  return { count: Number(row?.count ?? 0), resultsJson: row?.results ?? '[]', length: Number(row?.length ?? 0), summary: summaryOf(row) };
}

/** The caller's totals (zeros when they never had a notification). */
export async function notificationSummary(db: Pick<Database, 'execute'>, recipientId: number): Promise<NotificationSummary> {
  const [row] = await queryRows<{ total: number; unread: number }>(db, sql`select total, unread from notification_counts where recipient_id = ${recipientId}`);
  return summaryOf(row);
}

/** One of the caller's notifications, or null (unknown, or someone else's). */
export async function loadNotification(db: Database, recipientId: number, id: number): Promise<Notification | null> {
  const [row] = await queryRows<{ item: unknown }>(
    db,
    sql`select ${notificationJson}::text as item from notifications n left join leads l on l.id = n.lead_id
        where n.id = ${id} and n.recipient_id = ${recipientId}`,
  );
  return row ? parseJson<Notification | null>(row.item, null) : null;
}

/**
 * Marks one of the caller's notifications read: `marked` 1 when it was unread, 0 when it already was
 * read; null when it is not theirs (or unknown).
 */
export async function markNotificationRead(db: Database, recipientId: number, id: number): Promise<NotificationsMarked | null> {
  const [row] = await queryRows<{ marked: number; found: boolean }>(
    db,
    sql`with updated as (
          update notifications set is_active = false where id = ${id} and recipient_id = ${recipientId} and is_active returning id)
        select (select count(*) from updated)::int as marked,
               exists (select 1 from notifications where id = ${id} and recipient_id = ${recipientId}) as found`,
  );
  if (!row?.found) return null;
  // A new statement: the counts trigger ran at the end of the update.
  return { marked: Number(row.marked), summary: await notificationSummary(db, recipientId) };
}

/**
 * Marks the caller's unread notifications read: those of `ids` (others' ids and unknown ids are left
 * alone, and not told apart), or every one when `ids` is absent.
 */
export async function markNotificationsRead(db: Database, recipientId: number, ids: number[] | undefined): Promise<NotificationsMarked> {
  // The ids are integers checked by the schema: an int[] literal of them is one parameter whatever their number.
  const only = ids === undefined ? sql`` : sql`and id = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
  const [row] = await queryRows<{ marked: number }>(
    db,
    sql`with updated as (update notifications set is_active = false where recipient_id = ${recipientId} and is_active ${only} returning 1)
        select count(*)::int as marked from updated`,
  );
  return { marked: Number(row?.marked ?? 0), summary: await notificationSummary(db, recipientId) };
}

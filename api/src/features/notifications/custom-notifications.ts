import { sql, type SQL } from 'drizzle-orm';
import type { CustomNotificationRequest, CustomNotificationSent } from 'shared-contracts';
import type { AuthUser } from '../auth/auth-user';
import { queryRows, type Database } from '../../db/client';
import { fieldErrors } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';

/*
 * Custom notifications sent by the back office (admin, director): POST /notifications/custom-alert/ and
 * POST /notifications/feature-update/ (docs/notifications-api.md).
 */

export type CustomNotificationType = 'custom_alert' | 'feature_update';

export const BLANK = 'This field may not be blank.';
export const ROLE_REQUIRED = 'This field is required when the audience is role.';
export const ROLE_NOT_ALLOWED = 'Only allowed when the audience is role.';
export const EMPLOYEES_REQUIRED = 'Name at least one employee when the audience is employees.';
export const EMPLOYEES_NOT_ALLOWED = 'Only allowed when the audience is employees.';
export const NOBODY_WITH_ROLE = 'No active employee has this role.';

/** What the request asks for, checked: trimmed title and message, and the audience's condition on `employees e`. */
interface CheckedRequest {
  title: string;
  message: string;
  /** Employee ids as sign-in matches them (trimmed, upper-cased), without repeats. */
  employeeIds: string[];
}

/** The per-field checks that need no database (400 on each field at once). */
function check(body: CustomNotificationRequest): CheckedRequest {
  const errors: Record<string, string[]> = {};
  const title = body.title.trim();
  const message = body.message.trim();
  if (title === '') errors.title = [BLANK];
  if (message === '') errors.message = [BLANK];
  if (body.audience === 'role' && body.role === undefined) errors.role = [ROLE_REQUIRED];
  if (body.audience !== 'role' && body.role !== undefined) errors.role = [ROLE_NOT_ALLOWED];
  const employeeIds = [...new Set((body.employee_ids ?? []).map((id) => id.trim().toUpperCase()))];
  if (body.audience === 'employees') {
    if (employeeIds.length === 0) errors.employee_ids = [EMPLOYEES_REQUIRED];
    else if (employeeIds.includes('')) errors.employee_ids = ['An employee ID may not be blank.'];
  } else if (body.employee_ids !== undefined) {
    errors.employee_ids = [EMPLOYEES_NOT_ALLOWED];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { title, message, employeeIds };
}

const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Sent as written: the title and message are a person's words, so they are not localised (they reach
 * every recipient exactly as typed, whatever their language). The rows are inserted here by one
 * insert … select, never through notify/notifyMany, which localise the API's own texts unless given
 * `{ asWritten: true }` (docs/languages.md#api-texts).
 *
 * Sends a `type` notification to every active employee of the audience (the sender too, when in it): all
 * the rows in ONE insert, in one transaction with the audit entry `notification.<type>_sent`. Named
 * employees that are unknown or inactive answer 400 on `employee_ids` listing them (nothing is sent); a
 * role that no active employee has answers 400 on `role`.
 */
export async function sendCustomNotification(
  db: Database,
  sender: AuthUser,
  type: CustomNotificationType,
  body: CustomNotificationRequest,
): Promise<CustomNotificationSent> {
  const { title, message, employeeIds } = check(body);
  return db.transaction(async (tx) => {
    let audience: SQL;
    if (body.audience === 'employees') {
      const found = await queryRows<{ employee_id: string }>(
        tx,
        sql`select employee_id from employees where is_active and employee_id in (${idList(employeeIds)})`,
      );
      const active = new Set(found.map((row) => row.employee_id));
      const missing = employeeIds.filter((id) => !active.has(id));
      if (missing.length > 0) throw fieldErrors({ employee_ids: [`Unknown or inactive employee IDs: ${missing.join(', ')}.`] });
      audience = sql`e.employee_id in (${idList(employeeIds)})`;
    } else if (body.audience === 'role') {
      audience = sql`e.role = ${body.role ?? ''}`;
    } else {
      audience = sql`true`;
    }
    // Rows are written in employee order; the counts trigger then adds them up per recipient in one statement.
    const [row] = await queryRows<{ sent: number; first_id: number | null; last_id: number | null }>(
      tx,
      sql`with sent as (
            insert into notifications (recipient_id, title, message, notification_type, is_active, created_by_id)
            select e.id, ${title}, ${message}, ${type}, true, ${sender.id} from employees e where e.is_active and ${audience} order by e.id
            returning id)
          select count(*)::int as sent, min(id) as first_id, max(id) as last_id from sent`,
    );
    const sent = Number(row?.sent ?? 0);
    if (sent === 0 || row?.first_id == null) throw fieldErrors({ role: [NOBODY_WITH_ROLE] });
    await recordAudit(tx, {
      actorId: sender.id,
      action: `notification.${type}_sent`,
      entityType: 'notification',
      entityId: Number(row.first_id),
      details: {
        notification_type: type,
        audience: body.audience,
        ...(body.role === undefined ? {} : { role: body.role }),
        ...(body.audience === 'employees' ? { employee_ids: employeeIds } : {}),
        title,
        message,
        sent,
        notification_ids: { first: Number(row.first_id), last: Number(row.last_id) },
      },
    });
    return { sent, notification_type: type };
  });
}

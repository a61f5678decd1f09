/**
 * The custom notification form (admin and director): what kind, to whom, the POST body, where the
 * server's messages go, and what the toast says (contract CustomNotificationRequest / Sent).
 */
import type { CustomNotificationRequest, CustomNotificationSent, NotificationAudience, Role, TeamMember } from 'shared-contracts';
import { formErrors, responseStatus } from 'shared-ui';
import type { EmployeeOption } from '../../../common/model/employeeOptions';
import { roleLabel } from '../../../common/model/roleLabel';
import type { CustomNotificationsT } from '../i18n';

export type CustomKind = 'custom_alert' | 'feature_update';

/** The kinds on offer, in the page's language (made while rendering). */
export function kindOptions(t: CustomNotificationsT): { value: CustomKind; label: string; hint: string }[] {
  return [
    { value: 'custom_alert', label: t('kind.customAlert'), hint: t('kind.customAlertHint') },
    { value: 'feature_update', label: t('kind.featureUpdate'), hint: t('kind.featureUpdateHint') },
  ];
}

/** The audiences on offer, in the page's language (made while rendering). */
export function audienceOptions(t: CustomNotificationsT): { value: NotificationAudience; label: string }[] {
  return [
    { value: 'everyone', label: t('audience.everyone') },
    { value: 'role', label: t('audience.role') },
    { value: 'employees', label: t('audience.employees') },
  ];
}

const ROLES: readonly Role[] = ['connector', 'rm', 'admin', 'director'];

/** The roles a notification may go to, in the page's language (made while rendering). */
export function roleOptions(): { value: Role; label: string }[] {
  return ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
}

/** The contract's limits (shared-contracts is types-only in the front ends, so they are repeated here). */
export const TITLE_MAX = 200;
export const MESSAGE_MAX = 2000;
export const MAX_EMPLOYEES = 500;

export interface CustomFormValues {
  kind: CustomKind;
  title: string;
  message: string;
  audience: NotificationAudience;
  /** '' until a role is chosen. */
  role: Role | '';
  employeeIds: string[];
}

export type CustomField = 'title' | 'message' | 'audience' | 'role' | 'employeeIds';
export type CustomFormErrors = Partial<Record<CustomField, string>>;

export const EMPTY_FORM: CustomFormValues = { kind: 'custom_alert', title: '', message: '', audience: 'everyone', role: '', employeeIds: [] };

/** Everything required is there: a title, a message and, for a role or chosen people, who. */
export function isComplete(values: CustomFormValues): boolean {
  if (values.title.trim() === '' || values.message.trim() === '') return false;
  if (values.audience === 'role') return values.role !== '';
  if (values.audience === 'employees') return values.employeeIds.length > 0;
  return true;
}

/** The call for each kind. */
export function sendPath(kind: CustomKind): string {
  return kind === 'custom_alert' ? '/notifications/custom-alert/' : '/notifications/feature-update/';
}

/**
 * The body: title and message trimmed (inner line breaks kept); `role` only for a role,
 * `employee_ids` only for chosen employees.
 */
export function customPayload(values: CustomFormValues): CustomNotificationRequest {
  return {
    title: values.title.trim(),
    message: values.message.trim(),
    audience: values.audience,
    ...(values.audience === 'role' && values.role !== '' ? { role: values.role } : {}),
    ...(values.audience === 'employees' ? { employee_ids: [...values.employeeIds] } : {}),
  };
}

const API_FIELDS = {
  title: 'title',
  message: 'message',
  audience: 'audience',
  role: 'role',
  employee_ids: 'employeeIds',
} as const satisfies Record<keyof CustomNotificationRequest, CustomField>;

type ApiField = keyof typeof API_FIELDS;

/**
 * A failed send: on a 400 the server's first message per field under it; a 403 says who may send;
 * anything else (the server's detail, or the spec-style fallback) above the Send button.
 */
export function customServerErrors(t: CustomNotificationsT, error: unknown): { fields: CustomFormErrors; other: string | undefined } {
  if (responseStatus(error) === 403) return { fields: {}, other: t('form.forbidden') };
  const { fields: apiFields, other } = formErrors(error, Object.keys(API_FIELDS) as ApiField[]);
  const fields: CustomFormErrors = {};
  for (const [apiField, field] of Object.entries(API_FIELDS)) {
    const message = apiFields[apiField as ApiField];
    if (message !== undefined) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) return { fields, other };
  return { fields, other: other ?? t('form.sendError') };
}

export interface SentToast {
  title: string;
  description: string;
  type: 'success' | 'warning';
}

/** The toast after a 201: how many employees it reached (a warning when nobody). */
export function sentToast(t: CustomNotificationsT, answer: CustomNotificationSent): SentToast {
  const title = answer.notification_type === 'feature_update' ? t('toast.featureUpdateSent') : t('toast.customAlertSent');
  if (answer.sent === 0) return { title, description: t('toast.nobody'), type: 'warning' };
  return { title, description: t('toast.sent', { count: answer.sent }), type: 'success' };
}

/** Everyone in the directory as a checkbox option, by name. */
export function employeeOptions(members: readonly TeamMember[]): EmployeeOption[] {
  return [...members]
    .sort((a, b) => a.username.localeCompare(b.username, 'en-IN') || a.employee_id.localeCompare(b.employee_id))
    .map((member) => ({ employeeId: member.employee_id, label: `${member.username} (${member.employee_id})`, role: roleLabel(member.role) }));
}

import type { NotificationType } from 'shared-contracts';

/**
 * The notification types as people read them: the name with underscores as spaces, in title case,
 * "RM" and "Birthday / Anniversary" spelled out (contract NOTIFICATION_TYPES; a Record, so a type
 * added to the contract fails the typecheck here until it has a label), and their badge colours.
 */
const TYPE_LABELS: Record<NotificationType, string> = {
  custom_alert: 'Custom Alert',
  feature_update: 'Feature Update',
  weekly_report: 'Weekly Report',
  monthly_report: 'Monthly Report',
  lead_status: 'Lead Status',
  idle_lead: 'Idle Lead',
  dob_anniversary: 'Birthday / Anniversary',
  welcome_message: 'Welcome Message',
  document_pending: 'Document Pending',
  customer_notification: 'Customer Notification',
  referral_notification: 'Referral Notification',
  escalation_notification: 'Escalation Notification',
  rm_assign: 'RM Assignment',
  head_notification: 'Head Notification',
  rm_status_update: 'RM Status Update',
  payout_paid: 'Payout Paid',
};

const TYPE_PALETTES: Partial<Record<NotificationType, string>> = {
  custom_alert: 'orange',
  feature_update: 'purple',
  weekly_report: 'cyan',
  monthly_report: 'cyan',
  lead_status: 'blue',
  idle_lead: 'yellow',
  document_pending: 'yellow',
  escalation_notification: 'red',
  dob_anniversary: 'pink',
  welcome_message: 'green',
  payout_paid: 'green',
};

/** The type's label; an unknown value (a newer server) reads with its underscores as spaces. */
export function notificationTypeLabel(type: string): string {
  return (TYPE_LABELS as Record<string, string | undefined>)[type] ?? type.replace(/_/g, ' ');
}

export function notificationTypePalette(type: string): string {
  return (TYPE_PALETTES as Record<string, string | undefined>)[type] ?? 'gray';
}

/** Every type for the filter's select, in the contract's order. */
export const NOTIFICATION_TYPE_OPTIONS: readonly { value: NotificationType; label: string }[] = (Object.keys(TYPE_LABELS) as NotificationType[]).map(
  (type) => ({ value: type, label: TYPE_LABELS[type] }),
);

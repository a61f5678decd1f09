import type { NotificationType } from 'shared-contracts';
import type { NotificationCenterMessageId, NotificationCenterT } from '../i18n';

/**
 * The notification types as people read them: the name with underscores as spaces, in title case,
 * "RM" and "Birthday / Anniversary" spelled out (contract NOTIFICATION_TYPES; a Record, so a type
 * added to the contract fails the typecheck here until it has a label), and their badge colours.
 */
const TYPE_LABELS: Record<NotificationType, NotificationCenterMessageId> = {
  custom_alert: 'type.customAlert',
  feature_update: 'type.featureUpdate',
  weekly_report: 'type.weeklyReport',
  monthly_report: 'type.monthlyReport',
  lead_status: 'type.leadStatus',
  idle_lead: 'type.idleLead',
  dob_anniversary: 'type.dobAnniversary',
  welcome_message: 'type.welcomeMessage',
  document_pending: 'type.documentPending',
  customer_notification: 'type.customerNotification',
  referral_notification: 'type.referralNotification',
  escalation_notification: 'type.escalationNotification',
  rm_assign: 'type.rmAssign',
  head_notification: 'type.headNotification',
  rm_status_update: 'type.rmStatusUpdate',
  payout_paid: 'type.payoutPaid',
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
export function notificationTypeLabel(type: string, t: NotificationCenterT): string {
  const id = (TYPE_LABELS as Record<string, NotificationCenterMessageId | undefined>)[type];
  return id !== undefined ? t(id) : type.replace(/_/g, ' ');
}

export function notificationTypePalette(type: string): string {
  return (TYPE_PALETTES as Record<string, string | undefined>)[type] ?? 'gray';
}

/** Every type for the filter's select, in the contract's order. */
export function notificationTypeOptions(t: NotificationCenterT): { value: NotificationType; label: string }[] {
  return (Object.keys(TYPE_LABELS) as NotificationType[]).map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }));
}

/** What the Notification Center shows of its answers: tiles, lead facts, the pager line, empty lists. */
import type { NotificationLeadInfo, NotificationSummary, Role } from 'shared-contracts';
import { formatRupees } from 'shared-ui';
import type { NotificationTab } from './notificationFilters';

export interface SummaryTile {
  label: 'Total' | 'Unread' | 'Read';
  /** Undefined until the totals are read. */
  value: number | undefined;
}

/** The caller's own totals (whatever the filters); the tiles with no values before they are read. */
export function summaryTiles(summary: NotificationSummary | undefined): SummaryTile[] {
  return [
    { label: 'Total', value: summary?.total_notifications },
    { label: 'Unread', value: summary?.active_notifications },
    { label: 'Read', value: summary?.read_notifications },
  ];
}

/** A lead status with its underscores as spaces ("in_review" -> "in review"). */
export function leadStatusText(status: string): string {
  return status.replace(/_/g, ' ');
}

export interface LeadFact {
  label: string;
  value: string;
}

/** The lead info block: customer name, mobile, loan amount in rupees (Indian grouping), status. */
export function leadFacts(info: NotificationLeadInfo): LeadFact[] {
  return [
    { label: 'Customer', value: info.customer_name },
    { label: 'Mobile', value: info.customer_mobile },
    { label: 'Loan amount', value: formatRupees(info.loan_amount) },
    { label: 'Status', value: leadStatusText(info.status) },
  ];
}

/**
 * Where a notification's lead opens: the lead detail page, for every role. GET /leads/leads/{id}/
 * answers the back office for any lead and a relationship manager for their team's leads (the same
 * rule as the back-office lead page), so the spec's /lead/{lead} works for everyone it can notify.
 */
export function leadPath(leadId: number): string {
  return `/lead/${leadId}`;
}

/**
 * The size of the list in the spec's pager line "Page x of y (n total leads)" (its wording, "leads",
 * kept as the spec writes it); the pager adds the page.
 */
export function pagerSummary(count: number): string {
  return `${count} total leads`;
}

/** An empty list: caught up on Unread, nothing yet on All, or nothing matching the filters. */
export function emptyMessage(tab: NotificationTab, filtered: boolean): string {
  if (filtered) return 'No notifications match these filters.';
  return tab === 'unread' ? 'No unread notifications. You are all caught up.' : 'No notifications yet.';
}

/** Send Custom is offered to admins and directors only (spec §6); the API refuses anyone else. */
export function canSendCustom(role: Role | undefined): boolean {
  return role === 'admin' || role === 'director';
}

export const CUSTOM_NOTIFICATIONS_PATH = '/custom_notifications';

/** After Mark Selected / Mark All Read: how many changed from unread to read. */
export function markedMessage(marked: number): string {
  if (marked === 0) return 'Nothing to mark: those notifications were already read.';
  return marked === 1 ? '1 notification marked as read.' : `${marked} notifications marked as read.`;
}

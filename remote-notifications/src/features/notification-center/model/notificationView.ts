/** What the Notification Center shows of its answers: tiles, lead facts, the pager line, empty lists. */
import type { NotificationLeadInfo, NotificationSummary, Role } from 'shared-contracts';
import { formatRupees } from 'shared-ui';
import type { NotificationCenterT } from '../i18n';
import type { NotificationTab } from './notificationFilters';

export interface SummaryTile {
  label: string;
  /** Undefined until the totals are read. */
  value: number | undefined;
}

/** The caller's own totals (whatever the filters); the tiles with no values before they are read. */
export function summaryTiles(summary: NotificationSummary | undefined, t: NotificationCenterT): SummaryTile[] {
  return [
    { label: t('totals.total'), value: summary?.total_notifications },
    { label: t('totals.unread'), value: summary?.active_notifications },
    { label: t('totals.read'), value: summary?.read_notifications },
  ];
}

/** A lead status with its underscores as spaces ("in_review" -> "in review"). */
export function leadStatusText(status: string): string {
  return status.replace(/_/g, ' ');
}

export interface LeadFact {
  label: string;
  value: string;
  /** The lead's status (shown as a badge). */
  isStatus?: boolean;
}

/** The lead info block: customer name, mobile, loan amount in rupees (Indian grouping), status. */
export function leadFacts(info: NotificationLeadInfo, t: NotificationCenterT): LeadFact[] {
  return [
    { label: t('lead.customer'), value: info.customer_name },
    { label: t('lead.mobile'), value: info.customer_mobile },
    { label: t('lead.loanAmount'), value: formatRupees(info.loan_amount) },
    { label: t('lead.status'), value: leadStatusText(info.status), isStatus: true },
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
export function pagerSummary(count: number, t: NotificationCenterT): string {
  return t('list.pagerSummary', { count });
}

/** An empty list: caught up on Unread, nothing yet on All, or nothing matching the filters. */
export function emptyMessage(tab: NotificationTab, filtered: boolean, t: NotificationCenterT): string {
  if (filtered) return t('list.emptyFiltered');
  return tab === 'unread' ? t('list.emptyUnread') : t('list.emptyAll');
}

/** Send Custom is offered to admins and directors only (spec §6); the API refuses anyone else. */
export function canSendCustom(role: Role | undefined): boolean {
  return role === 'admin' || role === 'director';
}

export const CUSTOM_NOTIFICATIONS_PATH = '/custom_notifications';

/** After Mark Selected / Mark All Read: how many changed from unread to read. */
export function markedMessage(marked: number, t: NotificationCenterT): string {
  if (marked === 0) return t('marked.none');
  return t('marked.some', { count: marked });
}

/**
 * Where each figure of the staff dashboards leads: the screen where the work is done, with the filter
 * that shows exactly what the figure counts (docs/dashboards.md, "Links"). The Lead Management links
 * are written by its own filters' model (leadFilters.ts), so a link and the list's filter form always
 * agree on the parameters.
 */
import type { LeadStatus } from 'shared-contracts';
import { EMPTY_LEAD_FILTERS, paramsFromFilters, type LeadFilters } from '../../lead-management/model/leadFilters';
import { monthEnd, monthStart } from './indiaCalendar';

export const LEAD_MANAGEMENT_PATH = '/back-office/leads';

/** /back-office/leads with these filters ("?status=approved&..."). */
export function leadListLink(filters: Partial<LeadFilters>): string {
  const query = paramsFromFilters({ ...EMPTY_LEAD_FILTERS, ...filters }).toString();
  return query ? `${LEAD_MANAGEMENT_PATH}?${query}` : LEAD_MANAGEMENT_PATH;
}

export function managedLeadLink(id: number): string {
  return `${LEAD_MANAGEMENT_PATH}/${id}`;
}

/** The KYC queue: KYC Review's Pending tab. */
export const KYC_QUEUE_LINK = '/back-office/kyc?status=pending';
export const PAYOUTS_LINK = '/back-office/payouts';
/** People, showing the connectors (the onboarding funnel's people). */
export const CONNECTORS_LINK = '/back-office/people?role=connector';
export const MY_TEAM_LINK = '/my-team';

/** My Team searching for one connector. */
export function teamMemberLink(employeeId: string): string {
  return `${MY_TEAM_LINK}?${new URLSearchParams({ search: employeeId })}`;
}

/**
 * The leads whose current status is `status` and was set between the month's first day and `today`
 * (the leads of "this month" as the dashboards count them: created, or moved to that status, this month).
 */
export function statusThisMonthLink(status: LeadStatus, month: string, today: string): string {
  return leadListLink({ status, changedFrom: monthStart(month), changedTo: today });
}

/** Leads whose status was set today. */
export function changedTodayLink(today: string): string {
  return leadListLink({ changedFrom: today, changedTo: today });
}

/** A month's approvals: approved now, and approved in that month (up to today for the current one). */
export function approvalsOfMonthLink(month: string, today: string, connector = ''): string {
  const end = monthEnd(month);
  return leadListLink({ status: 'approved', changedFrom: monthStart(month), changedTo: end < today ? end : today, connector });
}

/** Leads created from the first day of `month` to `today` (a connector's leads this month, when given). */
export function createdSinceLink(month: string, today: string, connector = ''): string {
  return leadListLink({ createdFrom: monthStart(month), createdTo: today, connector });
}

/** The conversion of one bank: its leads created in the 12 months of the trend. */
export function bankConversionLink(bankId: number, firstMonth: string): string {
  return leadListLink({ bank: String(bankId), createdFrom: monthStart(firstMonth) });
}

/** The same for one territory (the lead's: its referrer's territory when it was created). */
export function territoryConversionLink(territoryId: number, firstMonth: string): string {
  return leadListLink({ territory: String(territoryId), createdFrom: monthStart(firstMonth) });
}

/** The processing leads idle `idleDays` days or longer. */
export function idleLeadsLink(idleDays: number): string {
  return leadListLink({ idleDays: String(idleDays) });
}

/** A connector's leads (all of them) in Lead Management. */
export function connectorLeadsLink(employeeId: string): string {
  return leadListLink({ connector: employeeId });
}

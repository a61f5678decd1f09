/**
 * The Dashboard's figures (spec: Dashboard, §9), as pure functions of the API answers.
 */
import type { LeadListItem, Transaction } from 'shared-contracts';

/** Spec §9: the dashboard lists 5 recent earnings and 3 recent leads. */
export const RECENT_EARNINGS_LIMIT = 5;
export const RECENT_LEADS_LIMIT = 3;

/** Lead statuses the dashboard counts: approved is "Converted", processing is "In Pipeline" / "Active Leads". */
export const CONVERTED_STATUS = 'approved';
export const ACTIVE_STATUS = 'processing';

type TransactionFields = Pick<Transaction, 'transaction_type' | 'amount' | 'created_at'> & Partial<Pick<Transaction, 'entry_kind'>>;
type LeadFields = Pick<LeadListItem, 'status' | 'created_at'>;

function isInSameCalendarMonth(iso: string, now: Date): boolean {
  const date = new Date(iso);
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
}

/**
 * Sum of the commission credits dated in the calendar month of `now` (local time). GST added to a
 * commission and TDS given back are credits too, but not earnings.
 */
export function thisMonthEarnings(transactions: readonly TransactionFields[], now: Date = new Date()): number {
  return transactions
    .filter((t) => t.transaction_type === 'credit' && (t.entry_kind ?? 'commission') === 'commission' && isInSameCalendarMonth(t.created_at, now))
    .reduce((sum, t) => sum + t.amount, 0);
}

/** Number of leads whose status is exactly `status`. */
export function countLeadsWithStatus(leads: readonly LeadFields[], status: string): number {
  return leads.filter((lead) => lead.status === status).length;
}

/** Leads still being processed ("Active Leads", "In Pipeline"). */
export function activeLeadCount(leads: readonly LeadFields[]): number {
  return countLeadsWithStatus(leads, ACTIVE_STATUS);
}

/** Approved leads ("Converted"). */
export function convertedLeadCount(leads: readonly LeadFields[]): number {
  return countLeadsWithStatus(leads, CONVERTED_STATUS);
}

/** Approved leads divided by all leads, as a percent with one decimal ("37.5%"); "0.0%" with no leads. */
export function formatConversionRate(leads: readonly LeadFields[]): string {
  const rate = leads.length === 0 ? 0 : (convertedLeadCount(leads) / leads.length) * 100;
  return `${rate.toFixed(1)}%`;
}

/** The first transactions of the answer (the API sends them newest first). */
export function recentTransactions<T extends TransactionFields>(
  transactions: readonly T[],
  limit: number = RECENT_EARNINGS_LIMIT,
): T[] {
  return transactions.slice(0, limit);
}

/** Milliseconds since the epoch; unreadable dates sort last. */
function createdTime(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The most recently created leads, newest first; leads with equal times keep their order. */
export function recentLeads<T extends LeadFields>(leads: readonly T[], limit: number = RECENT_LEADS_LIMIT): T[] {
  return leads
    .map((lead, index) => ({ lead, index, time: createdTime(lead.created_at) }))
    .sort((a, b) => (b.time - a.time) || (a.index - b.index))
    .slice(0, limit)
    .map((entry) => entry.lead);
}

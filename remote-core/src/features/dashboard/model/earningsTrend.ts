/**
 * The connector's earnings trend (issue 28): per India month of the last 12, what was credited and
 * what was paid, computed in the browser from the ledger the dashboard already reads
 * (GET /leads/transactions/): no request of its own.
 *
 * - **Credited**: commission credits, in the month of their `created_at`, as "This Month's Earnings"
 *   counts them (GST added to a commission and TDS given back are credits too, but not earnings).
 * - **Paid**: what the payout runs paid, in the month of the run (`payout.paid_at`): every entry a run
 *   paid with its sign (commission, less TDS, plus GST, less reversals), i.e. the net that reached the
 *   connector's bank account (docs/payout-taxes.md).
 */
import type { Transaction } from 'shared-contracts';
import { indiaMonthOf, lastMonths } from './indiaCalendar';

export const TREND_MONTHS = 12;

export interface EarningsMonth {
  month: string;
  credited: number;
  paid: number;
}

type LedgerEntry = Pick<Transaction, 'transaction_type' | 'amount' | 'created_at'> & Partial<Pick<Transaction, 'entry_kind' | 'payout'>>;

/** Rupees to the paisa: sums of two-decimal amounts drift in binary floating point. */
const toPaisa = (rupees: number) => Math.round(rupees * 100) / 100;

/** The last 12 India months, oldest first (the current month last), months with nothing as zeros. */
export function earningsTrend(transactions: readonly LedgerEntry[], now: Date = new Date()): EarningsMonth[] {
  const months = new Map(lastMonths(now, TREND_MONTHS).map((month) => [month, { month, credited: 0, paid: 0 }]));
  for (const entry of transactions) {
    const amount = Number(entry.amount);
    if (!Number.isFinite(amount)) continue;
    // An older server sends no kind: its entries read as commission.
    if (entry.transaction_type === 'credit' && (entry.entry_kind ?? 'commission') === 'commission') {
      const month = months.get(indiaMonthOf(entry.created_at) ?? '');
      if (month) month.credited += amount;
    }
    if (entry.payout) {
      const month = months.get(indiaMonthOf(entry.payout.paid_at) ?? '');
      if (month) month.paid += entry.transaction_type === 'credit' ? amount : -amount;
    }
  }
  return [...months.values()].map((month) => ({ month: month.month, credited: toPaisa(month.credited), paid: toPaisa(month.paid) }));
}

/** Whether the 12 months hold anything at all (a new connector's card says so instead of a flat chart). */
export function hasEarnings(trend: readonly EarningsMonth[]): boolean {
  return trend.some((month) => month.credited !== 0 || month.paid !== 0);
}

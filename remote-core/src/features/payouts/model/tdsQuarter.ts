/**
 * The quarter of the TDS report (GET /leads/payouts/tds-report/?quarter=2026-Q3): a financial year,
 * April to March in India time, named by the calendar year it starts in, and its quarters Q1 April–June,
 * Q2 July–September, Q3 October–December, Q4 January–March (docs/payout-taxes.md).
 */
import type { PayoutsMessageId, PayoutsT } from '../i18n';

export type QuarterNumber = 1 | 2 | 3 | 4;

export interface TdsQuarter {
  /** The financial year's starting year: 2026 is 2026-27. */
  year: number;
  quarter: QuarterNumber;
}

/** India has no daylight saving time: it is always UTC+5:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** How many earlier financial years the picker offers besides the current one. */
export const EARLIER_YEARS_OFFERED = 7;

/** The quarter `now` falls in, in India time (31 March 18:30 UTC is already 1 April there). */
export function quarterAt(now: Date): TdsQuarter {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const month = india.getUTCMonth();
  const calendarYear = india.getUTCFullYear();
  if (month < 3) return { year: calendarYear - 1, quarter: 4 };
  return { year: calendarYear, quarter: (Math.floor((month - 3) / 3) + 1) as QuarterNumber };
}

/** "2026-Q3", the API's `quarter`. */
export function quarterParam({ year, quarter }: TdsQuarter): string {
  return `${year}-Q${quarter}`;
}

/** "2026-27" */
export function financialYearLabel(year: number): string {
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

const QUARTER_LABELS: Record<QuarterNumber, PayoutsMessageId> = { 1: 'tds.quarter1', 2: 'tds.quarter2', 3: 'tds.quarter3', 4: 'tds.quarter4' };

/** "Q3 (Oct–Dec)" */
export function quarterLabel(quarter: QuarterNumber, t: PayoutsT): string {
  return t(QUARTER_LABELS[quarter]);
}

/** The financial years offered, newest first: the current one and EARLIER_YEARS_OFFERED before it. */
export function yearsOffered(current: TdsQuarter): number[] {
  return Array.from({ length: EARLIER_YEARS_OFFERED + 1 }, (_, index) => current.year - index);
}

/** The quarters of `year` that have begun: all four of an earlier year, up to the current one of this year. */
export function quartersOffered(year: number, current: TdsQuarter): QuarterNumber[] {
  const last = year < current.year ? 4 : current.quarter;
  return ([1, 2, 3, 4] as const).filter((quarter) => quarter <= last);
}

/** The quarter picked, kept to one that has begun when the year changes to the current one. */
export function withYear(picked: TdsQuarter, year: number, current: TdsQuarter): TdsQuarter {
  const offered = quartersOffered(year, current);
  return { year, quarter: offered.includes(picked.quarter) ? picked.quarter : offered[offered.length - 1] };
}

/** The file name when the server suggests none: "tds-194h-2026-27-q3.csv", as the API names it. */
export function tdsReportFileName({ year, quarter }: TdsQuarter): string {
  return `tds-194h-${financialYearLabel(year)}-q${quarter}.csv`;
}

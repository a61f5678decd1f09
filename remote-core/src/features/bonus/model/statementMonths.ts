import { formatMonth } from 'shared-ui';

/**
 * The months a connector can download a commission statement for (docs/payout-taxes.md): calendar
 * months in India time, the current one first, going back two years.
 */
export const STATEMENT_MONTHS_OFFERED = 24;

/** "2026-12" in India time. */
export function indiaMonth(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(at);
}

/** "December 2026", "दिसंबर 2026": in the page's language. */
export function monthLabel(month: string): string {
  return formatMonth(month, 'long');
}

/** The offered months, newest first: `count` months ending with the one `now` is in. */
export function statementMonths(now: Date, count = STATEMENT_MONTHS_OFFERED): string[] {
  const current = indiaMonth(now);
  const year = Number(current.slice(0, 4));
  const index = Number(current.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, index - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

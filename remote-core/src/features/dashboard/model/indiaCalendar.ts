/**
 * Months and days in India time (Asia/Kolkata: UTC+05:30 all year, no daylight saving), as the API
 * counts the dashboards' months and the lead list's day filters. Computed with the fixed offset rather
 * than the browser's time zone: a connector travelling, or a test machine in UTC, sees the same months
 * as the back office.
 */
import { formatMonth } from 'shared-ui';
import { t as catalogueT, type DashboardT } from '../i18n';

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant as India's calendar shows it (read its UTC fields), or null for an unreadable time. */
function indiaClock(at: string | Date): Date | null {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return Number.isNaN(time) ? null : new Date(time + INDIA_OFFSET_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM' of the India month holding `at`; null for an unreadable time. */
export function indiaMonthOf(at: string | Date): string | null {
  const clock = indiaClock(at);
  return clock ? `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}` : null;
}

/** 'YYYY-MM-DD' of the India day holding `at`; null for an unreadable time. */
export function indiaDayOf(at: string | Date): string | null {
  const clock = indiaClock(at);
  return clock ? `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}` : null;
}

/** The `count` India months ending with the one holding `now`, oldest first ('YYYY-MM'). */
export function lastMonths(now: Date, count: number): string[] {
  const clock = indiaClock(now) as Date;
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() - (count - 1 - index), 1));
    return `${month.getUTCFullYear()}-${pad(month.getUTCMonth() + 1)}`;
  });
}

/** '2026-03' → '2026-03-01' */
export function monthStart(month: string): string {
  return `${month}-01`;
}

/** '2026-02' → '2026-02-28' */
export function monthEnd(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(year, index, 0)).getUTCDate())}`;
}

/** '2026-03' → 'Mar 2026' (tables, summaries) or 'Mar' (a chart's axis, where the year is shown once), in the page's language. */
export function monthLabel(month: string, style: 'long' | 'short' = 'long'): string {
  return formatMonth(month, style === 'short' ? 'name' : 'short');
}

/** Whole days from `since` to `now` (0 within the first 24 hours); null for an unreadable time. */
export function daysSince(since: string, now: Date): number | null {
  const time = Date.parse(since);
  return Number.isNaN(time) ? null : Math.max(0, Math.floor((now.getTime() - time) / DAY_MS));
}

/** "3 days", "1 day", "less than a day": how long something has waited. */
export function formatDays(days: number, t: DashboardT = catalogueT): string {
  if (days < 1) return t('days.lessThanOne');
  return t('days.count', { count: days });
}

/**
 * Calendar days and months in India (Asia/Kolkata: UTC+05:30 all year, no daylight saving), as the
 * instants they start at. The dashboards and the lead list's day filters count by them.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant the India month `offset` months after the one holding `now` starts (offset 0: this month). */
export function indiaMonthStart(now: Date, offset = 0): Date {
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) - INDIA_OFFSET_MS);
}

/** 'YYYY-MM' of the India month `offset` months after the one holding `now`. */
export function indiaMonthKey(now: Date, offset = 0): string {
  const start = new Date(indiaMonthStart(now, offset).getTime() + INDIA_OFFSET_MS);
  return `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The instant the India day `offset` days after the one holding `now` starts. */
export function indiaDayStart(now: Date, offset = 0): Date {
  const local = now.getTime() + INDIA_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + offset * DAY_MS - INDIA_OFFSET_MS);
}

/**
 * A calendar day (`YYYY-MM-DD`, already matched by the query schema) as the instant it starts in India,
 * or null when no such day exists (2024-02-30, year 0).
 */
export function indiaMidnightOf(day: string): Date | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date || year < 1900 || year > 9999) return null;
  return new Date(utc.getTime() - INDIA_OFFSET_MS);
}

/**
 * How long ago something happened (back-office spec §9): under 1 minute "Just now"; under
 * 1 hour "Nm ago"; under 24 hours "Nh ago"; under 48 hours "Yesterday"; otherwise the short date.
 * Times slightly in the future (clock skew between server and browser) read "Just now".
 */
import { formatDate, toDate, type DateInput } from './dates';
import { MISSING_VALUE } from './rupees';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return MISSING_VALUE;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 2 * DAY) return 'Yesterday';
  return formatDate(date);
}

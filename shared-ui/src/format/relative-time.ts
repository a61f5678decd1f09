/**
 * How long ago something happened (back-office spec §9): under 1 minute "Just now"; under
 * 1 hour "Nm ago"; under 24 hours "Nh ago"; under 48 hours "Yesterday"; otherwise the short date.
 * Times slightly in the future (clock skew between server and browser) read "Just now".
 */
import { kitTexts } from '../page-kit/i18n';
import { formatDate, toDate, type DateInput } from './dates';
import { MISSING_VALUE } from './rupees';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return MISSING_VALUE;
  const elapsed = now.getTime() - date.getTime();
  // The spec's words, in the page's language (the page kit's texts).
  const { t } = kitTexts();
  if (elapsed < MINUTE) return t('relative.justNow');
  if (elapsed < HOUR) return t('relative.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('relative.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 2 * DAY) return t('relative.yesterday');
  return formatDate(date);
}

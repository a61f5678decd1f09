/**
 * How long ago something happened (back-office spec §9): under 1 minute "Just now"; under
 * 1 hour "Nm ago"; under 24 hours "Nh ago"; under 48 hours "Yesterday"; otherwise the short date.
 * Times slightly in the future (clock skew between server and browser) read "Just now".
 */
import type { Language } from 'shared-contracts';
import { formatDate, toDate, type DateInput } from './dates';
import { pageLanguage } from './page-language';
import { MISSING_VALUE } from './rupees';

/** The spec's words, and Hindi's on a page in Hindi (docs/languages.md). */
const WORDS: Record<Language, { justNow: string; minutesAgo: (n: number) => string; hoursAgo: (n: number) => string; yesterday: string }> = {
  en: { justNow: 'Just now', minutesAgo: (n) => `${n}m ago`, hoursAgo: (n) => `${n}h ago`, yesterday: 'Yesterday' },
  hi: { justNow: 'अभी-अभी', minutesAgo: (n) => `${n} मिनट पहले`, hoursAgo: (n) => `${n} घंटे पहले`, yesterday: 'कल' },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return MISSING_VALUE;
  const elapsed = now.getTime() - date.getTime();
  const words = WORDS[pageLanguage()];
  if (elapsed < MINUTE) return words.justNow;
  if (elapsed < HOUR) return words.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return words.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed < 2 * DAY) return words.yesterday;
  return formatDate(date);
}

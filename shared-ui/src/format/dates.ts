/**
 * Dates as people in India write them: "22 Nov 2026" and "22 Nov 2026, 3:45 pm", in the
 * browser's time zone; on a page in Hindi "22 नव॰ 2026" (Latin digits in both: docs/languages.md).
 * Calendar months by name: "Nov 2026", "November 2026", "नवंबर 2026".
 * Built from fixed month names rather than Intl so every browser and ICU version prints the same
 * text (recent ICU data writes September as "Sept" for en-IN).
 */
import type { Language } from 'shared-contracts';
import { pageLanguage } from './page-language';
import { MISSING_VALUE } from './rupees';

/** The months' short names; Hindi's are CLDR's abbreviations for `hi`. */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'],
};

/** The months' full names; Hindi's are CLDR's for `hi`. */
const MONTHS_LONG: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'],
};

export type DateInput = string | number | Date | null | undefined;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function datePart(date: Date): string {
  return `${date.getDate()} ${MONTHS[pageLanguage()][date.getMonth()]} ${date.getFullYear()}`;
}

function timePart(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * A calendar month ('2026-03', as the API names months) in the page's language: `short` "Mar 2026"
 * (tables, summaries), `long` "March 2026" (a month to choose), `name` "Mar" (a chart's axis, where the
 * year is shown once). The month as given when it is not one.
 */
export function formatMonth(month: string, style: 'short' | 'long' | 'name' = 'short'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  const names = style === 'long' ? MONTHS_LONG[pageLanguage()] : MONTHS[pageLanguage()];
  const name = names[index];
  if (!match || name === undefined) return month;
  return style === 'name' ? name : `${name} ${match[1]}`;
}

/** "22 Nov 2026"; "N/A" for a missing or unreadable date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? datePart(date) : MISSING_VALUE;
}

/** "22 Nov 2026, 3:45 pm"; "N/A" for a missing or unreadable date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${datePart(date)}, ${timePart(date)}` : MISSING_VALUE;
}

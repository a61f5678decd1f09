/** Payouts' texts (en.json, hi.json beside this file; docs/languages.md). */
import { formatNumber } from 'shared-ui';
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type PayoutsMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<PayoutsMessageId>(english, { hi: () => import('./hi.json') });

/** The catalogue's `t`, as model functions take it. */
export type PayoutsT = typeof t;

/**
 * The values of a plural message's count: `count` picks the form, `countText` is the number as the
 * page writes it (Indian grouping, "1,25,000", whatever the language).
 */
export function countValues(count: number): { count: number; countText: string } {
  return { count, countText: formatNumber(count) };
}

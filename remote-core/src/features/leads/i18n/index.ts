/** The leads list's and Add Lead's texts (en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type LeadsMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<LeadsMessageId>(english, { hi: () => import('./hi.json') });

/** The catalogue's `t`, as model functions take it. */
export type LeadsT = typeof t;

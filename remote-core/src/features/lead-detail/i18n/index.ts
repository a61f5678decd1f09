/** The lead detail page's texts (en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type LeadDetailMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<LeadDetailMessageId>(english, { hi: () => import('./hi.json') });

/** The catalogue's `t`, as model functions take it. */
export type LeadDetailT = typeof t;

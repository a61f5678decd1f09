/** The Catalogue page's texts (en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type CatalogueAdminMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<CatalogueAdminMessageId>(english, { hi: () => import('./hi.json') });

/** The catalogue's `t`, as model functions and rules take it. */
export type CatalogueAdminT = typeof t;

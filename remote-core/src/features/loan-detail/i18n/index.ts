/** A loan type's page's texts (en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type LoanDetailMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<LoanDetailMessageId>(english, { hi: () => import('./hi.json') });

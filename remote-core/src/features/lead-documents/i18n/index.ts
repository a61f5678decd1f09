/** The lead documents' texts: checklist, uploads and page viewer (en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type LeadDocumentsMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<LeadDocumentsMessageId>(english, { hi: () => import('./hi.json') });

/** The catalogue's `t`, as model functions take it. */
export type LeadDocumentsT = typeof t;

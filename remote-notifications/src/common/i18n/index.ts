/**
 * The texts of what several features show (src/common/: role and KYC state names, document reads,
 * the search form, the outcome message); en.json, hi.json beside this file; docs/languages.md.
 */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type CommonMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<CommonMessageId>(english, {
  hi: () => import('./hi.json'),
});

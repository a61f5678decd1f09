/**
 * The page kit's own words, and those of the shared components the pages show (the status badge, the
 * "Error:" line, a toast's close button): en.json, hi.json beside this file (docs/languages.md).
 */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type KitMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<KitMessageId>(english, { hi: () => import('./hi.json') });

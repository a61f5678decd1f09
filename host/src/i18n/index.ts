/**
 * The host's texts (src/i18n/en.json, hi.json; docs/languages.md). English is bundled with the shell;
 * Hindi is fetched when the page is shown in Hindi.
 */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type HostMessageId = keyof typeof english;

export const { t, has, useT } = createCatalogue<HostMessageId>(english, {
  hi: () => import('./hi.json'),
});

/**
 * My Team's texts (en.json, hi.json beside this file; docs/languages.md). English is bundled with the
 * page; Hindi is fetched when the page is shown in Hindi.
 */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type MyTeamMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<MyTeamMessageId>(english, {
  hi: () => import('./hi.json'),
});

/** `t`, as model functions take it (the component's `useT()`, or `t` itself in tests). */
export type MyTeamT = typeof t;

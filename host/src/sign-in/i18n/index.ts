/**
 * The texts the host shows before anyone has signed in (en.json, hi.json beside this file;
 * docs/languages.md): the sign-in pages, the support and grievance-officer lines, the language switch,
 * and the app's own screens that can appear there (loading, an area that failed, a configuration
 * error). Apart from the signed-in shell's catalogue (src/i18n) because the login page's scripts are
 * held to a byte budget (e2e/bench/bundle-size.mjs). English is bundled; Hindi is fetched when shown.
 */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type SignInMessageId = keyof typeof english;

export const { t, has, useT, useRich } = createCatalogue<SignInMessageId>(english, {
  hi: () => import('./hi.json'),
});

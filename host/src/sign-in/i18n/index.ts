/**
 * The sign-in pages' texts (en.json, hi.json beside this file; docs/languages.md, "Texts without the
 * runtime"): shown without the i18n runtime, which does not fit in the login page's byte budget, so
 * they use nothing of ICU but `{name}` placeholders. English is bundled; Hindi is fetched when shown.
 */
import { createPlainCatalogue } from 'shared-ui';
import english from './en.json';

export type LoginTextId = keyof typeof english;

export const { useTexts: useLoginTexts } = createPlainCatalogue<LoginTextId>(english, { hi: () => import('./hi.json') });

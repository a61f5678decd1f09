/**
 * The page kit's own texts (en.json, hi.json beside this file; docs/languages.md): shown without the
 * i18n runtime, because the kit is in shared-ui's base entry, which the login page loads.
 */
import { createPlainCatalogue } from '../../languages/plainCatalogue';
import english from './en.json';

export type KitTextId = keyof typeof english;

export const { useTexts: useKitTexts, texts: kitTexts } = createPlainCatalogue<KitTextId>(english, { hi: () => import('./hi.json') });

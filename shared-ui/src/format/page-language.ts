import type { Language } from 'shared-contracts';
import { DEFAULT_LANGUAGE, isLanguage } from '../languages/languages';

/**
 * The language the page is shown in, for the formatters: the document's `lang`, which
 * shared-ui/i18n's setLanguage sets. Read from the document because the formatters are in the base
 * entry, which does not load the i18n runtime.
 */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

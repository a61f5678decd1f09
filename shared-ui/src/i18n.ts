/**
 * shared-ui/i18n: the portal's texts in each user's language (languages/catalogue.ts, docs/languages.md).
 * An entry of its own so that a page without catalogued texts does not load the Lingui runtime.
 */
export {
  addTextsSource,
  createCatalogue,
  currentLanguage,
  languageReady,
  setLanguage,
  showEditedTexts,
  useLanguage,
  type Catalogue,
  type MessageValues,
  type TextsSource,
} from './languages/catalogue';
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageName, storedLanguage } from './languages/languages';

import { DEFAULT_LANGUAGE, isLanguage, languageReady, setLanguage } from 'shared-ui/i18n';
import type { Language } from 'shared-contracts';
import { addDevanagariFont } from './devanagariFont';

/**
 * One switch per language, so every caller waiting for a language (the signed-in start, a render of
 * the protected area) waits for the same promise. A switch that failed stays here: the page is not
 * asked to download the texts again on every render.
 */
const switches = new Map<Language, Promise<void>>();

/**
 * Shows the portal in `language` (its texts and, for Hindi, the Devanagari font); resolves once it is,
 * or stays as it was when the texts cannot be downloaded (never rejects).
 */
export function showLanguage(language: Language): Promise<void> {
  let pending = switches.get(language);
  if (!pending) {
    // The font before the texts, so the first Hindi frame is drawn with it where it is already cached.
    if (language !== DEFAULT_LANGUAGE) addDevanagariFont();
    pending = setLanguage(language).then(
      () => void switches.delete(language),
      () => undefined,
    );
    switches.set(language, pending);
  }
  return pending;
}

/**
 * The language a stored value or the document names (a device's, a pre-rendered page's), with the texts
 * of every catalogue registered by then (languageReady); nothing for a value that is no language.
 */
export async function showLanguageNamed(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  await showLanguage(language);
  await languageReady();
}

import { isLanguage } from 'shared-ui/i18n';
import type { Language } from 'shared-contracts';

/**
 * A language chosen on the sign-in pages is the user's choice: it is saved with their account once
 * they have signed in (host features/language), then forgotten. Kept for this tab only.
 */
const CHOSEN_BEFORE_SIGN_IN_KEY = 'portal.languageChosenBeforeSignIn';

export function chooseLanguageBeforeSignIn(language: Language): void {
  try {
    globalThis.sessionStorage?.setItem(CHOSEN_BEFORE_SIGN_IN_KEY, language);
  } catch {
    // The device still shows it; the account keeps its own.
  }
}

export function languageChosenBeforeSignIn(): Language | undefined {
  try {
    const chosen = globalThis.sessionStorage?.getItem(CHOSEN_BEFORE_SIGN_IN_KEY);
    return isLanguage(chosen) ? chosen : undefined;
  } catch {
    return undefined;
  }
}

export function forgetLanguageChosenBeforeSignIn(): void {
  try {
    globalThis.sessionStorage?.removeItem(CHOSEN_BEFORE_SIGN_IN_KEY);
  } catch {
    // Nothing was kept.
  }
}

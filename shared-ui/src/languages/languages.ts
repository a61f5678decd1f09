/**
 * The languages the portal speaks and the one this device last showed: what the login page needs
 * before, and without, the i18n runtime (shared-ui/i18n). docs/languages.md.
 */
import type { Language } from 'shared-contracts';

/** Every language the portal speaks, typed against the API's list so adding one there fails here until it is added. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name written in itself: a language switch offers "हिन्दी" to someone who cannot read "Hindi". */
export function languageName(language: Language): string {
  return LANGUAGE_NAMES[language];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGE_NAMES, value);
}

/**
 * The device remembers the last language shown, so the login page and the first screen of the next
 * visit start in it before anyone's profile has been read. The account's language (the profile's
 * `language`) wins once it is known.
 */
const STORED_LANGUAGE_KEY = 'portal.language';

export function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORED_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage refused (private mode, a sandboxed frame)
  }
}

/** A year: the cookie outlives a session, as the stored language does. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language on this device: in localStorage for the scripts, and in a cookie of the same
 * name for the host's static server, which then serves the login page pre-rendered in that language
 * (scripts/lib/static-server.mjs; docs/languages.md, "Speed of the Hindi pages"). Not personal data:
 * two letters, sent only to the portal's own origin (the API is called without cookies).
 */
export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(STORED_LANGUAGE_KEY, language);
  } catch {
    // Not remembered on this device; the account still carries it.
  }
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STORED_LANGUAGE_KEY}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * Whether a session is stored (and which language this device last showed), read before shared-auth
 * and shared-ui are loaded: the start script, the early
 * requests and the signed-in area's head start (app/warmStart.ts) ask it. A module of its own so that
 * asking it does not bring the code of the early requests along.
 */

/** shared-auth's key for the access token (shared-auth/src/session/token-storage.ts); only read here, shared-auth owns it. */
// eslint-disable-next-line no-restricted-syntax
const ACCESS_TOKEN_STORAGE_KEY = 'cp.access';

/** The stored access token, if any. */
export function storedAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** shared-ui's key for the language this device last showed (shared-ui/src/languages/languages.ts); only read here. */
const STORED_LANGUAGE_KEY = 'portal.language';

/** The language this device last showed when it is not English (the pre-rendered page's), else null. */
export function deviceLanguage(): string | null {
  try {
    const stored = window.localStorage.getItem(STORED_LANGUAGE_KEY);
    return stored !== null && stored !== 'en' ? stored : null;
  } catch {
    return null;
  }
}

/** Whether this device last showed the portal in another language than English. */
export function deviceShowsOtherLanguage(): boolean {
  return deviceLanguage() !== null;
}

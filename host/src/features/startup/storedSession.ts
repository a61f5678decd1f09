/**
 * Whether a session is stored, read before shared-auth is loaded: the start script, the early
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

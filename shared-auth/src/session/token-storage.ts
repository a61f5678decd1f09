/**
 * Where the two tokens live between page loads: localStorage, under fixed keys, so every tab
 * of the portal shares one session (and a `storage` event tells the other tabs when it changes).
 * Storage can be unavailable (privacy modes, quota): reads then see "signed out" and writes are
 * best effort, so the in-memory session keeps working for the current tab.
 */
export const ACCESS_TOKEN_KEY = 'cp.access';
export const REFRESH_TOKEN_KEY = 'cp.refresh';

export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
}

export interface TokenPairInput {
  access: string;
  refresh: string;
}

export const SIGNED_OUT: Session = Object.freeze({ accessToken: null, refreshToken: null });

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readKey(key: string): string | null {
  try {
    const value = storage()?.getItem(key) ?? null;
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

export function readStoredSession(): Session {
  return { accessToken: readKey(ACCESS_TOKEN_KEY), refreshToken: readKey(REFRESH_TOKEN_KEY) };
}

export function writeStoredTokens({ access, refresh }: TokenPairInput): void {
  try {
    const store = storage();
    store?.setItem(ACCESS_TOKEN_KEY, access);
    store?.setItem(REFRESH_TOKEN_KEY, refresh);
  } catch {
    // Storage full or blocked: the session still lives in memory for this tab.
  }
}

export function removeStoredTokens(): void {
  try {
    const store = storage();
    store?.removeItem(ACCESS_TOKEN_KEY);
    store?.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}

/**
 * The device token the API gave this browser at a sign-in (docs/security.md): kept across sign-outs,
 * because it stands for the browser, not the session, and sent back with every sign-in and one-time-code
 * call so the API knows the employee's own browser when an attacker elsewhere is guessing.
 */
export const DEVICE_TOKEN_KEY = 'cp.device';

export function readDeviceToken(): string | null {
  return readKey(DEVICE_TOKEN_KEY);
}

export function writeDeviceToken(token: string): void {
  try {
    storage()?.setItem(DEVICE_TOKEN_KEY, token);
  } catch {
    // Storage full or blocked: the next sign-in gets a new token.
  }
}

export function isTokenKey(key: string | null): boolean {
  // key === null means localStorage.clear() was called in another tab.
  return key === null || key === ACCESS_TOKEN_KEY || key === REFRESH_TOKEN_KEY;
}

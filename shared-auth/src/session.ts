/**
 * Signing in and out. The host's login page calls signIn(); the shell's Logout button signOut().
 */
import type { LogoutRequest, TokenPair, TokenRequest } from 'shared-contracts';
import { LOGOUT_PATH, TOKEN_PATH } from './http/auth-endpoints';
import { httpClient } from './http/client';
import { queryClient } from './query/query-client';
import { clearSession, getSession, setTokens } from './session/session-state';
import { readDeviceToken, writeDeviceToken } from './session/token-storage';

export { clearSession, setTokens } from './session/session-state';

export type SignInCredentials = Omit<TokenRequest, 'device_token'>;

/** `body` with this browser's device token, when it has one (every sign-in and one-time-code call sends it). */
export function withDeviceToken<T extends object>(body: T): T & { device_token?: string } {
  const deviceToken = readDeviceToken();
  return deviceToken ? { ...body, device_token: deviceToken } : body;
}

/**
 * Stores a sign-in's tokens (after emptying the query cache, so a new user never sees the previous
 * user's answers) and the browser's device token. Throws when the answer holds no tokens.
 */
export function acceptTokenPair(data: Partial<TokenPair> | undefined): void {
  if (typeof data?.access !== 'string' || typeof data?.refresh !== 'string' || !data.access || !data.refresh) {
    throw new Error('Sign-in answered without tokens');
  }
  if (typeof data.device_token === 'string' && data.device_token) writeDeviceToken(data.device_token);
  queryClient.clear();
  setTokens({ access: data.access, refresh: data.refresh });
}

/**
 * POST /auth/api/connector/token/ and store both tokens. Rejects with the axios error
 * (the login page shows the server's message from it).
 */
export async function signIn(credentials: SignInCredentials): Promise<void> {
  const body: TokenRequest = withDeviceToken({ employee_id: credentials.employee_id, password: credentials.password });
  const { data } = await httpClient.post<TokenPair>(TOKEN_PATH, body, { skipAuthRefresh: true });
  acceptTokenPair(data);
}

/**
 * POST /auth/logout with the refresh token (so the server revokes it), then clear the tokens and
 * the query cache. A failed logout call is ignored: the user is signed out here either way.
 */
export async function signOut(): Promise<void> {
  const { refreshToken } = getSession();
  if (refreshToken) {
    const body: LogoutRequest = { refreshToken };
    try {
      await httpClient.post(LOGOUT_PATH, body, { skipAuthRefresh: true });
    } catch {
      // Server unreachable or token already revoked: signing out locally is what matters.
    }
  }
  clearSession();
}

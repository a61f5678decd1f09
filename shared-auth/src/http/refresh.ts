/**
 * Single-flight token refresh. However many requests are answered 401 at once, they all wait
 * for ONE POST /auth/refresh; the answer's tokens are stored and each request is repeated once.
 *
 * Refresh tokens rotate (the server kills the old one, and a reused one revokes the whole
 * session), so two refreshes with the same token must never happen — not in this tab and not
 * across tabs. In this tab a shared promise ensures it; across tabs the refresh runs under a Web
 * Lock (where the browser has them) and, before calling the server, looks at localStorage: when
 * the stored access token is no longer the one that was refused, someone else already refreshed
 * and that token is used instead.
 */
import { isAxiosError, type AxiosInstance } from 'axios';
import type { RefreshRequest, RefreshResponse } from 'shared-contracts';
import { clearSession, getSession, setTokens } from '../session/session-state';
import { readStoredSession, type Session } from '../session/token-storage';
import { REFRESH_PATH } from './auth-endpoints';
import { isServerUnreachable, ServerUnreachableError } from './reachability';

const REFRESH_LOCK = 'cp.auth.refresh';

/** The session cannot be renewed (no refresh token, or the refresh call failed); it has been cleared. */
export class SessionExpiredError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SessionExpiredError';
  }
}

let inFlight: Promise<string> | null = null;

/**
 * A fresh access token for a request that was refused with `failedAccessToken`.
 * Rejects with SessionExpiredError after clearing the session when renewal is impossible, and with
 * ServerUnreachableError (session kept) when the server could not be asked.
 */
export function refreshAccessToken(client: AxiosInstance, failedAccessToken: string | null): Promise<string> {
  if (!inFlight) {
    inFlight = withRefreshLock(() => renew(client, failedAccessToken)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

function latestSession(): Session {
  const stored = readStoredSession();
  return stored.accessToken !== null || stored.refreshToken !== null ? stored : getSession();
}

async function renew(client: AxiosInstance, failedAccessToken: string | null): Promise<string> {
  const current = latestSession();
  if (current.accessToken !== null && current.refreshToken !== null && current.accessToken !== failedAccessToken) {
    // Another tab (or an earlier refresh here) already renewed the tokens: adopt them.
    setTokens({ access: current.accessToken, refresh: current.refreshToken });
    return current.accessToken;
  }
  if (!current.refreshToken) {
    clearSession();
    throw new SessionExpiredError('No refresh token stored');
  }

  const body: RefreshRequest = { refreshToken: current.refreshToken };
  let answer: Partial<RefreshResponse> | undefined;
  try {
    answer = (await client.post<RefreshResponse>(REFRESH_PATH, body, { skipAuthRefresh: true })).data;
  } catch (error) {
    if (isServerUnreachable(error)) throw new ServerUnreachableError('Token refresh could not reach the server', { cause: error });
    clearSession();
    const status = isAxiosError(error) ? error.response?.status : undefined;
    throw new SessionExpiredError(`Token refresh failed${status ? ` (HTTP ${status})` : ''}`, { cause: error });
  }
  if (typeof answer?.accessToken !== 'string' || answer.accessToken === '') {
    clearSession();
    throw new SessionExpiredError('Token refresh answered without an access token');
  }
  const refresh = typeof answer.refreshToken === 'string' && answer.refreshToken !== '' ? answer.refreshToken : current.refreshToken;
  setTokens({ access: answer.accessToken, refresh });
  return answer.accessToken;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') return task();
  return locks.request(REFRESH_LOCK, { mode: 'exclusive' }, task) as Promise<T>;
}

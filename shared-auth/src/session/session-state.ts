/**
 * Writing the session: the atom and localStorage change together. Clearing the session also
 * drops every cached server answer, so nothing of the previous user survives a sign-out.
 */
import { queryClient } from '../query/query-client';
import { authStore, sessionStateAtom } from '../store';
import {
  SIGNED_OUT,
  readStoredSession,
  removeStoredTokens,
  writeStoredTokens,
  type Session,
  type TokenPairInput,
} from './token-storage';

export function getSession(): Session {
  return authStore.get(sessionStateAtom);
}

/** Store both tokens (localStorage + session atom): the user is signed in. */
export function setTokens({ access, refresh }: TokenPairInput): void {
  if (!access || !refresh) throw new Error('setTokens needs both an access and a refresh token');
  writeStoredTokens({ access, refresh });
  authStore.set(sessionStateAtom, { accessToken: access, refreshToken: refresh });
}

/** Forget both tokens and every cached answer: the user is signed out (the host's guard goes to /login). */
export function clearSession(): void {
  removeStoredTokens();
  applySession(SIGNED_OUT);
}

/**
 * Adopt what localStorage holds now (another tab changed it). Only the atom changes here:
 * the storage already says what the other tab wrote.
 */
export function syncSessionFromStorage(): Session {
  const stored = readStoredSession();
  applySession(stored);
  return stored;
}

function applySession(next: Session): void {
  const current = authStore.get(sessionStateAtom);
  const signedOut = next.accessToken === null;
  if (current.accessToken !== next.accessToken || current.refreshToken !== next.refreshToken) {
    authStore.set(sessionStateAtom, signedOut ? SIGNED_OUT : next);
  }
  if (signedOut) queryClient.clear();
}

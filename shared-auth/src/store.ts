/**
 * The one jotai store of the portal and the atoms that describe who is signed in.
 * Host and remotes share this module as a Module Federation singleton, so they all read the same
 * store. The writable atom stays private to shared-auth: the session changes only through
 * setTokens / clearSession / signIn / signOut (which also keep localStorage in step). Server
 * state (profile, KYC status) lives in TanStack Query only: read it through useProfile() and
 * useKycStatus().
 */
import { atom, createStore } from 'jotai';
import { readStoredSession, type Session } from './session/token-storage';

export const authStore = createStore();

/** Internal: the writable session. Initialised from localStorage when the module loads. */
export const sessionStateAtom = atom<Session>(readStoredSession());
sessionStateAtom.debugLabel = 'sessionState';

/** The tokens of the current session ({ accessToken, refreshToken }; null when absent). Read-only. */
export const sessionAtom = atom((get) => get(sessionStateAtom));
sessionAtom.debugLabel = 'session';

/** True while an access token is stored (useSession() reports the same as isAuthenticated). */
export const isAuthenticatedAtom = atom((get) => get(sessionStateAtom).accessToken !== null);
isAuthenticatedAtom.debugLabel = 'isAuthenticated';

/**
 * The one jotai store of the portal and the atoms that describe who is signed in.
 * Host and remotes share this module as a Module Federation singleton, so they all read the same
 * store. The writable atoms stay private to shared-auth: the session changes only through
 * setTokens / clearSession / signIn / signOut (which also keep localStorage in step), and the
 * profile / KYC atoms mirror the TanStack Query cache (see query/query-client.ts).
 */
import { atom, createStore } from 'jotai';
import type { KycStatus, Profile } from 'shared-contracts';
import { readStoredSession, type Session } from './session/token-storage';

export const authStore = createStore();

/** Internal: the writable session. Initialised from localStorage when the module loads. */
export const sessionStateAtom = atom<Session>(readStoredSession());
sessionStateAtom.debugLabel = 'sessionState';

/** The tokens of the current session ({ accessToken, refreshToken }; null when absent). Read-only. */
export const sessionAtom = atom((get) => get(sessionStateAtom));
sessionAtom.debugLabel = 'session';

/** True while an access token is stored. The host's guard reads this. */
export const isAuthenticatedAtom = atom((get) => get(sessionStateAtom).accessToken !== null);
isAuthenticatedAtom.debugLabel = 'isAuthenticated';

/** Internal: last profile answer held in the query cache (undefined when none). */
export const profileStateAtom = atom<Profile | undefined>(undefined);
/** The signed-in user's profile (GET /auth/profile/), once fetched. Read it through useProfile(). */
export const profileAtom = atom((get) => get(profileStateAtom));
profileAtom.debugLabel = 'profile';

/** Internal: last KYC status answer held in the query cache (undefined when none). */
export const kycStatusStateAtom = atom<KycStatus | undefined>(undefined);
/** The signed-in user's KYC status (GET /channel_partner/connector/current/). Read it through useKycStatus(). */
export const kycStatusAtom = atom((get) => get(kycStatusStateAtom));
kycStatusAtom.debugLabel = 'kycStatus';

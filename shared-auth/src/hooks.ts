/**
 * What host and remotes read about the signed-in user. The hooks name the one store and the one
 * QueryClient explicitly, so they read the shared singletons even if a provider is missing.
 */
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { KycStatus, Profile, StartUpReadPath } from 'shared-contracts';
import { httpClient } from './http/client';
import { kycStatusQueryKey, profileQueryKey, queryClient } from './query/query-client';
import { authStore, sessionAtom } from './store';

export const PROFILE_PATH = '/auth/profile/' satisfies StartUpReadPath;
export const KYC_STATUS_PATH = '/channel_partner/connector/current/' satisfies StartUpReadPath;

export interface SessionState {
  isAuthenticated: boolean;
  accessToken: string | null;
  refreshToken: string | null;
}

export interface ServerState {
  isLoading: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

export interface ProfileState extends ServerState {
  profile: Profile | undefined;
}

export interface KycStatusState extends ServerState {
  kyc: KycStatus | undefined;
}

const subscribeToSession = (onChange: () => void) => authStore.sub(sessionAtom, onChange);
const currentSession = () => authStore.get(sessionAtom);

/**
 * Read through useSyncExternalStore rather than jotai's useAtomValue: that one dispatches a check
 * after every mount, and React renders each subscriber again for it (the shell, both guards, the
 * bell and the page: a second commit right after the first paint). useSyncExternalStore renders
 * again only when the session object has changed. docs/performance.md, "One first commit and fewer renders".
 */
export function useSession(): SessionState {
  const { accessToken, refreshToken } = useSyncExternalStore(subscribeToSession, currentSession);
  return { isAuthenticated: accessToken !== null, accessToken, refreshToken };
}

export async function fetchProfile(): Promise<Profile> {
  return (await httpClient.get<Profile>(PROFILE_PATH)).data;
}

export async function fetchKycStatus(): Promise<KycStatus> {
  return (await httpClient.get<KycStatus>(KYC_STATUS_PATH)).data;
}

/** GET /auth/profile/ — fetched only while signed in. */
export function useProfile(): ProfileState {
  const { isAuthenticated } = useSession();
  const query = useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile, enabled: isAuthenticated }, queryClient);
  return { profile: query.data, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** GET /channel_partner/connector/current/ — fetched only while signed in. */
export function useKycStatus(): KycStatusState {
  const { isAuthenticated } = useSession();
  const query = useQuery({ queryKey: kycStatusQueryKey, queryFn: fetchKycStatus, enabled: isAuthenticated }, queryClient);
  return { kyc: query.data, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/**
 * What host and remotes read about the signed-in user. The hooks name the one store and the one
 * QueryClient explicitly, so they read the shared singletons even if a provider is missing.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { KycStatus, Profile } from 'shared-contracts';
import { httpClient } from './http/client';
import { kycStatusQueryKey, profileQueryKey, queryClient } from './query/query-client';
import { authStore, sessionAtom } from './store';

export const PROFILE_PATH = '/auth/profile/';
export const KYC_STATUS_PATH = '/channel_partner/connector/current/';

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

export function useSession(): SessionState {
  const { accessToken, refreshToken } = useAtomValue(sessionAtom, { store: authStore });
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

/**
 * The one TanStack QueryClient. Server state lives here; the profile and KYC status answers are
 * mirrored into jotai atoms so code outside React (and atom readers) sees the same values.
 */
import { QueryClient, hashKey, type QueryKey } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { KycStatus, Profile } from 'shared-contracts';
import { authStore, kycStatusStateAtom, profileStateAtom } from '../store';

export const profileQueryKey = ['auth', 'profile'] as const satisfies QueryKey;
export const kycStatusQueryKey = ['auth', 'kyc-status'] as const satisfies QueryKey;

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change by asking again; network failures and 5xx may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

const profileHash = hashKey(profileQueryKey);
const kycStatusHash = hashKey(kycStatusQueryKey);

queryClient.getQueryCache().subscribe((event) => {
  const { query } = event;
  const data = event.type === 'removed' ? undefined : query.state.data;
  if (query.queryHash === profileHash) {
    if (authStore.get(profileStateAtom) !== data) authStore.set(profileStateAtom, data as Profile | undefined);
  } else if (query.queryHash === kycStatusHash) {
    if (authStore.get(kycStatusStateAtom) !== data) authStore.set(kycStatusStateAtom, data as KycStatus | undefined);
  }
});

import type { QueryKey } from '@tanstack/react-query';
import { primeFromEarlyResponse } from './http/early-responses';
import { KYC_STATUS_PATH, PROFILE_PATH } from './hooks';
import { kycStatusQueryKey, profileQueryKey, queryClient } from './query/query-client';
import { authStore, sessionAtom } from './store';

const ACCOUNT_QUERIES: readonly [string, QueryKey][] = [
  [KYC_STATUS_PATH, kycStatusQueryKey],
  [PROFILE_PATH, profileQueryKey],
];

/**
 * Puts the account reads the host sent early (KYC status, profile; adoptEarlyResponses) into
 * the query cache as they answer, so a page opened directly while signed in renders the shell and
 * the user's name in its first render, without the "Checking your account…" step. A query that
 * already has data keeps it.
 */
export function primeAccountQueries(): void {
  const currentAccessToken = () => authStore.get(sessionAtom).accessToken;
  for (const [path, queryKey] of ACCOUNT_QUERIES) {
    primeFromEarlyResponse(path, currentAccessToken, (data) => {
      if (queryClient.getQueryData(queryKey) !== undefined) return false;
      queryClient.setQueryData(queryKey, data);
      return true;
    });
  }
}

import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { TerritoryList } from 'shared-contracts';

/** The same key as remote-notifications' People page: one cache entry for the one answer. */
export const territoriesQueryKey = ['territories', 'subterritories'] as const;

/**
 * GET /auth/subterritories/fetch/ : the back office gets every territory, an rm theirs and those below
 * it; zones, then states, then clusters. The Territory filter's choices.
 */
export async function fetchTerritories(): Promise<TerritoryList> {
  return (await httpClient.get<TerritoryList>('/auth/subterritories/fetch/')).data;
}

export function useTerritories() {
  return useQuery({ queryKey: territoriesQueryKey, queryFn: fetchTerritories }, queryClient);
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { Territory, TerritoryCreateRequest, TerritoryList } from 'shared-contracts';

export const territoriesQueryKey = ['territories', 'subterritories'] as const;

/** GET /auth/subterritories/fetch/ : for the back office, every territory (zones, states, clusters). */
export async function fetchTerritories(): Promise<TerritoryList> {
  return (await httpClient.get<TerritoryList>('/auth/subterritories/fetch/')).data;
}

export function useTerritories() {
  return useQuery({ queryKey: territoriesQueryKey, queryFn: fetchTerritories }, queryClient);
}

/** POST /auth/territories/create/ : 201 with the territory; 400 on `name` or `parent_id`. */
export async function createTerritory(body: TerritoryCreateRequest): Promise<Territory> {
  return (await httpClient.post<Territory>('/auth/territories/create/', body)).data;
}

export function useCreateTerritory() {
  return useMutation(
    { mutationFn: createTerritory, onSuccess: () => queryClient.invalidateQueries({ queryKey: territoriesQueryKey }) },
    queryClient,
  );
}

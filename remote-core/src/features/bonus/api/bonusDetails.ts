import { useQuery } from '@tanstack/react-query';
import { httpClient, ledgerQueryKey, queryClient } from 'shared-auth';
import type { BonusResponse, StartUpReadPath } from 'shared-contracts';

/** Query key of the connector's bonus details (total and transactions): the shell refreshes it when a notification arrives. */
export const bonusDetailsQueryKey = ledgerQueryKey;

/** GET /leads/transactions/ : the bonus total and the transactions, newest first. */
export async function fetchBonusDetails(): Promise<BonusResponse> {
  const response = await httpClient.get<BonusResponse>('/leads/transactions/' satisfies StartUpReadPath);
  return response.data;
}

/**
 * The signed-in connector's bonus total and transactions, cached in the one shared QueryClient
 * (named explicitly, like shared-auth's own hooks, so a remote never depends on a second React context).
 */
export function useBonusDetails() {
  return useQuery({ queryKey: bonusDetailsQueryKey, queryFn: fetchBonusDetails }, queryClient);
}

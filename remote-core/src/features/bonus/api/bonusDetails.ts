import { useQuery } from '@tanstack/react-query';
import { earlyQueryData, httpClient, ledgerQueryKey, queryClient } from 'shared-auth';
import type { BonusResponse, StartUpReadPath } from 'shared-contracts';

/** Query key of the connector's bonus details (total and transactions): the shell refreshes it when a notification arrives. */
export const bonusDetailsQueryKey = ledgerQueryKey;

const LEDGER_PATH = '/leads/transactions/' satisfies StartUpReadPath;

/** GET /leads/transactions/ : the bonus total and the transactions, newest first. */
export async function fetchBonusDetails(): Promise<BonusResponse> {
  const response = await httpClient.get<BonusResponse>(LEDGER_PATH);
  return response.data;
}

/**
 * The signed-in connector's bonus total and transactions, cached in the one shared QueryClient
 * (named explicitly, like shared-auth's own hooks, so a remote never depends on a second React context).
 * Bonus's first read (pages.json firstReads): Bonus opened directly starts with the early read's answer
 * when that is in. The dashboard reads it too, after its first frame (nothing early for it to find).
 */
export function useBonusDetails() {
  return useQuery({ queryKey: bonusDetailsQueryKey, queryFn: fetchBonusDetails, ...earlyQueryData<BonusResponse>(LEDGER_PATH) }, queryClient);
}

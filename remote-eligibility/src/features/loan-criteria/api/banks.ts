import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { BankList } from 'shared-contracts';
import type { LoanCriteriaMessageId } from '../i18n';

/**
 * The catalogue's banks: a criteria row's bank_name must be one of their names. The key is the one
 * remote-core's catalogue uses for the same request (`['catalogue', 'banks']`), so the one shared
 * QueryClient fetches GET /leads/banks/ once for both remotes.
 */
export const catalogueBanksQueryKey = ['catalogue', 'banks'] as const;

/** What the bank select says when the catalogue could not be fetched and the error has no words (an id of i18n/). */
export const BANKS_FETCH_ERROR: LoanCriteriaMessageId = 'dialog.banksFetchFailed';

/** GET /leads/banks/ */
export async function fetchCatalogueBanks(): Promise<BankList> {
  return (await httpClient.get<BankList>('/leads/banks/')).data;
}

/** Every bank of the catalogue (fetched when the criteria dialog opens). */
export function useCatalogueBanks() {
  return useQuery({ queryKey: catalogueBanksQueryKey, queryFn: fetchCatalogueBanks }, queryClient);
}

import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { BankList } from 'shared-contracts';

export const banksQueryKey = ['catalogue', 'banks'] as const;

/** GET /leads/banks/ */
export async function fetchBanks(): Promise<BankList> {
  return (await httpClient.get<BankList>('/leads/banks/')).data;
}

/** Every bank, cached in the one shared QueryClient. */
export function useBanks() {
  return useQuery({ queryKey: banksQueryKey, queryFn: fetchBanks }, queryClient);
}

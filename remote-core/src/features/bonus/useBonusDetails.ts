import { useQuery } from '@tanstack/react-query';
import { queryClient } from 'shared-auth';
import { bonusDetailsQueryKey, fetchBonusDetails } from './api';

/**
 * The signed-in connector's bonus total and transactions, cached in the one shared QueryClient
 * (named explicitly, like shared-auth's own hooks, so a remote never depends on a second React context).
 */
export function useBonusDetails() {
  return useQuery({ queryKey: bonusDetailsQueryKey, queryFn: fetchBonusDetails }, queryClient);
}

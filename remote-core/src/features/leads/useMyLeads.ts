import { useQuery } from '@tanstack/react-query';
import { queryClient } from 'shared-auth';
import { fetchMyLeads, myLeadsQueryKey } from './api';

/** The leads of the signed-in user, cached in the one shared QueryClient. */
export function useMyLeads() {
  return useQuery({ queryKey: myLeadsQueryKey, queryFn: fetchMyLeads }, queryClient);
}

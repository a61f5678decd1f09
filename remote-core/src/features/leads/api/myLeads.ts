import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { LeadList } from 'shared-contracts';
import { logApiError } from '../../../common/api/logApiError';

/** Query key of the signed-in user's leads (the fixed "my" tab). */
export const myLeadsQueryKey = ['leads', 'my-leads'] as const;

/** Spec §8: fallback text when the user's leads cannot be fetched. */
export const MY_LEADS_FETCH_ERROR = 'Failed to fetch my leads';

/**
 * GET /leads/leads/my-leads/ : the leads the signed-in user referred or created, newest first.
 * Spec §8: a failed lead fetch is only logged; the screens show no error for it.
 */
export async function fetchMyLeads(): Promise<LeadList> {
  try {
    const response = await httpClient.get<LeadList>('/leads/leads/my-leads/');
    return response.data;
  } catch (error) {
    logApiError(MY_LEADS_FETCH_ERROR, error);
    throw error;
  }
}

/** The leads of the signed-in user, cached in the one shared QueryClient. */
export function useMyLeads() {
  return useQuery({ queryKey: myLeadsQueryKey, queryFn: fetchMyLeads }, queryClient);
}

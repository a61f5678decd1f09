import { useQuery } from '@tanstack/react-query';
import { earlyQueryData, httpClient, queryClient } from 'shared-auth';
import type { LeadDetail } from 'shared-contracts';
import { logApiError } from '../../../common/api/logApiError';

/** Fallback text of a failed lead fetch (only logged, spec §8). */
export const LEAD_DETAIL_FETCH_ERROR = 'Failed to fetch lead details';

export function leadDetailQueryKey(leadId: number) {
  return ['leads', 'detail', leadId] as const;
}

function leadDetailPath(leadId: number): string {
  return `/leads/leads/${leadId}/`;
}

/** GET /leads/leads/{id}/ : 404 when the lead does not exist or is not the caller's. */
export async function fetchLeadDetail(leadId: number): Promise<LeadDetail> {
  try {
    return (await httpClient.get<LeadDetail>(leadDetailPath(leadId))).data;
  } catch (error) {
    logApiError(LEAD_DETAIL_FETCH_ERROR, error);
    throw error;
  }
}

/**
 * One lead with its details and status timeline (nothing is fetched without an id). The lead page's
 * first read: opened directly, it starts with the early read's answer when that is in.
 */
export function useLeadDetail(leadId: number | null) {
  return useQuery(
    {
      queryKey: leadDetailQueryKey(leadId ?? 0),
      queryFn: () => fetchLeadDetail(leadId as number),
      enabled: leadId !== null,
      ...(leadId === null ? {} : earlyQueryData<LeadDetail>(leadDetailPath(leadId))),
    },
    queryClient,
  );
}

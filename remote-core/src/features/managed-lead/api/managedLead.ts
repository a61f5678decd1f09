import { useQuery } from '@tanstack/react-query';
import { earlyQueryData, httpClient, queryClient } from 'shared-auth';
import type { ManagedLeadDetail } from 'shared-contracts';
import { managedLeadsKeyPrefix } from '../../lead-management/api/managedLeadKeys';

export function managedLeadQueryKey(leadId: number) {
  return [...managedLeadsKeyPrefix, 'detail', leadId] as const;
}

function managedLeadPath(leadId: number): string {
  return `/leads/manage/leads/${leadId}/`;
}

/** GET /leads/manage/leads/{id}/ : the lead with its payout, ledger and allowed transitions (404: no such lead, or not the rm's team). */
export async function fetchManagedLead(leadId: number): Promise<ManagedLeadDetail> {
  return (await httpClient.get<ManagedLeadDetail>(managedLeadPath(leadId))).data;
}

/**
 * One lead of the back office (nothing is fetched without an id). The page's first read: opened
 * directly, it starts with the early read's answer when that is in.
 */
export function useManagedLead(leadId: number | null) {
  return useQuery(
    {
      queryKey: managedLeadQueryKey(leadId ?? 0),
      queryFn: () => fetchManagedLead(leadId as number),
      enabled: leadId !== null,
      ...(leadId === null ? {} : earlyQueryData<ManagedLeadDetail>(managedLeadPath(leadId))),
    },
    queryClient,
  );
}

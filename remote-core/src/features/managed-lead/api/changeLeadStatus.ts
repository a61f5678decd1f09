import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { LeadStatusChangeRequest, ManagedLeadDetail } from 'shared-contracts';
import { responseStatus } from 'shared-ui';
import { managedLeadListsKeyPrefix } from '../../lead-management/api/managedLeadKeys';
import { payoutsKeyPrefix } from '../../payouts/api/pendingPayouts';
import { managedLeadQueryKey } from './managedLead';

/** POST /leads/manage/leads/{id}/status/ : 400 on remark / status, 409 when someone else changed it first. */
export async function changeLeadStatus(leadId: number, request: LeadStatusChangeRequest): Promise<ManagedLeadDetail> {
  return (await httpClient.post<ManagedLeadDetail>(`/leads/manage/leads/${leadId}/status/`, request)).data;
}

/** Everything a changed lead shows in: the back-office lists, the payouts, and the connector's own lead pages. */
export function invalidateAfterLeadChange(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: managedLeadListsKeyPrefix }),
    queryClient.invalidateQueries({ queryKey: payoutsKeyPrefix }),
    queryClient.invalidateQueries({ queryKey: ['leads'] }),
  ]);
}

/**
 * A change of a managed lead (its status, its branch) sent by `send`. The answer is the updated lead
 * (shown at once); the lists, the payouts and the connector's lead pages refetch. A 409 means the lead
 * changed meanwhile: it is refetched so the page shows its real state.
 */
export function useManagedLeadChange<Request>(leadId: number, send: (leadId: number, request: Request) => Promise<ManagedLeadDetail>) {
  return useMutation(
    {
      mutationFn: (request: Request) => send(leadId, request),
      onSuccess: (lead) => {
        queryClient.setQueryData(managedLeadQueryKey(leadId), lead);
        return invalidateAfterLeadChange();
      },
      onError: (error) => {
        if (responseStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: managedLeadQueryKey(leadId) });
      },
    },
    queryClient,
  );
}

/** Changes the lead's status (useManagedLeadChange). */
export function useChangeLeadStatus(leadId: number) {
  return useManagedLeadChange(leadId, changeLeadStatus);
}

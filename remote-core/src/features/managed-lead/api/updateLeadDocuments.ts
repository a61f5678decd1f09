import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { LeadDocumentsRequest, ManagedLeadDetail } from 'shared-contracts';
import { managedLeadListsKeyPrefix } from '../../lead-management/api/managedLeads';
import { managedLeadQueryKey } from './managedLead';

/** PATCH /leads/manage/leads/{id}/documents/ : the new states of the changed documents only. */
export async function updateLeadDocuments(leadId: number, request: LeadDocumentsRequest): Promise<ManagedLeadDetail> {
  return (await httpClient.patch<ManagedLeadDetail>(`/leads/manage/leads/${leadId}/documents/`, request)).data;
}

/** Saves the checklist; the updated lead is shown at once and the lists (their "verified" counts) refetch. */
export function useUpdateLeadDocuments(leadId: number) {
  return useMutation(
    {
      mutationFn: (request: LeadDocumentsRequest) => updateLeadDocuments(leadId, request),
      onSuccess: (lead) => {
        queryClient.setQueryData(managedLeadQueryKey(leadId), lead);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: managedLeadListsKeyPrefix }),
          queryClient.invalidateQueries({ queryKey: ['leads'] }),
        ]);
      },
    },
    queryClient,
  );
}

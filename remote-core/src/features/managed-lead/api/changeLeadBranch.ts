import { useMutation, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { BranchChoices, LeadBranchChangeRequest, ManagedLeadDetail } from 'shared-contracts';
import { responseStatus } from 'shared-ui';
import { invalidateAfterLeadChange } from './changeLeadStatus';
import { managedLeadQueryKey } from './managedLead';

export function managedBranchChoicesQueryKey(leadId: number) {
  return [...managedLeadQueryKey(leadId), 'branch-choices'] as const;
}

/** GET /leads/manage/leads/{id}/branch-choices/ : the lead's bank's branches, best first for its address and territory. */
export async function fetchManagedBranchChoices(leadId: number): Promise<BranchChoices> {
  return (await httpClient.get<BranchChoices>(`/leads/manage/leads/${leadId}/branch-choices/`)).data;
}

/** The branches a lead may be moved to; read when the Change branch dialog opens. */
export function useManagedBranchChoices(leadId: number) {
  return useQuery({ queryKey: managedBranchChoicesQueryKey(leadId), queryFn: () => fetchManagedBranchChoices(leadId) }, queryClient);
}

/** POST /leads/manage/leads/{id}/branch/ : 400 on bank_branch / remark, 409 when someone else moved the lead first. */
export async function changeLeadBranch(leadId: number, request: LeadBranchChangeRequest): Promise<ManagedLeadDetail> {
  return (await httpClient.post<ManagedLeadDetail>(`/leads/manage/leads/${leadId}/branch/`, request)).data;
}

/**
 * Moves the lead to another branch (or none). The answer is the updated lead (shown at once); the
 * lists and the connector's lead pages refetch. A 409 means the lead was moved meanwhile: it is
 * refetched so the page shows where it is now.
 */
export function useChangeLeadBranch(leadId: number) {
  return useMutation(
    {
      mutationFn: (request: LeadBranchChangeRequest) => changeLeadBranch(leadId, request),
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

import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { BranchChoices, LeadBranchChangeRequest, ManagedLeadDetail } from 'shared-contracts';
import { useManagedLeadChange } from './changeLeadStatus';
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

/** Moves the lead to another branch, or none (useManagedLeadChange: a 409 means it was moved meanwhile). */
export function useChangeLeadBranch(leadId: number) {
  return useManagedLeadChange(leadId, changeLeadBranch);
}

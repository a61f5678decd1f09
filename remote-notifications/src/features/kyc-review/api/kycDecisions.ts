import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { KycRejectRequest, KycSubmission } from 'shared-contracts';
import { responseStatus } from 'shared-ui';
import { kycSubmissionQueryKey } from './kycSubmission';
import { kycSubmissionsKeyPrefix } from './kycSubmissions';

/** POST /channel_partner/kyc/submissions/{id}/approve/ (409 when it was already reviewed). */
export async function approveKyc(id: number): Promise<KycSubmission> {
  return (await httpClient.post<KycSubmission>(`/channel_partner/kyc/submissions/${id}/approve/`)).data;
}

/** POST /channel_partner/kyc/submissions/{id}/reject/ {reason} (400 on `reason`; 409 when already reviewed). */
export async function rejectKyc(id: number, body: KycRejectRequest): Promise<KycSubmission> {
  return (await httpClient.post<KycSubmission>(`/channel_partner/kyc/submissions/${id}/reject/`, body)).data;
}

/** The lists and counts, and the submission itself, after a decision (or a 409: someone else decided). */
function refreshAfterDecision(id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: kycSubmissionsKeyPrefix }),
    queryClient.invalidateQueries({ queryKey: kycSubmissionQueryKey(id) }),
  ]);
}

function refreshOnConflict(id: number, error: unknown) {
  if (responseStatus(error) === 409) void refreshAfterDecision(id);
}

export function useApproveKyc(id: number) {
  return useMutation(
    {
      mutationFn: () => approveKyc(id),
      onSuccess: () => refreshAfterDecision(id),
      onError: (error) => refreshOnConflict(id, error),
    },
    queryClient,
  );
}

export function useRejectKyc(id: number) {
  return useMutation(
    {
      mutationFn: (reason: string) => rejectKyc(id, { reason }),
      onSuccess: () => refreshAfterDecision(id),
      onError: (error) => refreshOnConflict(id, error),
    },
    queryClient,
  );
}

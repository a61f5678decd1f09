import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { KycMaskRequest, KycSubmission } from 'shared-contracts';
import { responseStatus } from 'shared-ui';
import { kycDocumentQueryKey } from './kycDocument';
import { kycSubmissionQueryKey } from './kycSubmission';
import { kycSubmissionsKeyPrefix } from './kycSubmissions';

export const maskPath = (id: number, kind: string) => `/channel_partner/kyc/submissions/${id}/documents/${kind}/mask/`;

/**
 * POST /channel_partner/kyc/submissions/{id}/documents/{kind}/mask/ with the boxes to burn in, or
 * `already_masked: true` (400 on `boxes`; 409 when already masked or no longer pending).
 */
export async function maskAadhaar(id: number, kind: string, body: KycMaskRequest): Promise<KycSubmission> {
  return (await httpClient.post<KycSubmission>(maskPath(id, kind), body)).data;
}

/**
 * After a mask (or a 409: someone else masked or decided): the submission and the lists, and the
 * image, whose stored bytes are now the masked copy.
 */
function refreshAfterMask(id: number, documentUrl: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: kycSubmissionQueryKey(id) }),
    queryClient.invalidateQueries({ queryKey: kycSubmissionsKeyPrefix }),
    queryClient.invalidateQueries({ queryKey: kycDocumentQueryKey(documentUrl) }),
  ]);
}

export function useMaskAadhaar(id: number, kind: string, documentUrl: string) {
  return useMutation(
    {
      mutationFn: (body: KycMaskRequest) => maskAadhaar(id, kind, body),
      onSuccess: (submission) => {
        queryClient.setQueryData(kycSubmissionQueryKey(id), submission);
        return refreshAfterMask(id, documentUrl);
      },
      onError: (error) => {
        if (responseStatus(error) === 409) void refreshAfterMask(id, documentUrl);
      },
    },
    queryClient,
  );
}

import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { KycSubmission } from 'shared-contracts';

export function kycSubmissionQueryKey(id: number) {
  return ['back-office', 'kyc', 'submission', id] as const;
}

/** GET /channel_partner/kyc/submissions/{id}/ */
export async function fetchKycSubmission(id: number): Promise<KycSubmission> {
  return (await httpClient.get<KycSubmission>(`/channel_partner/kyc/submissions/${id}/`)).data;
}

/** The chosen submission (nothing is fetched until one is chosen). */
export function useKycSubmission(id: number | undefined) {
  return useQuery(
    {
      queryKey: kycSubmissionQueryKey(id ?? 0),
      queryFn: () => fetchKycSubmission(id as number),
      enabled: id !== undefined,
    },
    queryClient,
  );
}

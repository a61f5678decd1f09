import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { DocumentAccessPage } from 'shared-contracts';

/** How many of the latest reads the access history lists. */
export const ACCESS_HISTORY_SHOWN = 50;

/** GET /channel_partner/kyc/submissions/{id}/access-log/ (director): every read of the submission's images, newest first. */
export async function fetchKycAccessLog(id: number): Promise<DocumentAccessPage> {
  return (await httpClient.get<DocumentAccessPage>(`/channel_partner/kyc/submissions/${id}/access-log/`, { params: { page_size: ACCESS_HISTORY_SHOWN } })).data;
}

export function useKycAccessLog(id: number) {
  return useQuery({ queryKey: ['back-office', 'kyc', 'access-log', id], queryFn: () => fetchKycAccessLog(id) }, queryClient);
}

import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { SpokespersonList } from 'shared-contracts';

export function spokespersonsQueryKey(branchId: number) {
  return ['catalogue', 'spokespersons', { bank_branch: branchId }] as const;
}

/** GET /leads/spokespersons/?bank_branch={branchId} */
export async function fetchSpokespersons(branchId: number): Promise<SpokespersonList> {
  return (await httpClient.get<SpokespersonList>(`/leads/spokespersons/?bank_branch=${branchId}`)).data;
}

/** The bank's contact people at one branch (nothing is fetched without an id). */
export function useSpokespersons(branchId: number | null) {
  return useQuery(
    { queryKey: spokespersonsQueryKey(branchId ?? 0), queryFn: () => fetchSpokespersons(branchId as number), enabled: branchId !== null },
    queryClient,
  );
}

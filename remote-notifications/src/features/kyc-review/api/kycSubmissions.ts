import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { KycStatusCounts, KycSubmissionPage, KycSubmissionStatus } from 'shared-contracts';
import { listParams } from '../../../common/model/paging';

/** What the KYC list shows: one status, an optional search by connector, one page. */
export interface KycListFilters {
  status: KycSubmissionStatus;
  search: string;
  page: number;
}

/**
 * The list's answer. The contract's `KycSubmissionPage` schema has `counts`, but its static type
 * loses the extra properties of `Page(...)`, so they are added back here.
 */
export type KycSubmissionList = KycSubmissionPage & { counts: KycStatusCounts };

/** Every KYC list (any status, search or page): a decision invalidates them all. */
export const kycSubmissionsKeyPrefix = ['back-office', 'kyc', 'submissions'] as const;

export function kycSubmissionsQueryKey(filters: KycListFilters) {
  return [...kycSubmissionsKeyPrefix, filters] as const;
}

/** GET /channel_partner/kyc/submissions/?status&search&page&page_size : one page, with the counts of every status. */
export async function fetchKycSubmissions(filters: KycListFilters): Promise<KycSubmissionList> {
  const params = listParams({ status: filters.status, search: filters.search }, filters.page);
  return (await httpClient.get<KycSubmissionList>('/channel_partner/kyc/submissions/', { params })).data;
}

/**
 * One page of submissions. While another tab, search or page loads, the previous answer stays as
 * placeholder (the tab counts do not blink); the list itself shows the spinner then.
 */
export function useKycSubmissions(filters: KycListFilters) {
  return useQuery(
    {
      queryKey: kycSubmissionsQueryKey(filters),
      queryFn: () => fetchKycSubmissions(filters),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}

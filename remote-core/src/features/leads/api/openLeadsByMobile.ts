import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { OpenLeadsByMobile } from 'shared-contracts';

export const openLeadsByMobileKeyPrefix = ['leads', 'open-by-mobile'] as const;

export function openLeadsByMobileQueryKey(mobile: string) {
  return [...openLeadsByMobileKeyPrefix, mobile] as const;
}

/** GET /leads/leads/open-by-mobile/?customer_mobile= : open leads of that customer in the last 90 days (anyone's, count only). */
export async function fetchOpenLeadsByMobile(mobile: string): Promise<OpenLeadsByMobile> {
  const path = `/leads/leads/open-by-mobile/?customer_mobile=${encodeURIComponent(mobile)}`;
  return (await httpClient.get<OpenLeadsByMobile>(path)).data;
}

/**
 * Whether the customer already has an open lead; asked only for a complete mobile number (null
 * otherwise). The answer only warns, so a failed check is not retried and shows nothing.
 */
export function useOpenLeadsByMobile(mobile: string | null) {
  return useQuery(
    {
      queryKey: openLeadsByMobileQueryKey(mobile ?? ''),
      queryFn: () => fetchOpenLeadsByMobile(mobile as string),
      enabled: mobile !== null,
      retry: false,
    },
    queryClient,
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { PendingPayoutsPage } from 'shared-contracts';

/** Totals over every pending entry (whatever the search and page), for the tiles. */
export interface PendingPayoutTotals {
  connectors: number;
  entries: number;
  net_total: number;
}

/**
 * The answer of GET /leads/payouts/pending/. The contract's `Page(item, extra)` helper types its extra
 * properties as an index signature, so `totals` is spelled out here.
 */
export type PendingPayouts = PendingPayoutsPage & { totals: PendingPayoutTotals };

/** Every payout query (pending entries and runs): a payout run or a lead decision refreshes them. */
export const payoutsKeyPrefix = ['back-office', 'payouts'] as const;
export const pendingPayoutsKeyPrefix = [...payoutsKeyPrefix, 'pending'] as const;

/** Connectors per page of the Pending tab. */
export const PENDING_PAGE_SIZE = 20;

export interface PendingPayoutsFilter {
  search: string;
  page: number;
}

export function pendingPayoutsQueryKey(filter: PendingPayoutsFilter) {
  return [...pendingPayoutsKeyPrefix, filter] as const;
}

export function pendingPayoutsPath({ search, page }: PendingPayoutsFilter): string {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('search', search.trim());
  params.set('page', String(page));
  params.set('page_size', String(PENDING_PAGE_SIZE));
  return `/leads/payouts/pending/?${params.toString()}`;
}

/** GET /leads/payouts/pending/?search&page&page_size : unprocessed entries by connector, with totals over all. */
export async function fetchPendingPayouts(filter: PendingPayoutsFilter): Promise<PendingPayouts> {
  return (await httpClient.get<PendingPayouts>(pendingPayoutsPath(filter))).data;
}

export function usePendingPayouts(filter: PendingPayoutsFilter) {
  return useQuery({ queryKey: pendingPayoutsQueryKey(filter), queryFn: () => fetchPendingPayouts(filter), placeholderData: keepPreviousData }, queryClient);
}

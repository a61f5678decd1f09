/** The one TanStack QueryClient: all server state of the portal (profile, KYC status, every remote's lists). */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isAxiosError } from 'axios';

export const profileQueryKey = ['auth', 'profile'] as const satisfies QueryKey;
export const kycStatusQueryKey = ['auth', 'kyc-status'] as const satisfies QueryKey;
/**
 * The signed-in user's payout ledger (GET /leads/transactions/: Bonus and the dashboard). Here because
 * the shell refreshes it when a notification arrives (a payout or an approval is announced by one),
 * and the pages that read it live in a remote.
 */
export const ledgerQueryKey = ['leads', 'transactions'] as const satisfies QueryKey;

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change by asking again; network failures and 5xx may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

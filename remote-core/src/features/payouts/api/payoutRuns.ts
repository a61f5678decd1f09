import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { PayoutRun, PayoutRunPage, PayoutRunRequest } from 'shared-contracts';
import { fetchCsvFile, type CsvFile } from '../../../common/api/csvExport';
import { managedLeadsKeyPrefix } from '../../lead-management/api/managedLeadKeys';
import { payoutsKeyPrefix } from './pendingPayouts';

export function payoutRunsQueryKey(page: number) {
  return [...payoutsKeyPrefix, 'runs', { page }] as const;
}

export function payoutRunQueryKey(runId: number) {
  return [...payoutsKeyPrefix, 'run', runId] as const;
}

/** GET /leads/payouts/runs/?page= : newest first. */
export async function fetchPayoutRuns(page: number): Promise<PayoutRunPage> {
  return (await httpClient.get<PayoutRunPage>(`/leads/payouts/runs/?page=${page}`)).data;
}

export function usePayoutRuns(page: number, enabled = true) {
  return useQuery({ queryKey: payoutRunsQueryKey(page), queryFn: () => fetchPayoutRuns(page), placeholderData: keepPreviousData, enabled }, queryClient);
}

/** GET /leads/payouts/runs/{id}/ : the run with its entries by connector. */
export async function fetchPayoutRun(runId: number): Promise<PayoutRun> {
  return (await httpClient.get<PayoutRun>(`/leads/payouts/runs/${runId}/`)).data;
}

export function usePayoutRun(runId: number | null) {
  return useQuery({ queryKey: payoutRunQueryKey(runId ?? 0), queryFn: () => fetchPayoutRun(runId as number), enabled: runId !== null }, queryClient);
}

/** GET /leads/payouts/runs/{id}/export/ : the run's entries as a CSV file. */
export function fetchPayoutRunCsv(runId: number): Promise<CsvFile> {
  return fetchCsvFile(`/leads/payouts/runs/${runId}/export/`);
}

/**
 * GET /leads/payouts/runs/{id}/transfers/ : the bank transfer file, one line per connector with the
 * account paid into, in full (the API logs every read of it).
 */
export function fetchPayoutRunTransfers(runId: number): Promise<CsvFile> {
  return fetchCsvFile(`/leads/payouts/runs/${runId}/transfers/`);
}

/** The transfer file's name when the server suggests none. */
export function payoutRunTransfersFileName(runId: number): string {
  return `payout-run-${runId}-transfers.csv`;
}

/** POST /leads/payouts/runs/ : 201 with the run; 400 on transaction_ids or reference. */
export async function createPayoutRun(request: PayoutRunRequest): Promise<PayoutRun> {
  return (await httpClient.post<PayoutRun>('/leads/payouts/runs/', request)).data;
}

/** Records a payout run; the pending entries, the runs and the leads' ledgers refetch. */
export function useCreatePayoutRun() {
  return useMutation(
    {
      mutationFn: createPayoutRun,
      onSuccess: (run) => {
        queryClient.setQueryData(payoutRunQueryKey(run.id), run);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: payoutsKeyPrefix }),
          queryClient.invalidateQueries({ queryKey: managedLeadsKeyPrefix }),
        ]);
      },
    },
    queryClient,
  );
}

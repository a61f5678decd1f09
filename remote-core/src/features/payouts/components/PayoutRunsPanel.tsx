import type { PayoutRunSummary } from 'shared-contracts';
import { Stack, formatDateTime, formatRupees, EmptyState, ErrorState, LoadingState, Pager, RefreshFailure } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { countOf, serverPageCount } from '../../../common/model/serverPaging';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import { PAYOUT_RUNS_FETCH_ERROR, usePayoutRuns } from '../api/payoutRuns';

const RUN_COLUMNS: readonly ResponsiveListColumn<PayoutRunSummary>[] = [
  { key: 'reference', header: 'Reference', cell: (run) => run.reference, emphasis: true, card: 'title' },
  { key: 'date', header: 'Date', cell: (run) => formatDateTime(run.created_at), text: 'nowrap', card: 'subtitle' },
  { key: 'by', header: 'By', cell: (run) => personWithId(run.created_by) },
  { key: 'entries', header: 'Entries', cell: (run) => run.entry_count, align: 'end' },
  { key: 'connectors', header: 'Connectors', cell: (run) => run.connector_count, align: 'end' },
  { key: 'net', header: 'Net', cell: (run) => formatRupees(run.net_total), align: 'end', text: 'nowrap', emphasis: true },
];

interface PayoutRunsPanelProps {
  page: number;
  onPageChange: (page: number) => void;
  /** The link of a run (the same page with ?run=). */
  runLink: (run: PayoutRunSummary) => string;
}

/** The Payout runs tab: every recorded run, newest first, each opening its detail. */
export function PayoutRunsPanel({ page, onPageChange, runLink }: PayoutRunsPanelProps) {
  const runs = usePayoutRuns(page);
  if (runs.isPending) return <LoadingState label="Loading payout runs" />;
  if (runs.isError && !runs.data) return <ErrorState error={runs.error} fallback={PAYOUT_RUNS_FETCH_ERROR} onRetry={() => void runs.refetch()} retrying={runs.isRefetching} />;
  const refreshFailure = <RefreshFailure query={runs} fallback={PAYOUT_RUNS_FETCH_ERROR} />;
  if (runs.data.count === 0) {
    return (
      <Stack gap="3">
        {refreshFailure}
        <EmptyState>No payout runs yet. Record one from the Pending tab.</EmptyState>
      </Stack>
    );
  }
  return (
    <Stack gap="3" opacity={runs.isPlaceholderData ? 0.6 : 1}>
      {refreshFailure}
      <ResponsiveList label="Payout runs" rows={runs.data.results} rowKey={(run) => run.id} columns={RUN_COLUMNS} rowLink={(run) => ({ to: runLink(run) })} size="sm" />
      <Pager label="Payout run pages" page={page} pageCount={serverPageCount(runs.data)} onPageChange={onPageChange} summary={countOf(runs.data.count, 'run')} />
    </Stack>
  );
}

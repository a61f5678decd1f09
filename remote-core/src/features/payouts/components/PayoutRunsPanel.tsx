import type { PayoutRunSummary } from 'shared-contracts';
import { Stack, formatDateTime, formatRupees, EmptyState, ErrorState, LoadingState, Pager, RefreshFailure } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { serverPageCount } from '../../../common/model/serverPaging';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import { usePayoutRuns } from '../api/payoutRuns';
import { countValues, useT, type PayoutsT } from '../i18n';

/** The runs' columns, headed in the page's language. */
const runColumns = (t: PayoutsT): ResponsiveListColumn<PayoutRunSummary>[] => [
  { key: 'reference', header: t('runs.reference'), cell: (run) => run.reference, emphasis: true, card: 'title' },
  { key: 'date', header: t('runs.date'), cell: (run) => formatDateTime(run.created_at), text: 'nowrap', card: 'subtitle' },
  { key: 'by', header: t('runs.by'), cell: (run) => personWithId(run.created_by) },
  { key: 'entries', header: t('runs.entries'), cell: (run) => run.entry_count, align: 'end' },
  { key: 'connectors', header: t('runs.connectors'), cell: (run) => run.connector_count, align: 'end' },
  { key: 'net', header: t('runs.net'), cell: (run) => formatRupees(run.net_total), align: 'end', text: 'nowrap', emphasis: true },
];

interface PayoutRunsPanelProps {
  page: number;
  onPageChange: (page: number) => void;
  /** The link of a run (the same page with ?run=). */
  runLink: (run: PayoutRunSummary) => string;
}

/** The Payout runs tab: every recorded run, newest first, each opening its detail. */
export function PayoutRunsPanel({ page, onPageChange, runLink }: PayoutRunsPanelProps) {
  const t = useT();
  const runs = usePayoutRuns(page);
  if (runs.isPending) return <LoadingState label={t('runs.loading')} />;
  if (runs.isError && !runs.data) return <ErrorState error={runs.error} fallback={t('runs.fetchError')} onRetry={() => void runs.refetch()} retrying={runs.isRefetching} />;
  const refreshFailure = <RefreshFailure query={runs} fallback={t('runs.fetchError')} />;
  if (runs.data.count === 0) {
    return (
      <Stack gap="3">
        {refreshFailure}
        <EmptyState>{t('runs.empty')}</EmptyState>
      </Stack>
    );
  }
  return (
    <Stack gap="3" opacity={runs.isPlaceholderData ? 0.6 : 1}>
      {refreshFailure}
      <ResponsiveList label={t('runs.listLabel')} rows={runs.data.results} rowKey={(run) => run.id} columns={runColumns(t)} rowLink={(run) => ({ to: runLink(run) })} size="sm" />
      <Pager
        label={t('runs.pagerLabel')}
        page={page}
        pageCount={serverPageCount(runs.data)}
        onPageChange={onPageChange}
        summary={t('runs.count', countValues(runs.data.count))}
      />
    </Stack>
  );
}

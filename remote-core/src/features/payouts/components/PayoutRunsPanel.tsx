import type { PayoutRunSummary } from 'shared-contracts';
import { Card, Stack, formatDateTime, formatRupees, EmptyState, ErrorState, LoadingState, Pager, RefreshFailure } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { ClickableRow } from '../../../common/components/ClickableRow';
import { countOf, serverPageCount } from '../../../common/model/serverPaging';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import { PAYOUT_RUNS_FETCH_ERROR, usePayoutRuns } from '../api/payoutRuns';

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
      <Card.Root>
        <Table.ScrollArea>
          <Table.Root aria-label="Payout runs" interactive size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Reference</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Date</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">By</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Entries
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Connectors
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Net
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {runs.data.results.map((run) => (
                <ClickableRow key={run.id} to={runLink(run)}>
                  <Table.Cell fontWeight="medium">{run.reference}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(run.created_at)}</Table.Cell>
                  <Table.Cell>{personWithId(run.created_by)}</Table.Cell>
                  <Table.Cell textAlign="end">{run.entry_count}</Table.Cell>
                  <Table.Cell textAlign="end">{run.connector_count}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                    {formatRupees(run.net_total)}
                  </Table.Cell>
                </ClickableRow>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Root>
      <Pager label="Payout run pages" page={page} pageCount={serverPageCount(runs.data)} onPageChange={onPageChange} summary={countOf(runs.data.count, 'run')} />
    </Stack>
  );
}

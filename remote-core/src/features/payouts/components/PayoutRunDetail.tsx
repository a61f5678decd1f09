import { Flex, Heading, SimpleGrid, Stack, formatDateTime, formatRupees, responseStatus, DetailItem, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { BackButton } from '../../../common/components/BackNavigation';
import { ExportCsvButton } from '../../../common/components/ExportCsvButton';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import { PAYOUT_RUN_FETCH_ERROR, fetchPayoutRunCsv, usePayoutRun } from '../api/payoutRuns';
import { ConnectorSection } from './ConnectorSection';

/** One recorded run: its facts, its entries by connector, and the CSV export. */
export function PayoutRunDetail({ runId, onBack }: { runId: number; onBack: () => void }) {
  const run = usePayoutRun(runId);
  const back = <BackButton label="All payout runs" onClick={onBack} />;
  if (run.isPending) {
    return (
      <Stack gap="3">
        {back}
        <LoadingState label="Loading payout run" />
      </Stack>
    );
  }
  if (run.isError) {
    return (
      <Stack gap="3">
        {back}
        {responseStatus(run.error) === 404 ? (
          <EmptyState>There is no payout run with this id.</EmptyState>
        ) : (
          <ErrorState error={run.error} fallback={PAYOUT_RUN_FETCH_ERROR} onRetry={() => void run.refetch()} retrying={run.isRefetching} />
        )}
      </Stack>
    );
  }
  const data = run.data;
  return (
    <Stack gap="4">
      {back}
      <Flex justify="space-between" align={{ base: 'stretch', lg: 'center' }} direction={{ base: 'column', lg: 'row' }} gap="3">
        <Heading as="h2" size="lg" wordBreak="break-word">
          Payout run {data.reference}
        </Heading>
        <ExportCsvButton name={`payout-run-${data.reference.replace(/[^A-Za-z0-9._-]+/g, '-')}`} fetchFile={() => fetchPayoutRunCsv(data.id)} />
      </Flex>
      <SimpleGrid as="dl" aria-label="Payout run summary" columns={{ base: 2, md: 5 }} gap="4">
        <DetailItem label="Date">{formatDateTime(data.created_at)}</DetailItem>
        <DetailItem label="Recorded By">{personWithId(data.created_by)}</DetailItem>
        <DetailItem label="Entries">{data.entry_count}</DetailItem>
        <DetailItem label="Connectors">{data.connector_count}</DetailItem>
        <DetailItem label="Net Total">{formatRupees(data.net_total)}</DetailItem>
      </SimpleGrid>
      {data.connectors.map((group) => (
        <ConnectorSection key={group.connector.id} group={group} />
      ))}
    </Stack>
  );
}

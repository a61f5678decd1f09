import { Flex, Heading, SimpleGrid, Stack, formatDateTime, formatRupees, responseStatus, DetailItem, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { BackButton } from '../../../common/components/BackNavigation';
import { ExportCsvButton } from '../../../common/components/ExportCsvButton';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import {
  PAYOUT_RUN_FETCH_ERROR,
  TRANSFER_FILE_FAILED,
  fetchPayoutRunCsv,
  fetchPayoutRunTransfers,
  payoutRunTransfersFileName,
  usePayoutRun,
} from '../api/payoutRuns';
import { figureItems, runFigures, showsGst } from '../model/payoutRun';
import { ConnectorSection } from './ConnectorSection';
import { DownloadFileButton } from '../../../common/components/DownloadFileButton';

/**
 * One recorded run: its facts and figures, its entries by connector, the CSV export and the bank
 * transfer file (one line per connector with the account paid into).
 */
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
  const figures = figureItems(runFigures(data), data.connectors.some(showsGst)).filter((item) => item.label !== 'Net');
  return (
    <Stack gap="4">
      {back}
      <Flex justify="space-between" align={{ base: 'stretch', lg: 'center' }} direction={{ base: 'column', lg: 'row' }} gap="3">
        <Heading as="h2" size="lg" wordBreak="break-word">
          Payout run {data.reference}
        </Heading>
        <Flex gap="3" align={{ base: 'stretch', lg: 'flex-start' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap">
          <ExportCsvButton name={`payout-run-${data.reference.replace(/[^A-Za-z0-9._-]+/g, '-')}`} fetchFile={() => fetchPayoutRunCsv(data.id)} />
          <DownloadFileButton
            label="Download bank transfer file"
            fetchFile={() => fetchPayoutRunTransfers(data.id)}
            fileName={payoutRunTransfersFileName(data.id)}
            failure={TRANSFER_FILE_FAILED}
            note="Full account numbers; every download is logged."
          />
        </Flex>
      </Flex>
      <SimpleGrid as="dl" aria-label="Payout run summary" columns={{ base: 2, md: 4 }} gap="4">
        <DetailItem label="Date">{formatDateTime(data.created_at)}</DetailItem>
        <DetailItem label="Recorded By">{personWithId(data.created_by)}</DetailItem>
        <DetailItem label="Entries">{data.entry_count}</DetailItem>
        <DetailItem label="Connectors">{data.connector_count}</DetailItem>
        {figures.map((item) => (
          <DetailItem key={item.label} label={item.label}>
            {item.value}
          </DetailItem>
        ))}
        <DetailItem label="Net Total">{formatRupees(data.net_total)}</DetailItem>
      </SimpleGrid>
      {data.connectors.map((group) => (
        <ConnectorSection key={group.connector.id} group={group} />
      ))}
    </Stack>
  );
}

import { Flex, Heading, SimpleGrid, Stack, formatDateTime, formatRupees, responseStatus, DetailItem, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { BackButton } from '../../../common/components/BackNavigation';
import { ExportCsvButton } from '../../../common/components/ExportCsvButton';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import { fetchPayoutRunCsv, fetchPayoutRunTransfers, payoutRunTransfersFileName, usePayoutRun } from '../api/payoutRuns';
import { useT } from '../i18n';
import { FIGURE_LABELS, figureItems, runFigures, showsGst } from '../model/payoutRun';
import { ConnectorSection } from './ConnectorSection';
import { DownloadFileButton } from '../../../common/components/DownloadFileButton';

/**
 * One recorded run: its facts and figures, its entries by connector, the CSV export and the bank
 * transfer file (one line per connector with the account paid into).
 */
export function PayoutRunDetail({ runId, onBack }: { runId: number; onBack: () => void }) {
  const t = useT();
  const run = usePayoutRun(runId);
  const back = <BackButton label={t('run.back')} onClick={onBack} />;
  if (run.isPending) {
    return (
      <Stack gap="3">
        {back}
        <LoadingState label={t('run.loading')} />
      </Stack>
    );
  }
  if (run.isError) {
    return (
      <Stack gap="3">
        {back}
        {responseStatus(run.error) === 404 ? (
          <EmptyState>{t('run.notFound')}</EmptyState>
        ) : (
          <ErrorState error={run.error} fallback={t('run.fetchError')} onRetry={() => void run.refetch()} retrying={run.isRefetching} />
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
          {t('run.title', { reference: data.reference })}
        </Heading>
        <Flex gap="3" align={{ base: 'stretch', lg: 'flex-start' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap">
          <ExportCsvButton name={`payout-run-${data.reference.replace(/[^A-Za-z0-9._-]+/g, '-')}`} fetchFile={() => fetchPayoutRunCsv(data.id)} />
          <DownloadFileButton
            label={t('run.transferFile')}
            fetchFile={() => fetchPayoutRunTransfers(data.id)}
            fileName={payoutRunTransfersFileName(data.id)}
            failure={t('run.transferFileFailed')}
            note={t('run.transferFileNote')}
          />
        </Flex>
      </Flex>
      <SimpleGrid as="dl" aria-label={t('run.summary')} columns={{ base: 2, md: 4 }} gap="4">
        <DetailItem label={t('run.date')}>{formatDateTime(data.created_at)}</DetailItem>
        <DetailItem label={t('run.recordedBy')}>{personWithId(data.created_by)}</DetailItem>
        <DetailItem label={t('run.entries')}>{data.entry_count}</DetailItem>
        <DetailItem label={t('run.connectors')}>{data.connector_count}</DetailItem>
        {figures.map((item) => (
          <DetailItem key={item.label} label={t(FIGURE_LABELS[item.label])}>
            {item.value}
          </DetailItem>
        ))}
        <DetailItem label={t('run.netTotal')}>{formatRupees(data.net_total)}</DetailItem>
      </SimpleGrid>
      {data.connectors.map((group) => (
        <ConnectorSection key={group.connector.id} group={group} />
      ))}
    </Stack>
  );
}

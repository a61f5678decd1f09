import { useMemo, useState } from 'react';
import { Card, HStack, Stack, Text, formatRupees, getErrorMessage, clampPage, EmptyState, LoadingState, pageCount, PageHeader, pageItems, Pager } from 'shared-ui';
import { CsvDownloadButton } from '../../common/components/CsvDownloadButton';
import { BONUS_FETCH_ERROR, useBonusDetails } from './api/bonusDetails';
import { TransactionGrid } from './components/TransactionGrid';
import { TransactionTable } from './components/TransactionTable';
import { ViewToggle } from './components/ViewToggle';
import { BONUS_PAGE_SIZE, DEFAULT_BONUS_VIEW, statementCsv, statementRows, type BonusView } from './model/bonusStatement';

/**
 * Bonus Details (/bonus): the total, and every transaction as cards (Grid, the default) or as a
 * table, 24 per page; the CSV export has the table's columns for every transaction.
 */
export default function BonusPage() {
  const { data, error, isPending, isError } = useBonusDetails();
  const [view, setView] = useState<BonusView>(DEFAULT_BONUS_VIEW);
  const [page, setPage] = useState(1);
  const rows = useMemo(() => statementRows(data?.transactions ?? []), [data]);
  const current = clampPage(page, rows.length, BONUS_PAGE_SIZE);
  const shown = pageItems(rows, current, BONUS_PAGE_SIZE);

  const header = (
    <PageHeader
      title="Bonus Details"
      subtitle="Your payouts for approved leads, and any deductions."
      actions={
        <HStack gap="2" wrap="wrap">
          <ViewToggle view={view} onChange={setView} />
          <CsvDownloadButton name="bonus-statement" build={() => statementCsv(rows)} disabled={rows.length === 0} />
        </HStack>
      }
    />
  );

  if (isPending) {
    return (
      <Stack gap="6">
        {header}
        <LoadingState label="Loading bonus details" />
      </Stack>
    );
  }
  if (isError) {
    return (
      <Stack gap="6">
        {header}
        <Text color="red.600" role="alert">
          {getErrorMessage(error, BONUS_FETCH_ERROR)}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      {header}
      <Card.Root role="group" aria-label="Total Bonus Amount" maxW={{ lg: 'sm' }}>
        <Card.Body gap="1">
          <Text fontSize="sm" color="fg.muted">
            Total Bonus Amount
          </Text>
          <Text fontSize="3xl" fontWeight="bold" color="brand.700">
            {formatRupees(data.bonus_amount)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {rows.length === 1 ? '1 transaction' : `${rows.length} transactions`}
          </Text>
        </Card.Body>
      </Card.Root>
      {rows.length === 0 ? (
        <EmptyState>No transactions yet. Payouts appear here once your leads are approved.</EmptyState>
      ) : (
        <Stack gap="3">
          {view === 'grid' ? <TransactionGrid rows={shown} /> : <TransactionTable rows={shown} />}
          <Pager label="Transaction pages" page={current} pageCount={pageCount(rows.length, BONUS_PAGE_SIZE)} onPageChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}

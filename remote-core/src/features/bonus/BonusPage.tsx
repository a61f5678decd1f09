import { useMemo, useState } from 'react';
import { HStack, Stack, PageHeader, lazyPageBody } from 'shared-ui';
import { CsvDownloadButton } from '../../common/components/CsvDownloadButton';
import { useBonusDetails } from './api/bonusDetails';
import { ViewToggle } from './components/ViewToggle';
import { DEFAULT_BONUS_VIEW, statementCsv, statementRows, type BonusView } from './model/bonusStatement';

const BonusPageBody = lazyPageBody(() => import('./BonusPageBody'), 'Loading bonus details');

/**
 * Bonus Details (/bonus): the total, and every transaction as cards (Grid, the default) or as a
 * table, 24 per page; the CSV export has the table's columns for every transaction. The header is
 * drawn first; the total and the transactions, whose table needs shared-ui/widgets, are
 * BonusPageBody (docs/pages.md, "A page's header first").
 */
export default function BonusPage() {
  const { data, error } = useBonusDetails();
  const [view, setView] = useState<BonusView>(DEFAULT_BONUS_VIEW);
  const [page, setPage] = useState(1);
  const rows = useMemo(() => statementRows(data?.transactions ?? []), [data]);

  return (
    <Stack gap="6">
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
      <BonusPageBody statement={data} error={error} rows={rows} view={view} page={page} onPageChange={setPage} />
    </Stack>
  );
}

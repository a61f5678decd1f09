import { useState } from 'react';
import { HStack, Stack, PageHeader } from 'shared-ui';
import { CsvDownloadButton } from '../../common/components/CsvDownloadButton';
import { useBonusDetails } from './api/bonusDetails';
import BonusPageBody from './BonusPageBody';
import { ViewToggle } from './components/ViewToggle';
import { useT } from './i18n';
import { DEFAULT_BONUS_VIEW, statementCsv, statementRows, type BonusView } from './model/bonusStatement';

/**
 * Bonus Details (/bonus): the total, and every transaction as cards (Grid, the default) or as a
 * table, 24 per page; the CSV export has the table's columns for every transaction. The page's first
 * read is the ledger (pages.json firstReads): opened directly, its answer is often in before the first
 * render, and the total and the cards, the page's largest paint on a phone, are drawn in the first
 * frame with the header. Only the table view and the statement's month picker need shared-ui/widgets:
 * BonusPageBody loads them after that frame (docs/pages.md, "A page's header first").
 */
export default function BonusPage() {
  const t = useT();
  const { data, error } = useBonusDetails();
  const [view, setView] = useState<BonusView>(DEFAULT_BONUS_VIEW);
  const [page, setPage] = useState(1);
  // Made at each render (not memoised): its texts follow the language shown.
  const rows = statementRows(data?.transactions ?? [], t);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <HStack gap="2" wrap="wrap">
            <ViewToggle view={view} onChange={setView} />
            <CsvDownloadButton name="bonus-statement" build={() => statementCsv(rows, t)} disabled={rows.length === 0} />
          </HStack>
        }
      />
      <BonusPageBody statement={data} error={error} rows={rows} view={view} page={page} onPageChange={setPage} />
    </Stack>
  );
}

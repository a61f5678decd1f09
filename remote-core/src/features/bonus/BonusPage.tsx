import { useState } from 'react';
import { HStack, Stack, PageHeader, LoadingState, lazyAfterFirstFrame } from 'shared-ui';
import { CsvDownloadButton } from '../../common/components/CsvDownloadButton';
import { useBonusDetails } from './api/bonusDetails';
import { ViewToggle } from './components/ViewToggle';
import { useT } from './i18n';
import { DEFAULT_BONUS_VIEW, statementCsv, statementRows, type BonusView } from './model/bonusStatement';

/** The body's place until its code is in: the page kit's spinner, named in the page's language. */
function LoadingBonus() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

/** lazyPageBody with a spinner whose name follows the language. */
const BonusPageBody = lazyAfterFirstFrame(() => import('./BonusPageBody'), LoadingBonus);

/**
 * Bonus Details (/bonus): the total, and every transaction as cards (Grid, the default) or as a
 * table, 24 per page; the CSV export has the table's columns for every transaction. The header is
 * drawn first; the total and the transactions, whose table needs shared-ui/widgets, are
 * BonusPageBody (docs/pages.md, "A page's header first").
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

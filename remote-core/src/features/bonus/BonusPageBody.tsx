import type { BonusResponse } from 'shared-contracts';
import {
  Card,
  Stack,
  Text,
  formatRupees,
  getErrorMessage,
  clampPage,
  EmptyState,
  LoadingState,
  lazyAfterFirstFrame,
  pageCount,
  pageItems,
  Pager,
} from 'shared-ui';
import { TransactionGrid } from './components/TransactionGrid';
import { useT } from './i18n';
import { BONUS_PAGE_SIZE, paidTotalNote, type BonusView, type StatementRow } from './model/bonusStatement';

/** The table's place until its code is in: the page kit's spinner, named in the page's language. */
function LoadingTable() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

// The table view and the month picker need shared-ui/widgets, the largest file a page loads after
// react-dom; the grid, the default view, does not, so it is drawn as soon as the ledger is read.
const TransactionTable = lazyAfterFirstFrame<{ rows: StatementRow[] }>(
  () => import('./components/TransactionTable').then((module) => ({ default: module.TransactionTable })),
  LoadingTable,
);
const StatementDownload = lazyAfterFirstFrame<object>(
  () => import('./components/StatementDownload').then((module) => ({ default: module.StatementDownload })),
  // Below the transactions: nothing in its place until it is drawn, so nothing above it moves.
  () => null,
);

interface BonusPageBodyProps {
  /**
   * The page's read of the statement (BonusPage starts it with its header), undefined until it has
   * been read. Handed down rather than read again here: a second reader of the query mounting after
   * the read had failed would ask the server again (React Query retries a failed query on mount)
   * before the failure is shown.
   */
  statement: BonusResponse | undefined;
  /** Why the statement could not be read, or null. */
  error: Error | null;
  /** Every transaction as the statement shows it (the page's header exports them too). */
  rows: StatementRow[];
  /** Grid or Table, chosen in the page's header. */
  view: BonusView;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * /bonus below its header: the Total Bonus Amount, the transactions, paged, in the chosen view, and the
 * monthly statement (BonusPage). Drawn with the header: it imports nothing from shared-ui/widgets.
 */
export default function BonusPageBody({ statement, error, rows, view, page, onPageChange }: BonusPageBodyProps) {
  const t = useT();
  const current = clampPage(page, rows.length, BONUS_PAGE_SIZE);
  const shown = pageItems(rows, current, BONUS_PAGE_SIZE);

  if (error !== null) {
    return (
      <Text color="red.600" role="alert">
        {getErrorMessage(error, t('page.fetchError'))}
      </Text>
    );
  }
  if (statement === undefined) return <LoadingState label={t('page.loading')} />;

  return (
    <>
      <Card.Root role="group" aria-label={t('total.title')} maxW={{ lg: 'sm' }}>
        <Card.Body gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('total.title')}
          </Text>
          <Text fontSize="3xl" fontWeight="bold" color="brand.700">
            {formatRupees(statement.bonus_amount)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {paidTotalNote(statement.transactions, t)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('total.transactions', { count: rows.length, shown: String(rows.length) })}
          </Text>
        </Card.Body>
      </Card.Root>
      {rows.length === 0 ? (
        <EmptyState>{t('transactions.empty')}</EmptyState>
      ) : (
        <Stack gap="3">
          {view === 'grid' ? <TransactionGrid rows={shown} /> : <TransactionTable rows={shown} />}
          <Pager label={t('transactions.pages')} page={current} pageCount={pageCount(rows.length, BONUS_PAGE_SIZE)} onPageChange={onPageChange} />
        </Stack>
      )}
      {/* After the transactions, which are what the page is opened for: above them, on a phone its
          description was the first screen's largest text, painted only once the statement arrived. */}
      <StatementDownload />
    </>
  );
}

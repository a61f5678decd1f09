import { useMemo, type ReactNode } from 'react';
import type { PayoutEntry } from 'shared-contracts';
import { Badge, Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useT, type PayoutsT } from '../i18n';
import { entryChoiceText, entryTypeText, payoutEntryRow, type PayoutEntryRow } from '../model/payoutRun';

interface EntriesListProps {
  /** The list's name ("Entries of Aarav Sharma (CN1001)"). */
  label: string;
  entries: readonly PayoutEntry[];
  /** A checkbox per entry (the Pending tab); none in a recorded run. */
  select?: (entry: PayoutEntry, text: string) => ReactNode;
}

interface EntryItem {
  entry: PayoutEntry;
  row: PayoutEntryRow;
}

const isDebit = ({ row }: EntryItem) => row.type === 'Debit';

/** "TDS" / "GST" before a tax entry's description: what kind of entry it is, in words. */
function KindTag({ row }: EntryItem) {
  if (!row.kind) return null;
  return (
    <>
      <Badge size="sm" variant="outline" colorPalette={row.kind === 'TDS' ? 'orange' : 'blue'} me="1.5" verticalAlign="middle">
        {row.kind}
      </Badge>{' '}
    </>
  );
}

/** The entries' columns, headed in the page's language. */
const entryColumns = (t: PayoutsT): ResponsiveListColumn<EntryItem>[] => [
  {
    key: 'type',
    header: t('entries.type'),
    cell: ({ row }) => entryTypeText(row.type, t),
    cardCell: (item) => (
      <Badge colorPalette={isDebit(item) ? 'red' : 'green'} variant="subtle">
        {entryTypeText(item.row.type, t)}
      </Badge>
    ),
    card: 'badge',
  },
  { key: 'customer', header: t('entries.customer'), cell: ({ row }) => row.customer, card: 'subtitle' },
  {
    key: 'description',
    header: t('entries.description'),
    cell: (item) => (
      <Text as="span" color="fg.muted">
        <KindTag {...item} />
        {item.row.description}
      </Text>
    ),
    cardCell: (item) => (
      <>
        <KindTag {...item} />
        {item.row.description}
      </>
    ),
    card: 'title',
  },
  {
    key: 'amount',
    header: t('entries.amount'),
    cell: (item) => (
      <Text as="span" fontWeight="semibold" color={isDebit(item) ? 'red.600' : 'green.700'}>
        {item.row.amount}
      </Text>
    ),
    align: 'end',
    text: 'nowrap',
  },
  { key: 'date', header: t('entries.date'), cell: ({ row }) => row.date, text: 'nowrap' },
];

/**
 * A connector's ledger entries: type, customer, description (a tax entry tagged TDS or GST), amount
 * (debits negative, red) and date; a table on wide screens, cards below 1024px.
 */
export function EntriesList({ label, entries, select }: EntriesListProps) {
  const t = useT();
  // Kept while the entries are: the list redraws its rows whenever it gets a new array (docs/shared-ui.md).
  const items = useMemo(() => entries.map((entry) => ({ entry, row: payoutEntryRow(entry) })), [entries]);
  const columns: readonly ResponsiveListColumn<EntryItem>[] = select
    ? [
        {
          key: 'select',
          header: t('entries.select'),
          hideHeader: true,
          cell: ({ entry, row }) => select(entry, entryChoiceText(row, t)),
          card: 'actions',
        },
        ...entryColumns(t),
      ]
    : entryColumns(t);
  return <ResponsiveList label={label} rows={items} rowKey={({ row }) => row.id} columns={columns} size="sm" cardHeadingLevel={3} />;
}

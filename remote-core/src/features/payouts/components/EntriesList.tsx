import { useMemo, type ReactNode } from 'react';
import type { PayoutEntry } from 'shared-contracts';
import { Badge, Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { entryChoiceText, payoutEntryRow, type PayoutEntryRow } from '../model/payoutRun';

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

const ENTRY_COLUMNS: readonly ResponsiveListColumn<EntryItem>[] = [
  {
    key: 'type',
    header: 'Type',
    cell: ({ row }) => row.type,
    cardCell: (item) => (
      <Badge colorPalette={isDebit(item) ? 'red' : 'green'} variant="subtle">
        {item.row.type}
      </Badge>
    ),
    card: 'badge',
  },
  { key: 'customer', header: 'Customer', cell: ({ row }) => row.customer, card: 'subtitle' },
  {
    key: 'description',
    header: 'Description',
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
    header: 'Amount',
    cell: (item) => (
      <Text as="span" fontWeight="semibold" color={isDebit(item) ? 'red.600' : 'green.700'}>
        {item.row.amount}
      </Text>
    ),
    align: 'end',
    text: 'nowrap',
  },
  { key: 'date', header: 'Date', cell: ({ row }) => row.date, text: 'nowrap' },
];

/**
 * A connector's ledger entries: type, customer, description (a tax entry tagged TDS or GST), amount
 * (debits negative, red) and date; a table on wide screens, cards below 1024px.
 */
export function EntriesList({ label, entries, select }: EntriesListProps) {
  // Kept while the entries are: the list redraws its rows whenever it gets a new array (docs/shared-ui.md).
  const items = useMemo(() => entries.map((entry) => ({ entry, row: payoutEntryRow(entry) })), [entries]);
  const columns: readonly ResponsiveListColumn<EntryItem>[] = select
    ? [
        {
          key: 'select',
          header: 'Select',
          hideHeader: true,
          cell: ({ entry, row }) => select(entry, entryChoiceText(row)),
          card: 'actions',
        },
        ...ENTRY_COLUMNS,
      ]
    : ENTRY_COLUMNS;
  return <ResponsiveList label={label} rows={items} rowKey={({ row }) => row.id} columns={columns} size="sm" cardHeadingLevel={3} />;
}

import { useMemo, type ReactNode } from 'react';
import type { PayoutEntry } from 'shared-contracts';
import { Badge, Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { payoutEntryRow, type PayoutEntryRow } from '../model/payoutRun';

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
    cell: ({ row }) => (
      <Text as="span" color="fg.muted">
        {row.description}
      </Text>
    ),
    cardCell: ({ row }) => row.description,
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
 * A connector's ledger entries: type, customer, description, amount (debits negative, red) and
 * date; a table on wide screens, cards below 1024px.
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
          cell: ({ entry, row }) => select(entry, `${row.type} ${row.amount}, ${row.customer}`),
          card: 'actions',
        },
        ...ENTRY_COLUMNS,
      ]
    : ENTRY_COLUMNS;
  return <ResponsiveList label={label} rows={items} rowKey={({ row }) => row.id} columns={columns} size="sm" cardHeadingLevel={3} />;
}

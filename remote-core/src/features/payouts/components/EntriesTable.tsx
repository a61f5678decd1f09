import type { ReactNode } from 'react';
import type { PayoutEntry } from 'shared-contracts';
import { Box } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { payoutEntryRow } from '../model/payoutRun';

interface EntriesTableProps {
  /** The table's name ("Entries of Aarav Sharma (CN1001)"). */
  label: string;
  entries: readonly PayoutEntry[];
  /** A checkbox per entry (the Pending tab); none in a recorded run. */
  select?: (entry: PayoutEntry, text: string) => ReactNode;
}

/** A connector's ledger entries: type, customer, description, amount (debits negative, red) and date. */
export function EntriesTable({ label, entries, select }: EntriesTableProps) {
  return (
    <Table.ScrollArea>
      <Table.Root aria-label={label} size="sm">
        <Table.Header>
          <Table.Row>
            {select ? (
              <Table.ColumnHeader scope="col" width="10">
                <Box srOnly>Select</Box>
              </Table.ColumnHeader>
            ) : null}
            <Table.ColumnHeader scope="col">Type</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Customer</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Description</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Amount
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Date</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => {
            const row = payoutEntryRow(entry);
            return (
              <Table.Row key={row.id} data-transaction-type={row.type.toLowerCase()}>
                {select ? <Table.Cell>{select(entry, `${row.type} ${row.amount}, ${row.customer}`)}</Table.Cell> : null}
                <Table.Cell>{row.type}</Table.Cell>
                <Table.Cell>{row.customer}</Table.Cell>
                <Table.Cell color="fg.muted" minW="48">
                  {row.description}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold" color={row.type === 'Debit' ? 'red.600' : 'green.700'}>
                  {row.amount}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.date}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

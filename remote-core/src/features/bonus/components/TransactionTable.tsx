import { Card } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { STATEMENT_COLUMNS, type StatementRow } from '../model/bonusStatement';
import { transactionAmountColor } from '../model/transactionDisplay';

const STATUS_COLOR: Record<StatementRow['status'], string> = {
  Pending: 'yellow.700',
  Credited: 'green.700',
  Debited: 'red.700',
};

/** The table view; its columns are the CSV's (STATEMENT_COLUMNS). */
export function TransactionTable({ rows }: { rows: StatementRow[] }) {
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label="Transactions" size="sm">
          <Table.Header>
            <Table.Row>
              {STATEMENT_COLUMNS.map((column) => (
                <Table.ColumnHeader scope="col" key={column.header} whiteSpace="nowrap">
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id} data-transaction-type={row.type}>
                <Table.Cell whiteSpace="nowrap">{row.date}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontWeight="semibold" color={transactionAmountColor({ transaction_type: row.type })}>
                  {row.amount}
                </Table.Cell>
                <Table.Cell color={STATUS_COLOR[row.status]} fontWeight="medium">
                  {row.status}
                </Table.Cell>
                <Table.Cell>{row.customer}</Table.Cell>
                <Table.Cell>{row.bank}</Table.Cell>
                <Table.Cell>{row.loanType}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.loanAmount}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.commission}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}

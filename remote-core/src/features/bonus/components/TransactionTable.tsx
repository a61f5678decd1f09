import type { ReactNode } from 'react';
import { Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { STATEMENT_COLUMNS, type StatementRow } from '../model/bonusStatement';
import { transactionAmountColor } from '../model/transactionDisplay';

const STATUS_COLOR: Record<StatementRow['status'], string> = {
  Pending: 'yellow.700',
  Credited: 'green.700',
  Debited: 'red.700',
};

/** Amounts, dates and commissions stay on one line. */
const ONE_LINE = new Set(['Date', 'Amount', 'Loan Amount', 'Commission']);

/** A cell: the CSV's text, coloured for Amount (credit green, debit red) and Status. */
function statementCell(header: string, row: StatementRow, text: string): ReactNode {
  if (header === 'Amount')
    return (
      <Text as="span" fontWeight="semibold" color={transactionAmountColor({ transaction_type: row.type })}>
        {text}
      </Text>
    );
  if (header === 'Status')
    return (
      <Text as="span" fontWeight="medium" color={STATUS_COLOR[row.status]}>
        {text}
      </Text>
    );
  return text;
}

/** The CSV's columns (STATEMENT_COLUMNS), with the same texts. */
const TRANSACTION_COLUMNS: readonly ResponsiveListColumn<StatementRow>[] = STATEMENT_COLUMNS.map((column) => ({
  key: column.header,
  header: column.header,
  cell: (row) => statementCell(column.header, row, column.text(row)),
  text: ONE_LINE.has(column.header) ? 'nowrap' : undefined,
}));

/** The table view, which the user chose: a table at every width (the grid view is the cards). */
export function TransactionTable({ rows }: { rows: StatementRow[] }) {
  return <ResponsiveList label="Transactions" rows={rows} rowKey={(row) => row.id} columns={TRANSACTION_COLUMNS} layout="table" size="sm" />;
}

import type { ReactNode } from 'react';
import { Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useT } from '../i18n';
import { statementColumns, type StatementColumnKey, type StatementRow } from '../model/bonusStatement';
import { transactionAmountColor } from '../model/transactionDisplay';

const STATUS_COLOR: Record<StatementRow['status'], string> = {
  Pending: 'yellow.700',
  Credited: 'green.700',
  Debited: 'red.700',
};

/** Amounts, dates and commissions stay on one line. */
const ONE_LINE = new Set<StatementColumnKey>(['date', 'amount', 'loanAmount', 'commission']);

/** A cell: the CSV's text, coloured for Amount (credit green, debit red) and Status. */
function statementCell(key: StatementColumnKey, row: StatementRow, text: string): ReactNode {
  if (key === 'amount')
    return (
      <Text as="span" fontWeight="semibold" color={transactionAmountColor({ transaction_type: row.type })}>
        {text}
      </Text>
    );
  if (key === 'status')
    return (
      <Text as="span" fontWeight="medium" color={STATUS_COLOR[row.status]}>
        {text}
      </Text>
    );
  return text;
}

/** The table view, which the user chose: a table at every width (the grid view is the cards), with the CSV's columns and texts. */
export function TransactionTable({ rows }: { rows: StatementRow[] }) {
  const t = useT();
  const columns: ResponsiveListColumn<StatementRow>[] = statementColumns(t).map((column) => ({
    key: column.key,
    header: column.header,
    cell: (row) => statementCell(column.key, row, column.text(row)),
    text: ONE_LINE.has(column.key) ? 'nowrap' : undefined,
  }));
  return <ResponsiveList label={t('transactions.label')} rows={rows} rowKey={(row) => row.id} columns={columns} layout="table" size="sm" />;
}

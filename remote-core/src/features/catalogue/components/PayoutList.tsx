import { Box, Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useT, type CatalogueT } from '../i18n';
import type { PayoutRow } from '../model/payoutRows';

interface PayoutListProps {
  /** The first column: "Loan Type" (a bank's loans) or "Bank Name" (a loan type's banks). */
  nameColumn: string;
  /** The list's accessible name. */
  label: string;
  rows: PayoutRow[];
}

function payoutColumns(nameColumn: string, t: CatalogueT): ResponsiveListColumn<PayoutRow>[] {
  return [
    { key: 'name', header: nameColumn, cell: (row) => row.name, emphasis: true, text: 'nowrap', card: 'title' },
    {
      key: 'documents',
      header: t('payout.requiredDocuments'),
      // Wide enough to read as a sentence, narrow enough to leave the payout on screen.
      cell: (row) => (
        <Box minW="56" maxW="xl" color="fg.muted">
          {row.requiredDocuments}
        </Box>
      ),
      cardCell: (row) => (
        <Text fontSize="sm" color="fg.muted">
          {row.requiredDocuments}
        </Text>
      ),
      card: 'line',
    },
    {
      key: 'payout',
      header: t('payout.connectorsPayout'),
      cell: (row) => (
        <Text as="span" fontWeight="semibold">
          {row.payout}
        </Text>
      ),
      align: 'end',
      text: 'nowrap',
      only: 'table',
    },
    {
      key: 'commission',
      header: t('payout.commission'),
      cell: (row) => (
        <Text fontWeight="semibold" color="green.700">
          {row.commissionLine}
        </Text>
      ),
      only: 'cards',
      card: 'line',
    },
  ];
}

/**
 * Bank loans with their required documents and the connector's payout: a table on wide screens;
 * below 1024px one card each, where a commission line replaces the payout column.
 */
export function PayoutList({ nameColumn, label, rows }: PayoutListProps) {
  const t = useT();
  return <ResponsiveList label={label} rows={rows} rowKey={(row) => row.id} columns={payoutColumns(nameColumn, t)} />;
}

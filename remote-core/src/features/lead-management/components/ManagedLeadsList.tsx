import { Badge, LeadStatusBadge, Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useT, type LeadManagementT } from '../i18n';
import { managedLeadPath, type LeadListState, type ManagedLeadRow } from '../model/managedLeadRows';

function referrerLine(row: ManagedLeadRow): string {
  return row.referrerId ? `${row.referrerName} (${row.referrerId})` : row.referrerName;
}

/**
 * The columns of the leads. Beside the sidebar on 1024–1279px the referrer, documents and payout
 * move under the customer's name; the figures a manager scans down (bank, type, amount, status,
 * created) stay columns.
 */
const leadColumns = (t: LeadManagementT): ResponsiveListColumn<ManagedLeadRow>[] => [
    {
      key: 'id',
      header: t('column.id'),
      cell: (row) => (
        <Text as="span" color="fg.muted">
          #{row.id}
        </Text>
      ),
      text: 'nowrap',
      card: 'none',
    },
    {
      key: 'customer',
      header: t('column.customer'),
      card: 'title',
      cell: (row) => (
        <>
          <Text fontWeight="medium">{row.customerName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.mobile}
          </Text>
        </>
      ),
      // On a card the name alone, as the link to the lead.
      cardCell: (row) => row.customerName,
    },
    { key: 'mobile', header: t('column.mobile'), cell: (row) => row.mobile, only: 'cards' },
    { key: 'bank', header: t('column.bank'), cell: (row) => row.bank },
    { key: 'loanType', header: t('column.loanType'), cell: (row) => row.loanType },
    { key: 'amount', header: t('column.loanAmount'), cell: (row) => row.amount, align: 'end', text: 'nowrap' },
    { key: 'status', header: t('column.status'), cell: (row) => <LeadStatusBadge status={row.status} />, card: 'badge' },
    {
      key: 'referrer',
      header: t('column.referredBy'),
      priority: 'secondary',
      cell: (row) => (
        <>
          <Text>{row.referrerName}</Text>
          {row.referrerId ? (
            <Text fontSize="xs" color="fg.muted">
              {row.referrerId}
            </Text>
          ) : null}
        </>
      ),
      cardCell: referrerLine,
    },
    {
      key: 'documents',
      header: t('column.documents'),
      priority: 'secondary',
      cell: (row) => (
        <Badge colorPalette={row.allVerified ? 'green' : 'gray'} variant="subtle" aria-label={t('documents.verifiedLabel', { documents: row.documents })}>
          {row.documents}
        </Badge>
      ),
      cardCell: (row) => t('documents.verified', { documents: row.documents }),
    },
    { key: 'payout', header: t('column.payout'), cell: (row) => row.payout, align: 'end', text: 'nowrap', priority: 'secondary' },
    { key: 'created', header: t('column.created'), cell: (row) => row.created, text: 'nowrap' },
];

/**
 * The leads: a table (cards below 1024px); a row or card opens the lead, with the list's filters
 * for the way back.
 */
export function ManagedLeadsList({ rows, listState }: { rows: ManagedLeadRow[]; listState: LeadListState }) {
  const t = useT();
  return (
    <ResponsiveList
      label={t('list.label')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={leadColumns(t)}
      rowLink={(row) => ({ to: managedLeadPath(row.id), state: listState })}
      size="sm"
    />
  );
}

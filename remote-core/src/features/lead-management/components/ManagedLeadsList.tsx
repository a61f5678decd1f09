import { Badge, LeadStatusBadge, Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { managedLeadPath, type LeadListState, type ManagedLeadRow } from '../model/managedLeadRows';

function referrerLine(row: ManagedLeadRow): string {
  return row.referrerId ? `${row.referrerName} (${row.referrerId})` : row.referrerName;
}

/**
 * The columns of the leads. Beside the sidebar on 1024–1279px the referrer, documents and payout
 * move under the customer's name; the figures a manager scans down (bank, type, amount, status,
 * created) stay columns.
 */
const LEAD_COLUMNS: readonly ResponsiveListColumn<ManagedLeadRow>[] = [
    {
      key: 'id',
      header: 'ID',
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
      header: 'Customer',
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
    { key: 'mobile', header: 'Mobile', cell: (row) => row.mobile, only: 'cards' },
    { key: 'bank', header: 'Bank', cell: (row) => row.bank },
    { key: 'loanType', header: 'Loan Type', cell: (row) => row.loanType },
    { key: 'amount', header: 'Loan Amount', cell: (row) => row.amount, align: 'end', text: 'nowrap' },
    { key: 'status', header: 'Status', cell: (row) => <LeadStatusBadge status={row.status} />, card: 'badge' },
    {
      key: 'referrer',
      header: 'Referred By',
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
      header: 'Documents',
      priority: 'secondary',
      cell: (row) => (
        <Badge colorPalette={row.allVerified ? 'green' : 'gray'} variant="subtle" aria-label={`${row.documents} documents verified`}>
          {row.documents}
        </Badge>
      ),
      cardCell: (row) => `${row.documents} verified`,
    },
    { key: 'payout', header: 'Payout', cell: (row) => row.payout, align: 'end', text: 'nowrap', priority: 'secondary' },
    { key: 'created', header: 'Created', cell: (row) => row.created, text: 'nowrap' },
];

/**
 * The leads: a table (cards below 1024px); a row or card opens the lead, with the list's filters
 * for the way back.
 */
export function ManagedLeadsList({ rows, listState }: { rows: ManagedLeadRow[]; listState: LeadListState }) {
  return (
    <ResponsiveList
      label="Leads"
      rows={rows}
      rowKey={(row) => row.id}
      columns={LEAD_COLUMNS}
      rowLink={(row) => ({ to: managedLeadPath(row.id), state: listState })}
      size="sm"
    />
  );
}

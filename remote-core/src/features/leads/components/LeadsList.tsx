import { LeadStatusBadge, Stack, clampPage, pageCount, pageItems, Pager } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { LEADS_PAGE_SIZE, referrerCardFacts, type LeadRow } from '../model/leadRows';
import { ReferrerTooltip } from './ReferrerTooltip';

const leadPath = (row: LeadRow) => `/lead/${row.id}`;

/**
 * The table's columns are the CSV's (LEAD_COLUMNS), with the same texts. On a card the referrer's
 * details are listed instead of the table's hover tooltip: a phone cannot hover, and a tap on the
 * card opens the lead.
 */
const LEAD_LIST_COLUMNS: readonly ResponsiveListColumn<LeadRow>[] = [
  {
    key: 'customer',
    header: 'Customer Name',
    cell: (row) => row.customerName,
    emphasis: true,
    card: 'title',
  },
  { key: 'mobile', header: 'Mobile', cell: (row) => row.mobile, text: 'nowrap' },
  { key: 'loanType', header: 'Loan Type', cell: (row) => row.loanType },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end', text: 'nowrap' },
  { key: 'status', header: 'Status', cell: (row) => <LeadStatusBadge status={row.status} />, card: 'badge' },
  {
    key: 'referrer',
    header: 'Referred By',
    cell: (row) => <ReferrerTooltip row={row} />,
    cardCell: (row) => referrerCardFacts(row).referredBy,
  },
  { key: 'createdBy', header: 'Created By', cell: (row) => referrerCardFacts(row).createdBy, only: 'cards' },
  { key: 'created', header: 'Created', cell: (row) => referrerCardFacts(row).created, only: 'cards' },
];

interface LeadsListProps {
  rows: LeadRow[];
  page: number;
  onPageChange: (page: number) => void;
}

/** One page of the leads (25): a table on wide screens, cards below 1024px, and the pager. */
export function LeadsList({ rows, page, onPageChange }: LeadsListProps) {
  const current = clampPage(page, rows.length, LEADS_PAGE_SIZE);
  const shown = pageItems(rows, current, LEADS_PAGE_SIZE);
  return (
    <Stack gap="3">
      <ResponsiveList label="My leads" rows={shown} rowKey={(row) => row.id} columns={LEAD_LIST_COLUMNS} rowLink={(row) => ({ to: leadPath(row) })} />
      <Pager label="Leads pages" page={current} pageCount={pageCount(rows.length, LEADS_PAGE_SIZE)} onPageChange={onPageChange} />
    </Stack>
  );
}

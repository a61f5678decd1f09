import { LeadStatusBadge, Stack, clampPage, pageCount, pageItems, Pager } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useT, type LeadsT } from '../i18n';
import { LEADS_PAGE_SIZE, referrerCardFacts, type LeadRow } from '../model/leadRows';
import { ReferrerTooltip } from './ReferrerTooltip';

const leadPath = (row: LeadRow) => `/lead/${row.id}`;

/**
 * The table's columns are the CSV's (leadColumns), with the same texts. On a card the referrer's
 * details are listed instead of the table's hover tooltip: a phone cannot hover, and a tap on the
 * card opens the lead.
 */
function leadListColumns(t: LeadsT): readonly ResponsiveListColumn<LeadRow>[] {
  return [
    {
      key: 'customer',
      header: t('leads.customerName'),
      cell: (row) => row.customerName,
      emphasis: true,
      card: 'title',
    },
    { key: 'mobile', header: t('leads.mobile'), cell: (row) => row.mobile, text: 'nowrap' },
    { key: 'loanType', header: t('leads.loanType'), cell: (row) => row.loanType },
    { key: 'amount', header: t('leads.amount'), cell: (row) => row.amount, align: 'end', text: 'nowrap' },
    { key: 'status', header: t('leads.status'), cell: (row) => <LeadStatusBadge status={row.status} />, card: 'badge' },
    {
      key: 'referrer',
      header: t('leads.referredBy'),
      cell: (row) => <ReferrerTooltip row={row} />,
      cardCell: (row) => referrerCardFacts(row, t).referredBy,
    },
    { key: 'createdBy', header: t('leads.createdBy'), cell: (row) => referrerCardFacts(row, t).createdBy, only: 'cards' },
    { key: 'created', header: t('leads.created'), cell: (row) => referrerCardFacts(row, t).created, only: 'cards' },
  ];
}

interface LeadsListProps {
  rows: LeadRow[];
  page: number;
  onPageChange: (page: number) => void;
}

/** One page of the leads (25): a table on wide screens, cards below 1024px, and the pager. */
export function LeadsList({ rows, page, onPageChange }: LeadsListProps) {
  const t = useT();
  const current = clampPage(page, rows.length, LEADS_PAGE_SIZE);
  const shown = pageItems(rows, current, LEADS_PAGE_SIZE);
  return (
    <Stack gap="3">
      <ResponsiveList label={t('leads.listLabel')} rows={shown} rowKey={(row) => row.id} columns={leadListColumns(t)} rowLink={(row) => ({ to: leadPath(row) })} />
      <Pager label={t('leads.pagerLabel')} page={current} pageCount={pageCount(rows.length, LEADS_PAGE_SIZE)} onPageChange={onPageChange} />
    </Stack>
  );
}

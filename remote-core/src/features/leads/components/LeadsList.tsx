import { Stack, useIsMobile } from 'shared-ui';
import { Pager } from '../../../common/components/Pager';
import { clampPage, pageCount, pageItems } from '../../../common/model/paging';
import { LEADS_PAGE_SIZE, type LeadRow } from '../model/leadRows';
import { LeadCards } from './LeadCards';
import { LeadsTable } from './LeadsTable';

interface LeadsListProps {
  rows: LeadRow[];
  page: number;
  onPageChange: (page: number) => void;
}

/** One page of the leads (25): a table on wide screens, cards below 1024px, and the pager. */
export function LeadsList({ rows, page, onPageChange }: LeadsListProps) {
  const isMobile = useIsMobile();
  const current = clampPage(page, rows.length, LEADS_PAGE_SIZE);
  const shown = pageItems(rows, current, LEADS_PAGE_SIZE);
  return (
    <Stack gap="3">
      {isMobile ? <LeadCards rows={shown} /> : <LeadsTable rows={shown} />}
      <Pager label="Leads pages" page={current} pageCount={pageCount(rows.length, LEADS_PAGE_SIZE)} onPageChange={onPageChange} />
    </Stack>
  );
}

import { useMemo } from 'react';
import type { ManagedLeadPage } from 'shared-contracts';
import { Box, Button, Stack, EmptyState, ErrorState, LoadingState, Pager, RefreshFailure, type QueryStateSource } from 'shared-ui';
import { countOf, serverPageCount } from '../../common/model/serverPaging';
import { MANAGED_LEADS_FETCH_ERROR } from './api/managedLeads';
import { LeadFilterPanel } from './components/LeadFilterPanel';
import { ManagedLeadsList } from './components/ManagedLeadsList';
import { hasFilters, paramsFromFilters, type LeadFilters } from './model/leadFilters';
import { managedLeadRows, type LeadListState } from './model/managedLeadRows';

interface LeadManagementPageBodyProps {
  /**
   * The page's read of the list (LeadManagementPage starts it with its header); `isPlaceholderData`:
   * the previous page is shown while this one loads. Handed down rather than read again here: a
   * second reader of the query mounting after the read had failed would ask the server again
   * (React Query retries a failed query on mount) before the failure is shown.
   */
  leads: QueryStateSource<ManagedLeadPage> & { isPlaceholderData: boolean };
  /** The filters applied, from the URL (the page's header exports what they match). */
  filters: LeadFilters;
  /** The page of the list, from the URL. */
  page: number;
  onApply: (filters: LeadFilters) => void;
  /** Clears the filters and the page. */
  onReset: () => void;
  onPageChange: (page: number) => void;
}

/** /back-office/leads below its header: the filter form and the list of leads, paged (LeadManagementPage). */
export default function LeadManagementPageBody({ leads, filters, page, onApply, onReset, onPageChange }: LeadManagementPageBodyProps) {
  const rows = useMemo(() => managedLeadRows(leads.data?.results ?? []), [leads.data]);
  const listSearch = paramsFromFilters(filters, page).toString();
  const listState: LeadListState = { listSearch: listSearch ? `?${listSearch}` : '' };

  let content;
  if (leads.data === undefined) {
    // Nothing read yet: the read's failure with Retry, or the spinner while it runs.
    content = leads.error ? (
      <ErrorState error={leads.error} fallback={MANAGED_LEADS_FETCH_ERROR} onRetry={() => void leads.refetch()} retrying={leads.isRefetching} />
    ) : (
      <LoadingState label="Loading leads" />
    );
  } else if (leads.data.count === 0) {
    content = (
      <Stack align="center" gap="0">
        <EmptyState>{hasFilters(filters) ? 'No leads match these filters.' : 'No leads yet.'}</EmptyState>
        {hasFilters(filters) ? (
          <Button size="sm" variant="outline" onClick={onReset}>
            Reset filters
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    const pageCount = serverPageCount(leads.data);
    content = (
      <Stack gap="3" opacity={leads.isPlaceholderData ? 0.6 : 1} aria-busy={leads.isPlaceholderData}>
        <RefreshFailure query={leads} fallback={MANAGED_LEADS_FETCH_ERROR} />
        {rows.length === 0 ? (
          <Stack align="center" gap="0">
            <EmptyState>There are no leads on page {page}.</EmptyState>
            <Button size="sm" variant="outline" onClick={() => onPageChange(1)}>
              First page
            </Button>
          </Stack>
        ) : (
          <ManagedLeadsList rows={rows} listState={listState} />
        )}
        <Pager label="Lead pages" page={page} pageCount={pageCount} onPageChange={onPageChange} summary={countOf(leads.data.count, 'lead')} />
      </Stack>
    );
  }

  return (
    <>
      <LeadFilterPanel key={paramsFromFilters(filters).toString()} applied={filters} onApply={onApply} onReset={onReset} />
      <Box>{content}</Box>
    </>
  );
}

import type { ManagedLeadPage } from 'shared-contracts';
import { Box, Button, Stack, EmptyState, ErrorState, LoadingState, Pager, RefreshFailure, formatNumber, type QueryStateSource } from 'shared-ui';
import { serverPageCount } from '../../common/model/serverPaging';
import { LeadFilterPanel } from './components/LeadFilterPanel';
import { ManagedLeadsList } from './components/ManagedLeadsList';
import { useT } from './i18n';
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
  const t = useT();
  const fetchError = t('page.fetchError');
  // Made at each render (not memoised): its texts follow the language shown; a page holds 20 leads.
  const rows = managedLeadRows(leads.data?.results ?? [], t);
  const listSearch = paramsFromFilters(filters, page).toString();
  const listState: LeadListState = { listSearch: listSearch ? `?${listSearch}` : '' };

  let content;
  if (leads.data === undefined) {
    // Nothing read yet: the read's failure with Retry, or the spinner while it runs.
    content = leads.error ? (
      <ErrorState error={leads.error} fallback={fetchError} onRetry={() => void leads.refetch()} retrying={leads.isRefetching} />
    ) : (
      <LoadingState label={t('page.loading')} />
    );
  } else if (leads.data.count === 0) {
    content = (
      <Stack align="center" gap="0">
        <EmptyState>{t(hasFilters(filters) ? 'list.emptyFiltered' : 'list.empty')}</EmptyState>
        {hasFilters(filters) ? (
          <Button size="sm" variant="outline" onClick={onReset}>
            {t('list.resetFilters')}
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    const pageCount = serverPageCount(leads.data);
    content = (
      <Stack gap="3" opacity={leads.isPlaceholderData ? 0.6 : 1} aria-busy={leads.isPlaceholderData}>
        <RefreshFailure query={leads} fallback={fetchError} />
        {rows.length === 0 ? (
          <Stack align="center" gap="0">
            <EmptyState>{t('list.noLeadsOnPage', { page: String(page) })}</EmptyState>
            <Button size="sm" variant="outline" onClick={() => onPageChange(1)}>
              {t('list.firstPage')}
            </Button>
          </Stack>
        ) : (
          <ManagedLeadsList rows={rows} listState={listState} />
        )}
        <Pager
          label={t('list.pages')}
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          summary={t('list.count', { count: leads.data.count, shown: formatNumber(leads.data.count) })}
        />
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

import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useProfile } from 'shared-auth';
import { Alert, Box, Button, Stack, EmptyState, ErrorState, LoadingState, PageHeader, Pager, RefreshFailure } from 'shared-ui';
import { ExportCsvButton } from '../../common/components/ExportCsvButton';
import { countOf, pageFromParam, serverPageCount } from '../../common/model/serverPaging';
import { MANAGED_LEADS_FETCH_ERROR, fetchManagedLeadsCsv, useManagedLeads } from './api/managedLeads';
import { LeadFilterPanel } from './components/LeadFilterPanel';
import { leadListHeading } from './model/leadListHeading';
import { ManagedLeadsList } from './components/ManagedLeadsList';
import { filtersFromParams, hasFilters, managedLeadQuery, paramsFromFilters, type LeadFilters } from './model/leadFilters';
import { managedLeadRows, type LeadListState } from './model/managedLeadRows';

/** Shown to a relationship manager, who reads the team's leads but changes nothing. */
export const RM_READ_ONLY_NOTE = 'Read-only: the leads of your team.';

/**
 * Lead Management (/back-office/leads): every lead (an rm: the team's), filtered and paged on the
 * server, 20 per page. The filters and the page live in the URL, so Back and a shared link keep
 * them; each lead opens /back-office/leads/{id}. Export CSV downloads the server's export of every
 * matching lead.
 */
export default function LeadManagementPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const page = pageFromParam(params.get('page'));
  const leads = useManagedLeads(managedLeadQuery(filters, page));
  const { profile } = useProfile();
  const heading = leadListHeading(profile?.role);
  const rows = useMemo(() => managedLeadRows(leads.data?.results ?? []), [leads.data]);
  const listSearch = paramsFromFilters(filters, page).toString();
  const listState: LeadListState = { listSearch: listSearch ? `?${listSearch}` : '' };

  const apply = (next: LeadFilters) => setParams(paramsFromFilters(next));
  const reset = () => setParams(new URLSearchParams());
  const goTo = (next: number) => setParams(paramsFromFilters(filters, next));

  let content;
  if (leads.isPending) {
    content = <LoadingState label="Loading leads" />;
  } else if (leads.isError && !leads.data) {
    content = <ErrorState error={leads.error} fallback={MANAGED_LEADS_FETCH_ERROR} onRetry={() => void leads.refetch()} retrying={leads.isRefetching} />;
  } else if (leads.data.count === 0) {
    content = (
      <Stack align="center" gap="0">
        <EmptyState>{hasFilters(filters) ? 'No leads match these filters.' : 'No leads yet.'}</EmptyState>
        {hasFilters(filters) ? (
          <Button size="sm" variant="outline" onClick={reset}>
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
            <Button size="sm" variant="outline" onClick={() => goTo(1)}>
              First page
            </Button>
          </Stack>
        ) : (
          <ManagedLeadsList rows={rows} listState={listState} />
        )}
        <Pager label="Lead pages" page={page} pageCount={pageCount} onPageChange={goTo} summary={countOf(leads.data.count, 'lead')} />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={heading.title}
        subtitle={heading.subtitle}
        actions={<ExportCsvButton name="leads" fetchFile={() => fetchManagedLeadsCsv(managedLeadQuery(filters))} disabled={leads.data?.count === 0} />}
      />
      {profile?.role === 'rm' ? (
        <Alert.Root status="info" size="sm" role="note">
          <Alert.Indicator />
          <Alert.Title>{RM_READ_ONLY_NOTE}</Alert.Title>
        </Alert.Root>
      ) : null}
      <LeadFilterPanel key={paramsFromFilters(filters).toString()} applied={filters} onApply={apply} onReset={reset} />
      <Box>{content}</Box>
    </Stack>
  );
}

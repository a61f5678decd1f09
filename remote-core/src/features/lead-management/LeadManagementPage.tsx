import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useProfile } from 'shared-auth';
import { Alert, Stack, PageHeader, LoadingState, lazyAfterFirstFrame } from 'shared-ui';
import { ExportCsvButton } from '../../common/components/ExportCsvButton';
import { pageFromParam } from '../../common/model/serverPaging';
import { fetchManagedLeadsCsv, useManagedLeads } from './api/managedLeads';
import { useT } from './i18n';
import { leadListHeading } from './model/leadListHeading';
import { filtersFromParams, managedLeadQuery, paramsFromFilters, type LeadFilters } from './model/leadFilters';

/** The page kit's spinner, named in the page's language. */
function LoadingLeads() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

/** lazyPageBody with a spinner whose name follows the language. */
const LeadManagementPageBody = lazyAfterFirstFrame(() => import('./LeadManagementPageBody'), LoadingLeads);

/**
 * Lead Management (/back-office/leads): every lead (an rm: the team's), filtered and paged on the
 * server, 20 per page. The filters and the page live in the URL, so Back and a shared link keep
 * them; each lead opens /back-office/leads/{id}. Export CSV downloads the server's export of every
 * matching lead. The header is drawn first; the filters and the list, which need
 * shared-ui/widgets, are LeadManagementPageBody (docs/pages.md, "A page's header first").
 */
export default function LeadManagementPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const page = pageFromParam(params.get('page'));
  const { data, error, isRefetching, isPlaceholderData, refetch } = useManagedLeads(managedLeadQuery(filters, page));
  const { profile } = useProfile();
  const heading = leadListHeading(profile?.role, t);

  const apply = (next: LeadFilters) => setParams(paramsFromFilters(next));
  const reset = () => setParams(new URLSearchParams());
  const goTo = (next: number) => setParams(paramsFromFilters(filters, next));

  return (
    <Stack gap="6">
      <PageHeader
        title={heading.title}
        subtitle={heading.subtitle}
        actions={<ExportCsvButton name="leads" fetchFile={() => fetchManagedLeadsCsv(managedLeadQuery(filters))} disabled={data?.count === 0} />}
      />
      {/* A relationship manager reads the team's leads but changes nothing. */}
      {profile?.role === 'rm' ? (
        <Alert.Root status="info" size="sm" role="note">
          <Alert.Indicator />
          <Alert.Title>{t('page.rmReadOnly')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <LeadManagementPageBody leads={{ data, error, isRefetching, isPlaceholderData, refetch }} filters={filters} page={page} onApply={apply} onReset={reset} onPageChange={goTo} />
    </Stack>
  );
}

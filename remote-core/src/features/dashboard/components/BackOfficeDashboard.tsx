import { useDeferredValue } from 'react';
import { ErrorState, LoadingState, PageHeader, Stack, lazyAfterFirstFrame } from 'shared-ui';
import { useBackOfficeDashboard } from '../api/staffDashboards';
import { useT } from '../i18n';

function LoadingFigures() {
  const t = useT();
  return <LoadingState label={t('dashboard.loading')} />;
}

/** The figures' code is requested once the header is on screen (ConnectorDashboard.tsx says why). */
const BackOfficeFigures = lazyAfterFirstFrame(() => import('./BackOfficeFigures'), LoadingFigures);

/**
 * The admin's and director's dashboard: one read (GET /dashboard/back-office/), the header at once, its
 * figures once read (BackOfficeFigures), then the trend, conversion, funnel and idle leads in the body,
 * which needs shared-ui/widgets' list (docs/pages.md, "A page's header first"). Every figure links to the
 * screen where its work is done, filtered to what it counts.
 */
export function BackOfficeDashboard() {
  const t = useT();
  const { data, error, isRefetching, refetch } = useBackOfficeDashboard();
  const query = { data, error, isRefetching, refetch };
  // The answer arrives in an update React must render at once (the query store); the figures are drawn
  // as a deferred update instead, in slices, as the connector's are: on a phone one synchronous render
  // of them was a long task (docs/performance.md, "TBT after the first paint").
  const figures = useDeferredValue(data);
  return (
    <Stack gap="6">
      <PageHeader title={t('backOffice.title')} subtitle={t('backOffice.subtitle')} />
      {figures === undefined ? (
        error && data === undefined ? (
          <ErrorState error={error} fallback={t('backOffice.fetchError')} onRetry={() => void refetch()} retrying={isRefetching} />
        ) : (
          <LoadingFigures />
        )
      ) : (
        <BackOfficeFigures figures={figures} query={query} />
      )}
    </Stack>
  );
}

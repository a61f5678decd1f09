import { useDeferredValue } from 'react';
import { ErrorState, LoadingState, PageHeader, Stack, lazyAfterFirstFrame } from 'shared-ui';
import { useTeamDashboard } from '../api/staffDashboards';
import { useT } from '../i18n';

function LoadingFigures() {
  const t = useT();
  return <LoadingState label={t('dashboard.loading')} />;
}

/** The figures' code is requested once the header is on screen (ConnectorDashboard.tsx says why). */
const TeamFigures = lazyAfterFirstFrame(() => import('./TeamFigures'), LoadingFigures);

/**
 * A relationship manager's dashboard: one read (GET /dashboard/team/), the header at once, the team's
 * figures of the month once read (TeamFigures), then (the body, which needs shared-ui/widgets' list) each
 * connector's month, the team's trend and its idle leads. Every figure links to the list behind it.
 */
export function TeamDashboard() {
  const t = useT();
  const { data, error, isRefetching, refetch } = useTeamDashboard();
  const query = { data, error, isRefetching, refetch };
  // The answer arrives in an update React must render at once (the query store); the figures are drawn
  // as a deferred update instead, in slices, as the connector's are: on a phone one synchronous render
  // of them was a long task (docs/performance.md, "TBT after the first paint").
  const figures = useDeferredValue(data);
  return (
    <Stack gap="6">
      <PageHeader title={t('team.title')} subtitle={t('team.subtitle')} />
      {figures === undefined ? (
        error && data === undefined ? (
          <ErrorState error={error} fallback={t('team.fetchError')} onRetry={() => void refetch()} retrying={isRefetching} />
        ) : (
          <LoadingFigures />
        )
      ) : (
        <TeamFigures figures={figures} query={query} />
      )}
    </Stack>
  );
}

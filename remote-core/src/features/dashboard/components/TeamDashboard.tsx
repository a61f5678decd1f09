import { useDeferredValue } from 'react';
import { ErrorState, LoadingState, PageHeader, Stack, lazyAfterFirstFrame } from 'shared-ui';
import { TEAM_DASHBOARD_FETCH_ERROR, useTeamDashboard } from '../api/staffDashboards';

/** The figures' code is requested once the header is on screen (ConnectorDashboard.tsx says why). */
const TeamFigures = lazyAfterFirstFrame(() => import('./TeamFigures'), () => <LoadingState label="Loading dashboard" />);

export const TEAM_TITLE = 'Team overview';

/**
 * A relationship manager's dashboard: one read (GET /dashboard/team/), the header at once, the team's
 * figures of the month once read (TeamFigures), then (the body, which needs shared-ui/widgets' list) each
 * connector's month, the team's trend and its idle leads. Every figure links to the list behind it.
 */
export function TeamDashboard() {
  const { data, error, isRefetching, refetch } = useTeamDashboard();
  const query = { data, error, isRefetching, refetch };
  // The answer arrives in an update React must render at once (the query store); the figures are drawn
  // as a deferred update instead, in slices, as the connector's are: on a phone one synchronous render
  // of them was a long task (docs/performance.md, "TBT after the first paint").
  const figures = useDeferredValue(data);
  return (
    <Stack gap="6">
      <PageHeader title={TEAM_TITLE} subtitle="Your connectors' month, the team's trend and the leads waiting for action." />
      {figures === undefined ? (
        error && data === undefined ? (
          <ErrorState error={error} fallback={TEAM_DASHBOARD_FETCH_ERROR} onRetry={() => void refetch()} retrying={isRefetching} />
        ) : (
          <LoadingState label="Loading dashboard" />
        )
      ) : (
        <TeamFigures figures={figures} query={query} />
      )}
    </Stack>
  );
}

import { useDeferredValue } from 'react';
import type { TeamDashboard as TeamFigures } from 'shared-contracts';
import { ErrorState, LoadingState, PageHeader, RefreshFailure, SimpleGrid, Stack, Text, formatDateTime, formatRupees, lazyPageBody } from 'shared-ui';
import { TEAM_DASHBOARD_FETCH_ERROR, useTeamDashboard } from '../api/staffDashboards';
import { approvalsOfMonthLink, createdSinceLink, MY_TEAM_LINK } from '../model/dashboardLinks';
import { monthLabel } from '../model/indiaCalendar';
import { answerDay } from '../model/staffFigures';
import { SummaryCard } from './SummaryCard';

const TeamDashboardPageBody = lazyPageBody(() => import('../TeamDashboardPageBody'), "Loading your team's month");

export const TEAM_TITLE = 'Team overview';

/**
 * A relationship manager's dashboard: one read (GET /dashboard/team/), the team's figures of the month
 * drawn with the page, then (the body, which needs shared-ui/widgets' list) each connector's month, the
 * team's trend and its idle leads. Every figure links to the list behind it.
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
        <>
          <RefreshFailure query={query} fallback={TEAM_DASHBOARD_FETCH_ERROR} />
          <TeamFiguresView figures={figures} />
          <TeamDashboardPageBody figures={figures} />
        </>
      )}
    </Stack>
  );
}

function TeamFiguresView({ figures }: { figures: TeamFigures }) {
  const today = answerDay(figures.generated_at);
  const month = monthLabel(figures.month);
  return (
    <Stack gap="4">
      <Text fontSize="xs" color="fg.muted">
        {month}, figures as of {formatDateTime(figures.generated_at)}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        <SummaryCard label="Connectors" value={figures.connector_count} note="Reporting to you, directly or not" link={{ to: MY_TEAM_LINK, label: 'Open My Team' }} />
        <SummaryCard
          label="Leads this month"
          value={figures.totals.leads}
          note={`Created in ${month}`}
          link={{ to: createdSinceLink(figures.month, today), label: "See this month's leads" }}
        />
        <SummaryCard
          label="Approved this month"
          value={figures.totals.approved}
          note={`Approved in ${month}`}
          link={{ to: approvalsOfMonthLink(figures.month, today), label: "See this month's approvals" }}
        />
        <SummaryCard
          label="Payouts this month"
          value={formatRupees(figures.totals.payouts)}
          note={`Credited to your connectors in ${month}`}
          link={{ to: MY_TEAM_LINK, label: 'Payouts by connector' }}
        />
      </SimpleGrid>
    </Stack>
  );
}

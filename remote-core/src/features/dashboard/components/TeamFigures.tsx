import type { TeamDashboard as TeamDashboardFigures } from 'shared-contracts';
import { RefreshFailure, SimpleGrid, Stack, Text, formatDateTime, formatRupees, lazyPageBody, type QueryStateSource } from 'shared-ui';
import { TEAM_DASHBOARD_FETCH_ERROR } from '../api/staffDashboards';
import { approvalsOfMonthLink, createdSinceLink, MY_TEAM_LINK } from '../model/dashboardLinks';
import { monthLabel } from '../model/indiaCalendar';
import { answerDay } from '../model/staffFigures';
import { SummaryCard } from './SummaryCard';

const TeamDashboardPageBody = lazyPageBody(() => import('../TeamDashboardPageBody'), "Loading your team's month");

/** The team's figures of the month and the body below them, once the dashboard's read has answered. */
export default function TeamFigures({ figures, query }: { figures: TeamDashboardFigures; query: QueryStateSource<TeamDashboardFigures> }) {
  return (
    <>
      <RefreshFailure query={query} fallback={TEAM_DASHBOARD_FETCH_ERROR} />
      <TeamFiguresView figures={figures} />
      <TeamDashboardPageBody figures={figures} />
    </>
  );
}

function TeamFiguresView({ figures }: { figures: TeamDashboardFigures }) {
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

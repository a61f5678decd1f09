import type { TeamDashboard as TeamDashboardFigures } from 'shared-contracts';
import { LoadingState, RefreshFailure, SimpleGrid, Stack, Text, formatDateTime, formatRupees, lazyAfterFirstFrame, type QueryStateSource } from 'shared-ui';
import { useT } from '../i18n';
import { approvalsOfMonthLink, createdSinceLink, MY_TEAM_LINK } from '../model/dashboardLinks';
import { monthLabel } from '../model/indiaCalendar';
import { answerDay } from '../model/staffFigures';
import { SummaryCard } from './SummaryCard';

function LoadingBody() {
  const t = useT();
  return <LoadingState label={t('team.loadingBody')} />;
}

const TeamDashboardPageBody = lazyAfterFirstFrame(() => import('../TeamDashboardPageBody'), LoadingBody);

/** The team's figures of the month and the body below them, once the dashboard's read has answered. */
export default function TeamFigures({ figures, query }: { figures: TeamDashboardFigures; query: QueryStateSource<TeamDashboardFigures> }) {
  const t = useT();
  return (
    <>
      <RefreshFailure query={query} fallback={t('team.fetchError')} />
      <TeamFiguresView figures={figures} />
      <TeamDashboardPageBody figures={figures} />
    </>
  );
}

function TeamFiguresView({ figures }: { figures: TeamDashboardFigures }) {
  const t = useT();
  const today = answerDay(figures.generated_at);
  const month = monthLabel(figures.month);
  return (
    <Stack gap="4">
      <Text fontSize="xs" color="fg.muted">
        {t('staff.monthFiguresAsOf', { month, time: formatDateTime(figures.generated_at) })}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        <SummaryCard
          label={t('team.connectors')}
          value={figures.connector_count}
          note={t('team.connectorsNote')}
          link={{ to: MY_TEAM_LINK, label: t('team.openMyTeam') }}
        />
        <SummaryCard
          label={t('team.leadsThisMonth')}
          value={figures.totals.leads}
          note={t('team.createdIn', { month })}
          link={{ to: createdSinceLink(figures.month, today), label: t('team.seeMonthLeads') }}
        />
        <SummaryCard
          label={t('team.approvedThisMonth')}
          value={figures.totals.approved}
          note={t('team.approvedIn', { month })}
          link={{ to: approvalsOfMonthLink(figures.month, today), label: t('team.seeMonthApprovals') }}
        />
        <SummaryCard
          label={t('team.payoutsThisMonth')}
          value={formatRupees(figures.totals.payouts)}
          note={t('team.creditedIn', { month })}
          link={{ to: MY_TEAM_LINK, label: t('team.payoutsByConnector') }}
        />
      </SimpleGrid>
    </Stack>
  );
}

import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BackOfficeDashboard as BackOfficeDashboardFigures } from 'shared-contracts';
import { Card, Flex, Heading, Link, RefreshFailure, SimpleGrid, Stack, Text, formatDateTime, formatRupees, lazyPageBody, type QueryStateSource } from 'shared-ui';
import { BACK_OFFICE_DASHBOARD_FETCH_ERROR } from '../api/staffDashboards';
import { changedTodayLink, idleLeadsLink, KYC_QUEUE_LINK, PAYOUTS_LINK, statusThisMonthLink } from '../model/dashboardLinks';
import { monthLabel } from '../model/indiaCalendar';
import { answerDay, oldestWaiting } from '../model/staffFigures';
import { SummaryCard } from './SummaryCard';

const BackOfficeDashboardPageBody = lazyPageBody(() => import('../BackOfficeDashboardPageBody'), 'Loading the trend and lists');

/** The back office's figures and the body below them, once the dashboard's read has answered. */
export default function BackOfficeFigures({ figures, query }: { figures: BackOfficeDashboardFigures; query: QueryStateSource<BackOfficeDashboardFigures> }) {
  return (
    <>
      <RefreshFailure query={query} fallback={BACK_OFFICE_DASHBOARD_FETCH_ERROR} />
      <BackOfficeFiguresView figures={figures} />
      <BackOfficeDashboardPageBody figures={figures} />
    </>
  );
}

function BackOfficeFiguresView({ figures }: { figures: BackOfficeDashboardFigures }) {
  const today = answerDay(figures.generated_at);
  const { kyc_waiting: kyc, payouts_due: payouts, idle_leads: idle, leads_this_month: month } = figures;
  return (
    <Stack gap="4">
      <Text fontSize="xs" color="fg.muted">
        Figures as of {formatDateTime(figures.generated_at)}
      </Text>
      {/* Two to a row on tablets, as the connector's figures. */}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        <SummaryCard
          label="KYC waiting"
          value={kyc.count}
          note={oldestWaiting(kyc.oldest_submitted_at, figures.generated_at) ?? 'Nothing waiting'}
          link={{ to: KYC_QUEUE_LINK, label: 'Review KYC submissions' }}
        />
        <SummaryCard
          label="Payouts due"
          value={formatRupees(payouts.amount)}
          note={`${payouts.entries} ${payouts.entries === 1 ? 'entry' : 'entries'} for ${payouts.connectors} ${payouts.connectors === 1 ? 'connector' : 'connectors'}${
            payouts.oldest_created_at ? `, ${oldestWaiting(payouts.oldest_created_at, figures.generated_at)}` : ''
          }`}
          link={{ to: PAYOUTS_LINK, label: 'Open Payouts' }}
        />
        <SummaryCard
          label="Idle leads"
          value={idle.count}
          note={`Processing, no change for ${idle.idle_days}+ days`}
          link={{ to: idleLeadsLink(idle.idle_days), label: 'See the idle leads' }}
        />
        <SummaryCard label="Moved today" value={month.changed_today} note="Leads whose status was set today" link={{ to: changedTodayLink(today), label: "See today's leads" }} />
      </SimpleGrid>
      <LeadsThisMonth month={month} today={today} />
    </Stack>
  );
}

const STATUSES = [
  { status: 'processing', label: 'Processing' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
] as const;

/** Leads by the status set this month (created, or moved to it), each count a link to that list. */
function LeadsThisMonth({ month, today }: { month: BackOfficeDashboardFigures['leads_this_month']; today: string }) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Heading as="h2" id={titleId} size="md">
          Leads in {monthLabel(month.month)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          By the status they were given this month: created, or moved to it.
        </Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={3} gap="3">
          {STATUSES.map(({ status, label }) => (
            <Link key={status} asChild display="block" borderWidth="1px" borderRadius="md" padding="3" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
              <RouterLink to={statusThisMonthLink(status, month.month, today)}>
                <Flex direction="column">
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {label}
                  </Text>
                  <Text as="span" fontSize="xl" fontWeight="bold" color="fg">
                    {month[status]}
                  </Text>
                </Flex>
              </RouterLink>
            </Link>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BackOfficeDashboard as BackOfficeDashboardFigures } from 'shared-contracts';
import {
  Card,
  Flex,
  Heading,
  Link,
  LoadingState,
  RefreshFailure,
  SimpleGrid,
  Stack,
  Text,
  formatDateTime,
  formatRupees,
  lazyAfterFirstFrame,
  type QueryStateSource,
} from 'shared-ui';
import { useT } from '../i18n';
import { changedTodayLink, idleLeadsLink, KYC_QUEUE_LINK, PAYOUTS_LINK, statusThisMonthLink } from '../model/dashboardLinks';
import { monthLabel } from '../model/indiaCalendar';
import { answerDay, oldestWaiting } from '../model/staffFigures';
import { SummaryCard } from './SummaryCard';

function LoadingBody() {
  const t = useT();
  return <LoadingState label={t('backOffice.loadingBody')} />;
}

const BackOfficeDashboardPageBody = lazyAfterFirstFrame(() => import('../BackOfficeDashboardPageBody'), LoadingBody);

/** The back office's figures and the body below them, once the dashboard's read has answered. */
export default function BackOfficeFigures({ figures, query }: { figures: BackOfficeDashboardFigures; query: QueryStateSource<BackOfficeDashboardFigures> }) {
  const t = useT();
  return (
    <>
      <RefreshFailure query={query} fallback={t('backOffice.fetchError')} />
      <BackOfficeFiguresView figures={figures} />
      <BackOfficeDashboardPageBody figures={figures} />
    </>
  );
}

function BackOfficeFiguresView({ figures }: { figures: BackOfficeDashboardFigures }) {
  const t = useT();
  const today = answerDay(figures.generated_at);
  const { kyc_waiting: kyc, payouts_due: payouts, idle_leads: idle, leads_this_month: month } = figures;
  return (
    <Stack gap="4">
      <Text fontSize="xs" color="fg.muted">
        {t('staff.figuresAsOf', { time: formatDateTime(figures.generated_at) })}
      </Text>
      {/* Two to a row on tablets, as the connector's figures. */}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        <SummaryCard
          label={t('backOffice.kycWaiting')}
          value={kyc.count}
          note={oldestWaiting(kyc.oldest_submitted_at, figures.generated_at, t) ?? t('backOffice.nothingWaiting')}
          link={{ to: KYC_QUEUE_LINK, label: t('backOffice.reviewKyc') }}
        />
        <SummaryCard
          label={t('backOffice.payoutsDue')}
          value={formatRupees(payouts.amount)}
          note={
            payouts.oldest_created_at
              ? t('backOffice.payoutsDueNoteOldest', {
                  entries: payouts.entries,
                  connectors: payouts.connectors,
                  oldest: oldestWaiting(payouts.oldest_created_at, figures.generated_at, t) ?? '',
                })
              : t('backOffice.payoutsDueNote', { entries: payouts.entries, connectors: payouts.connectors })
          }
          link={{ to: PAYOUTS_LINK, label: t('backOffice.openPayouts') }}
        />
        <SummaryCard
          label={t('backOffice.idleLeads')}
          value={idle.count}
          note={t('backOffice.idleNote', { days: idle.idle_days })}
          link={{ to: idleLeadsLink(idle.idle_days), label: t('backOffice.seeIdleLeads') }}
        />
        <SummaryCard
          label={t('backOffice.movedToday')}
          value={month.changed_today}
          note={t('backOffice.movedTodayNote')}
          link={{ to: changedTodayLink(today), label: t('backOffice.seeTodaysLeads') }}
        />
      </SimpleGrid>
      <LeadsThisMonth month={month} today={today} />
    </Stack>
  );
}

const STATUSES = [
  { status: 'processing', label: 'backOffice.processing' },
  { status: 'approved', label: 'backOffice.approved' },
  { status: 'rejected', label: 'backOffice.rejected' },
] as const;

/** Leads by the status set this month (created, or moved to it), each count a link to that list. */
function LeadsThisMonth({ month, today }: { month: BackOfficeDashboardFigures['leads_this_month']; today: string }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Heading as="h2" id={titleId} size="md">
          {t('backOffice.leadsIn', { month: monthLabel(month.month) })}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('backOffice.leadsInText')}
        </Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={3} gap="3">
          {STATUSES.map(({ status, label }) => (
            <Link key={status} asChild display="block" borderWidth="1px" borderRadius="md" padding="3" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
              <RouterLink to={statusThisMonthLink(status, month.month, today)}>
                <Flex direction="column">
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {t(label)}
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

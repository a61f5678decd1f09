import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { TeamDashboard, TeamDashboardConnector } from 'shared-contracts';
import { Badge, Card, EmptyState, Heading, Link, Stack, Text, formatRupees } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { ChartCard } from './components/ChartCard';
import { IdleLeadsCard } from './components/IdleLeadsCard';
import { useT, type DashboardT } from './i18n';
import { approvalsOfMonthLink, createdSinceLink, teamMemberLink } from './model/dashboardLinks';
import { CHART_COLORS } from './model/chartSeries';
import { monthLabel } from './model/indiaCalendar';
import { answerDay, KYC_STATE_LABELS } from './model/staffFigures';

interface TeamDashboardPageBodyProps {
  /** The page's read of GET /dashboard/team/ (TeamDashboard draws the figures with it). */
  figures: TeamDashboard;
}

interface ConnectorRow {
  connector: TeamDashboardConnector;
  leadsTo: string;
  approvedTo: string;
}

function connectorColumns(t: DashboardT): readonly ResponsiveListColumn<ConnectorRow>[] {
  return [
    {
      key: 'name',
      header: t('team.connector'),
      card: 'title',
      emphasis: true,
      cell: ({ connector }) => (
        <Link asChild colorPalette="brand">
          <RouterLink to={teamMemberLink(connector.employee_id)}>{connector.name}</RouterLink>
        </Link>
      ),
    },
    { key: 'id', header: t('team.employeeId'), cell: ({ connector }) => connector.employee_id, text: 'nowrap', card: 'subtitle' },
    {
      key: 'kyc',
      header: t('team.kyc'),
      card: 'badge',
      cell: ({ connector }) => {
        const kyc = KYC_STATE_LABELS[connector.kyc_state] as (typeof KYC_STATE_LABELS)[keyof typeof KYC_STATE_LABELS] | undefined;
        return (
          <Badge variant="subtle" colorPalette={kyc?.palette ?? 'gray'}>
            {kyc ? t(kyc.label) : connector.kyc_state}
          </Badge>
        );
      },
    },
    {
      key: 'leads',
      header: t('team.leads'),
      align: 'end',
      text: 'nowrap',
      cell: ({ connector, leadsTo }) => (
        <Link asChild colorPalette="brand" aria-label={t('team.leadsOf', { count: connector.leads, name: connector.name })}>
          <RouterLink to={leadsTo}>{connector.leads}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'approved',
      header: t('team.approved'),
      align: 'end',
      text: 'nowrap',
      cell: ({ connector, approvedTo }) => (
        <Link asChild colorPalette="brand" aria-label={t('team.approvedFor', { count: connector.approved, name: connector.name })}>
          <RouterLink to={approvedTo}>{connector.approved}</RouterLink>
        </Link>
      ),
    },
    { key: 'payouts', header: t('team.payouts'), align: 'end', text: 'nowrap', cell: ({ connector }) => formatRupees(connector.payouts) },
  ];
}

/**
 * A relationship manager's dashboard below its figures: each connector's month (leads, approvals,
 * payouts, KYC state; each figure a link to the list behind it), the team's trend and its idle leads.
 */
export default function TeamDashboardPageBody({ figures }: TeamDashboardPageBodyProps) {
  const t = useT();
  const titleId = useId();
  const today = answerDay(figures.generated_at);
  const rows = useMemo(
    () =>
      figures.connectors.map((connector) => ({
        connector,
        leadsTo: createdSinceLink(figures.month, today, connector.employee_id),
        approvedTo: approvalsOfMonthLink(figures.month, today, connector.employee_id),
      })),
    [figures.connectors, figures.month, today],
  );
  const { monthly } = figures;
  const months = monthly.map((month) => month.month);
  const created = monthly.reduce((sum, month) => sum + month.created, 0);
  const approved = monthly.reduce((sum, month) => sum + month.approved, 0);
  const credits = monthly.reduce((sum, month) => sum + month.credits, 0);
  const listed = figures.connectors.length < figures.connector_count;

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby={titleId} size="sm">
        <Card.Header>
          <Heading as="h2" id={titleId} size="md">
            {t('team.yourConnectorsIn', { month: monthLabel(figures.month) })}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {listed
              ? t('team.yourConnectorsTextListed', { shown: figures.connectors.length, count: figures.connector_count })
              : t('team.yourConnectorsText')}
          </Text>
        </Card.Header>
        <Card.Body>
          {rows.length === 0 ? (
            <EmptyState>{t('team.noConnectors')}</EmptyState>
          ) : (
            <ResponsiveList label={t('team.yourConnectors')} rows={rows} rowKey={(row) => row.connector.id} columns={connectorColumns(t)} size="sm" />
          )}
        </Card.Body>
      </Card.Root>
      <ChartCard
        title={t('team.trendTitle')}
        summary={t('team.trendSummary', { created, approved, credits: formatRupees(credits) })}
        charts={[
          {
            label: t('team.leads'),
            months,
            format: 'count',
            series: [
              { key: 'created', label: t('team.created'), color: CHART_COLORS.primary, values: monthly.map((month) => month.created) },
              { key: 'approved', label: t('team.approved'), color: CHART_COLORS.tertiary, values: monthly.map((month) => month.approved) },
            ],
          },
          {
            label: t('team.credits'),
            months,
            format: 'rupees',
            series: [{ key: 'credits', label: t('team.credits'), color: CHART_COLORS.secondary, values: monthly.map((month) => month.credits) }],
          },
        ]}
        columns={[
          { header: t('team.created'), cell: (index) => monthly[index]?.created ?? 0 },
          { header: t('team.approved'), cell: (index) => monthly[index]?.approved ?? 0 },
          { header: t('team.credits'), cell: (index) => formatRupees(monthly[index]?.credits) },
        ]}
      />
      <IdleLeadsCard idle={figures.idle_leads} generatedAt={figures.generated_at} />
    </Stack>
  );
}

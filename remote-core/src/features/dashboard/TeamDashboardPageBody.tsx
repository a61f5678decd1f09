import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { TeamDashboard, TeamDashboardConnector } from 'shared-contracts';
import { Badge, Card, EmptyState, Heading, Link, Stack, Text, formatRupees } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { ChartCard } from './components/ChartCard';
import { IdleLeadsCard } from './components/IdleLeadsCard';
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

const COLUMNS: readonly ResponsiveListColumn<ConnectorRow>[] = [
  {
    key: 'name',
    header: 'Connector',
    card: 'title',
    emphasis: true,
    cell: ({ connector }) => (
      <Link asChild colorPalette="brand">
        <RouterLink to={teamMemberLink(connector.employee_id)}>{connector.name}</RouterLink>
      </Link>
    ),
  },
  { key: 'id', header: 'Employee ID', cell: ({ connector }) => connector.employee_id, text: 'nowrap', card: 'subtitle' },
  {
    key: 'kyc',
    header: 'KYC',
    card: 'badge',
    cell: ({ connector }) => (
      <Badge variant="subtle" colorPalette={KYC_STATE_LABELS[connector.kyc_state]?.palette ?? 'gray'}>
        {KYC_STATE_LABELS[connector.kyc_state]?.label ?? connector.kyc_state}
      </Badge>
    ),
  },
  {
    key: 'leads',
    header: 'Leads',
    align: 'end',
    text: 'nowrap',
    cell: ({ connector, leadsTo }) => (
      <Link asChild colorPalette="brand" aria-label={`${connector.leads} leads of ${connector.name} this month`}>
        <RouterLink to={leadsTo}>{connector.leads}</RouterLink>
      </Link>
    ),
  },
  {
    key: 'approved',
    header: 'Approved',
    align: 'end',
    text: 'nowrap',
    cell: ({ connector, approvedTo }) => (
      <Link asChild colorPalette="brand" aria-label={`${connector.approved} approved for ${connector.name} this month`}>
        <RouterLink to={approvedTo}>{connector.approved}</RouterLink>
      </Link>
    ),
  },
  { key: 'payouts', header: 'Payouts', align: 'end', text: 'nowrap', cell: ({ connector }) => formatRupees(connector.payouts) },
];

/**
 * A relationship manager's dashboard below its figures: each connector's month (leads, approvals,
 * payouts, KYC state; each figure a link to the list behind it), the team's trend and its idle leads.
 */
export default function TeamDashboardPageBody({ figures }: TeamDashboardPageBodyProps) {
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
  const listed = figures.connectors.length < figures.connector_count ? `The ${figures.connectors.length} with the most leads of ${figures.connector_count}.` : '';

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby={titleId} size="sm">
        <Card.Header>
          <Heading as="h2" id={titleId} size="md">
            Your connectors in {monthLabel(figures.month)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Leads created, leads approved and ledger credits this month. {listed}
          </Text>
        </Card.Header>
        <Card.Body>
          {rows.length === 0 ? (
            <EmptyState>No connectors report to you yet.</EmptyState>
          ) : (
            <ResponsiveList label="Your connectors" rows={rows} rowKey={(row) => row.connector.id} columns={COLUMNS} size="sm" />
          )}
        </Card.Body>
      </Card.Root>
      <ChartCard
        title="Team trend"
        summary={`Your team each month, last 12 months: ${created} leads created, ${approved} approved, ${formatRupees(credits)} credited.`}
        charts={[
          {
            label: 'Leads',
            months,
            format: 'count',
            series: [
              { key: 'created', label: 'Created', color: CHART_COLORS.primary, values: monthly.map((month) => month.created) },
              { key: 'approved', label: 'Approved', color: CHART_COLORS.tertiary, values: monthly.map((month) => month.approved) },
            ],
          },
          { label: 'Credits', months, format: 'rupees', series: [{ key: 'credits', label: 'Credits', color: CHART_COLORS.secondary, values: monthly.map((month) => month.credits) }] },
        ]}
        columns={[
          { header: 'Created', cell: (index) => monthly[index]?.created ?? 0 },
          { header: 'Approved', cell: (index) => monthly[index]?.approved ?? 0 },
          { header: 'Credits', cell: (index) => formatRupees(monthly[index]?.credits) },
        ]}
      />
      <IdleLeadsCard idle={figures.idle_leads} generatedAt={figures.generated_at} />
    </Stack>
  );
}

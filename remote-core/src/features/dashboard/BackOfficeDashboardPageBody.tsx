import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BackOfficeDashboard } from 'shared-contracts';
import { Link, SimpleGrid, Stack, formatRupees } from 'shared-ui';
import { ChartCard } from './components/ChartCard';
import { ConversionCard } from './components/ConversionCard';
import { IdleLeadsCard } from './components/IdleLeadsCard';
import { OnboardingFunnel } from './components/OnboardingFunnel';
import { approvalsOfMonthLink, bankConversionLink, territoryConversionLink } from './model/dashboardLinks';
import { CHART_COLORS } from './model/chartSeries';
import { monthLabel } from './model/indiaCalendar';
import { answerDay } from './model/staffFigures';

interface BackOfficeDashboardPageBodyProps {
  /** The page's read of GET /dashboard/back-office/ (BackOfficeDashboard draws the figures with it). */
  figures: BackOfficeDashboard;
}

/**
 * The back-office dashboard below its figures: the idle leads, approvals by month, conversion by bank
 * and by territory, and the connectors' onboarding funnel. Its own chunk, drawn after the figures
 * (its lists need shared-ui/widgets: docs/pages.md, "A page's header first").
 */
export default function BackOfficeDashboardPageBody({ figures }: BackOfficeDashboardPageBodyProps) {
  const today = answerDay(figures.generated_at);
  const { monthly } = figures;
  const firstMonth = monthly[0]?.month ?? figures.leads_this_month.month;
  const banks = useMemo(
    () => figures.conversion_by_bank.map((bank) => ({ id: bank.bank_id, name: bank.bank_name, leads: bank.leads, approved: bank.approved, link: bankConversionLink(bank.bank_id, firstMonth) })),
    [figures.conversion_by_bank, firstMonth],
  );
  const territories = useMemo(
    () =>
      figures.conversion_by_territory.map((territory) => ({
        id: territory.territory_id,
        name: territory.territory_name,
        leads: territory.leads,
        approved: territory.approved,
        link: territoryConversionLink(territory.territory_id, firstMonth),
      })),
    [figures.conversion_by_territory, firstMonth],
  );
  const approvals = monthly.reduce((sum, month) => sum + month.approved, 0);
  const amount = monthly.reduce((sum, month) => sum + month.approved_amount, 0);
  const months = monthly.map((month) => month.month);
  const since = `since ${monthLabel(firstMonth)}`;

  return (
    <Stack gap="6">
      <IdleLeadsCard idle={figures.idle_leads} generatedAt={figures.generated_at} />
      <ChartCard
        title="Approvals by month"
        summary={`Leads approved each month and their loan amount, last 12 months: ${approvals} approved, ${formatRupees(amount)} in loans.`}
        charts={[
          { label: 'Approvals', months, format: 'count', series: [{ key: 'approved', label: 'Approvals', color: CHART_COLORS.primary, values: monthly.map((month) => month.approved) }] },
          {
            label: 'Approved loan amount',
            months,
            format: 'rupees',
            series: [{ key: 'amount', label: 'Approved loan amount', color: CHART_COLORS.secondary, values: monthly.map((month) => month.approved_amount) }],
          },
        ]}
        columns={[
          { header: 'Created', cell: (index) => monthly[index]?.created ?? 0 },
          {
            header: 'Approved',
            cell: (index) => {
              const month = monthly[index];
              if (!month) return 0;
              return (
                <Link asChild colorPalette="brand" aria-label={`${month.approved} approved in ${monthLabel(month.month)}`}>
                  <RouterLink to={approvalsOfMonthLink(month.month, today)}>{month.approved}</RouterLink>
                </Link>
              );
            },
          },
          { header: 'Approved amount', cell: (index) => formatRupees(monthly[index]?.approved_amount) },
        ]}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ConversionCard title="Conversion by bank" nameHeader="Bank" entries={banks} note={`Leads created ${since} and how many are approved.`} />
        <ConversionCard title="Conversion by territory" nameHeader="Territory" entries={territories} note={`By the referrer's territory, leads created ${since}.`} />
      </SimpleGrid>
      <OnboardingFunnel onboarding={figures.onboarding} />
    </Stack>
  );
}

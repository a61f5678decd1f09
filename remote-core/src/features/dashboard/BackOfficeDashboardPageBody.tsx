import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BackOfficeDashboard } from 'shared-contracts';
import { Link, SimpleGrid, Stack, formatRupees } from 'shared-ui';
import { ChartCard } from './components/ChartCard';
import { ConversionCard } from './components/ConversionCard';
import { IdleLeadsCard } from './components/IdleLeadsCard';
import { OnboardingFunnel } from './components/OnboardingFunnel';
import { useT } from './i18n';
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
  const t = useT();
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
  const since = monthLabel(firstMonth);

  return (
    <Stack gap="6">
      <IdleLeadsCard idle={figures.idle_leads} generatedAt={figures.generated_at} />
      <ChartCard
        title={t('backOffice.approvalsTitle')}
        summary={t('backOffice.approvalsSummary', { approvals, amount: formatRupees(amount) })}
        charts={[
          {
            label: t('backOffice.approvals'),
            months,
            format: 'count',
            series: [{ key: 'approved', label: t('backOffice.approvals'), color: CHART_COLORS.primary, values: monthly.map((month) => month.approved) }],
          },
          {
            label: t('backOffice.approvedLoanAmount'),
            months,
            format: 'rupees',
            series: [{ key: 'amount', label: t('backOffice.approvedLoanAmount'), color: CHART_COLORS.secondary, values: monthly.map((month) => month.approved_amount) }],
          },
        ]}
        columns={[
          { header: t('backOffice.created'), cell: (index) => monthly[index]?.created ?? 0 },
          {
            header: t('backOffice.approved'),
            cell: (index) => {
              const month = monthly[index];
              if (!month) return 0;
              return (
                <Link asChild colorPalette="brand" aria-label={t('backOffice.approvedIn', { count: month.approved, month: monthLabel(month.month) })}>
                  <RouterLink to={approvalsOfMonthLink(month.month, today)}>{month.approved}</RouterLink>
                </Link>
              );
            },
          },
          { header: t('backOffice.approvedAmount'), cell: (index) => formatRupees(monthly[index]?.approved_amount) },
        ]}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ConversionCard
          title={t('backOffice.conversionByBank')}
          nameHeader={t('backOffice.bank')}
          entries={banks}
          note={t('backOffice.bankNote', { month: since })}
        />
        <ConversionCard
          title={t('backOffice.conversionByTerritory')}
          nameHeader={t('backOffice.territory')}
          entries={territories}
          note={t('backOffice.territoryNote', { month: since })}
        />
      </SimpleGrid>
      <OnboardingFunnel onboarding={figures.onboarding} />
    </Stack>
  );
}

import { SimpleGrid, formatRupees, getErrorMessage } from 'shared-ui';
import type { useBonusDetails } from '../../bonus/api/bonusDetails';
import { paidTotalNote } from '../../bonus/model/bonusStatement';
import type { useMyLeads } from '../../leads/api/myLeads';
import { useT } from '../i18n';
import { EarningsTrendCard } from './EarningsTrendCard';
import { LeadPipeline } from './LeadPipeline';
import { RecentEarnings } from './RecentEarnings';
import { SummaryCard } from './SummaryCard';
import {
  activeLeadCount,
  convertedLeadCount,
  formatConversionRate,
  recentLeads,
  recentTransactions,
  thisMonthEarnings,
} from '../model/dashboardMetrics';

export interface ConnectorFiguresProps {
  /** The dashboard's reads (ConnectorDashboard makes them, so they start with the page). */
  bonusQuery: ReturnType<typeof useBonusDetails>;
  leadsQuery: ReturnType<typeof useMyLeads>;
}

/** The connector's figures, Recent Earnings, Lead Pipeline and Earnings Trend, once their reads have answered. */
export default function ConnectorFigures({ bonusQuery, leadsQuery }: ConnectorFiguresProps) {
  const t = useT();
  const bonus = bonusQuery.data;
  const leads = leadsQuery.data;
  const bonusError = bonusQuery.isError ? getErrorMessage(bonusQuery.error, t('connector.bonusFetchError')) : undefined;
  return (
    <>
      {/* Two to a row on tablets: four full-width cards there would be mostly empty. */}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        <SummaryCard
          label={t('connector.totalEarnings')}
          value={bonus ? formatRupees(bonus.bonus_amount) : undefined}
          note={bonus ? paidTotalNote(bonus.transactions) : undefined}
        />
        <SummaryCard
          label={t('connector.monthEarnings')}
          value={bonus ? formatRupees(thisMonthEarnings(bonus.transactions)) : undefined}
          note={bonus ? t('connector.fromSuccessfulLeads', { count: bonus.transactions.length }) : undefined}
        />
        <SummaryCard label={t('connector.conversionRate')} value={leads ? formatConversionRate(leads) : undefined} />
        <SummaryCard label={t('connector.activeLeads')} value={leads ? activeLeadCount(leads) : undefined} />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <RecentEarnings
          transactions={bonus ? recentTransactions(bonus.transactions) : undefined}
          errorMessage={bonusError}
        />
        <LeadPipeline
          convertedCount={leads ? convertedLeadCount(leads) : 0}
          inPipelineCount={leads ? activeLeadCount(leads) : 0}
          recentLeads={leads ? recentLeads(leads) : undefined}
          failure={leadsQuery.isError ? { error: leadsQuery.error, onRetry: () => void leadsQuery.refetch(), retrying: leadsQuery.isRefetching } : undefined}
        />
      </SimpleGrid>

      <EarningsTrendCard
        transactions={bonus?.transactions}
        failure={bonusQuery.isError ? { onRetry: () => void bonusQuery.refetch(), retrying: bonusQuery.isRefetching } : undefined}
      />
    </>
  );
}

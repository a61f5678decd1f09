import { memo, useDeferredValue } from 'react';
import type { Profile } from 'shared-contracts';
import { Center, Heading, SimpleGrid, Spinner, Stack, formatRupees, getErrorMessage } from 'shared-ui';
import { BONUS_FETCH_ERROR, useBonusDetails } from '../../bonus/api/bonusDetails';
import { paidTotalNote } from '../../bonus/model/bonusStatement';
import { useMyLeads } from '../../leads/api/myLeads';
import { EarningsTrendCard } from './EarningsTrendCard';
import { LeadPipeline } from './LeadPipeline';
import { RecentEarnings } from './RecentEarnings';
import { SummaryCard } from './SummaryCard';
import { TerritoryCard } from './TerritoryCard';
import {
  activeLeadCount,
  convertedLeadCount,
  formatConversionRate,
  recentLeads,
  recentTransactions,
  thisMonthEarnings,
} from '../model/dashboardMetrics';

/**
 * The connector's dashboard (the spec's): greeting, territory, the four headline figures, Recent
 * Earnings and Lead Pipeline, and below them the Earnings Trend (issue 28), computed from the same
 * ledger read. The greeting and territory come from the profile the shell has already loaded, so they
 * show at once; the figures below have a spinner of their own until their reads answer
 * (docs/shell.md). A failed leads fetch is logged (spec §8, by fetchMyLeads): the lead figures then
 * show no value and the pipeline the failure, never "No leads yet." (issue 23).
 */
export function ConnectorDashboard({ profile }: { profile: Profile | undefined }) {
  const bonusQuery = useBonusDetails();
  const leadsQuery = useMyLeads();
  const figuresLoaded = !(bonusQuery.isPending || leadsQuery.isPending);
  // The data arrives in an update React must render at once (a query store); the figures
  // themselves are rendered as a deferred update instead, in slices, so the page stays responsive.
  const showFigures = useDeferredValue(figuresLoaded);

  const bonus = bonusQuery.data;
  const leads = leadsQuery.data;
  const bonusError = bonusQuery.isError ? getErrorMessage(bonusQuery.error, BONUS_FETCH_ERROR) : undefined;
  const territory = profile?.assigned_territory;

  return (
    <Stack gap="6">
      <Greeting name={profile?.username || 'User'} territory={territory?.name} />

      {!figuresLoaded || !showFigures ? (
        <LoadingDashboard />
      ) : (
        <>
          {/* Two to a row on tablets: four full-width cards there would be mostly empty. */}
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
            <SummaryCard
              label="Total Earnings"
              value={bonus ? formatRupees(bonus.bonus_amount) : undefined}
              note={bonus ? paidTotalNote(bonus.transactions) : undefined}
            />
            <SummaryCard
              label="This Month's Earnings"
              value={bonus ? formatRupees(thisMonthEarnings(bonus.transactions)) : undefined}
              note={bonus ? `From ${bonus.transactions.length} successful leads` : undefined}
            />
            <SummaryCard label="Conversion Rate" value={leads ? formatConversionRate(leads) : undefined} />
            <SummaryCard label="Active Leads" value={leads ? activeLeadCount(leads) : undefined} />
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
      )}
    </Stack>
  );
}

/**
 * Memoised, like LoadingDashboard: the page renders again when its figures' reads answer (and once
 * more for the deferred figures), and neither render changes these (docs/performance.md).
 */
const Greeting = memo(function Greeting({ name, territory }: { name: string; territory: string | undefined }) {
  return (
    <>
      <Heading as="h1" size={{ base: 'xl', lg: '2xl' }}>
        Welcome back, {name}
      </Heading>
      {territory ? <TerritoryCard name={territory} /> : null}
    </>
  );
});

export const LoadingDashboard = memo(function LoadingDashboard() {
  return (
    <Center role="status" aria-label="Loading dashboard" minHeight="60">
      <Spinner size="xl" color="brand.500" />
    </Center>
  );
});

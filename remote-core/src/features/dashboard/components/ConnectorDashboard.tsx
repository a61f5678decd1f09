import { memo, useDeferredValue } from 'react';
import type { Profile } from 'shared-contracts';
import { Center, Heading, Spinner, Stack, lazyAfterFirstFrame, markPageTitle } from 'shared-ui';
import { useBonusDetails } from '../../bonus/api/bonusDetails';
import { useMyLeads } from '../../leads/api/myLeads';
import { useT } from '../i18n';
import { TerritoryCard } from './TerritoryCard';

/**
 * The figures' code is requested once the greeting is on screen (the page's largest paint on a
 * phone), so the page's own chunk is only what that first frame draws; the figures wait for their
 * reads anyway (docs/dashboards.md, "On a phone").
 */
const ConnectorFigures = lazyAfterFirstFrame(() => import('./ConnectorFigures'), () => <LoadingDashboard />);

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
  const territory = profile?.assigned_territory;

  return (
    <Stack gap="6">
      <Greeting name={profile?.username} territory={territory?.name} />
      {!figuresLoaded || !showFigures ? <LoadingDashboard /> : <ConnectorFigures bonusQuery={bonusQuery} leadsQuery={leadsQuery} />}
    </Stack>
  );
}

/**
 * Memoised, like LoadingDashboard: the page renders again when its figures' reads answer (and once
 * more for the deferred figures), and neither render changes these (docs/performance.md).
 */
const Greeting = memo(function Greeting({ name, territory }: { name: string | undefined; territory: string | undefined }) {
  const t = useT();
  return (
    <>
      <Heading as="h1" size={{ base: 'xl', lg: '2xl' }} ref={markPageTitle}>
        {t('dashboard.welcome', { name: name || t('dashboard.defaultName') })}
      </Heading>
      {territory ? <TerritoryCard name={territory} /> : null}
    </>
  );
});

export const LoadingDashboard = memo(function LoadingDashboard() {
  const t = useT();
  return (
    <Center role="status" aria-label={t('dashboard.loading')} minHeight="60">
      <Spinner size="xl" color="brand.500" />
    </Center>
  );
});

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PayoutRun } from 'shared-contracts';
import { Stack } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { SuccessNotice } from '../../common/components/Notice';
import { parseRouteId } from '../../common/model/routeId';
import { pageFromParam } from '../../common/model/serverPaging';
import { PayoutRunDetail } from './components/PayoutRunDetail';
import { PayoutRunsPanel } from './components/PayoutRunsPanel';
import { PendingPanel } from './components/PendingPanel';
import { TaxProfilesToVerifyCard } from './components/TaxProfilesToVerifyCard';
import { TdsReportCard } from './components/TdsReportCard';
import { useT } from './i18n';
import { runRecordedMessage } from './model/payoutRun';

type PayoutTab = 'pending' | 'runs' | 'tax';

const TABS: readonly PayoutTab[] = ['pending', 'runs', 'tax'];

/** The runs tab's URL: the page of the list and the open run (the Pending tab has no parameters). */
function runsParams(page: number, runId?: number): Record<string, string> {
  return { tab: 'runs', ...(page > 1 ? { page: String(page) } : {}), ...(runId !== undefined ? { run: String(runId) } : {}) };
}

/**
 * /back-office/payouts below its header: the notice of a recorded run, and the Pending, Payout runs
 * and Tax details tabs (PayoutsPage); the runs tab opens with the quarterly TDS report. The tax
 * details waiting to be verified have a tab of their own rather than a card above the pending list:
 * read and drawn there, the card pushed the list down once it arrived and its text became the page's
 * largest paint (docs/payout-taxes.md, "Screens"). A held connector's Review tax details button
 * still opens their details from the pending list.
 */
export default function PayoutsPageBody() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: PayoutTab = TABS.find((value) => value === params.get('tab')) ?? 'pending';
  const runsPage = pageFromParam(params.get('page'));
  const runId = tab === 'runs' ? parseRouteId(params.get('run') ?? undefined) : null;
  // The run itself, so that its notice is worded in the page's language whenever it is drawn.
  const [recordedRun, setRecordedRun] = useState<PayoutRun | null>(null);

  const selectTab = (value: string) => setParams(value === 'runs' ? runsParams(1) : value === 'tax' ? { tab: 'tax' } : {}, { replace: true });
  const recorded = (run: PayoutRun) => setRecordedRun(run);

  return (
    <>
      {recordedRun ? <SuccessNotice message={runRecordedMessage(recordedRun, t)} onDismiss={() => setRecordedRun(null)} /> : null}
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        <Tabs.List>
          <Tabs.Trigger value="pending">{t('payouts.tabPending')}</Tabs.Trigger>
          <Tabs.Trigger value="runs">{t('payouts.tabRuns')}</Tabs.Trigger>
          <Tabs.Trigger value="tax">{t('payouts.tabTax')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="pending" pt="4">
          <PendingPanel onRecorded={recorded} />
        </Tabs.Content>
        <Tabs.Content value="runs" pt="4">
          {runId !== null ? (
            <PayoutRunDetail runId={runId} onBack={() => setParams(runsParams(runsPage))} />
          ) : (
            <Stack gap="5">
              <TdsReportCard />
              <PayoutRunsPanel
                page={runsPage}
                onPageChange={(page) => setParams(runsParams(page))}
                runLink={(run) => `?${new URLSearchParams(runsParams(runsPage, run.id)).toString()}`}
              />
            </Stack>
          )}
        </Tabs.Content>
        <Tabs.Content value="tax" pt="4">
          <TaxProfilesToVerifyCard />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Stack, PageHeader } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { SuccessNotice } from '../../common/components/Notice';
import { BankLoansTab } from './components/BankLoansTab';
import { BanksTab } from './components/BanksTab';
import { BranchesTab } from './components/BranchesTab';
import { SpokespersonsTab } from './components/SpokespersonsTab';
import { CATALOGUE_TABS, paramsFromView, viewFromParams, type CatalogueView } from './model/adminTabs';

/**
 * Catalogue (/back-office/catalogue): banks, the loans each bank offers, its branches and their
 * spokespersons, each with add and edit dialogs. The tab and the chosen bank and branch are kept in
 * the URL (one bank for all tabs). Every change refreshes the catalogue the connector pages show.
 */
export default function CatalogueAdminPage() {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const [notice, setNotice] = useState<string | null>(null);
  const show = (next: Partial<CatalogueView>) => setParams(paramsFromView({ ...view, ...next }), { replace: true });
  const changeBank = (bank: string) => show({ bank, branch: '' });

  return (
    <Stack gap="6">
      <PageHeader title="Catalogue" subtitle="Banks, the loans they offer with their payouts, their branches and spokespersons." />
      {notice ? <SuccessNotice message={notice} onDismiss={() => setNotice(null)} /> : null}
      <Tabs.Root
        value={view.tab}
        onValueChange={(details) => {
          setNotice(null);
          show({ tab: details.value as CatalogueView['tab'] });
        }}
        lazyMount
        variant="line"
      >
        <Tabs.List>
          {CATALOGUE_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="banks" pt="4">
          <BanksTab onSaved={setNotice} />
        </Tabs.Content>
        <Tabs.Content value="bank-loans" pt="4">
          <BankLoansTab bank={view.bank} onBankChange={changeBank} onSaved={setNotice} />
        </Tabs.Content>
        <Tabs.Content value="branches" pt="4">
          <BranchesTab bank={view.bank} onBankChange={changeBank} onSaved={setNotice} />
        </Tabs.Content>
        <Tabs.Content value="spokespersons" pt="4">
          <SpokespersonsTab bank={view.bank} branch={view.branch} onBankChange={changeBank} onBranchChange={(branch) => show({ branch })} onSaved={setNotice} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'shared-ui/widgets';
import { SuccessNotice } from '../../common/components/Notice';
import { BankLoansTab } from './components/BankLoansTab';
import { BanksTab } from './components/BanksTab';
import { BranchesTab } from './components/BranchesTab';
import { SpokespersonsTab } from './components/SpokespersonsTab';
import { useT } from './i18n';
import { CATALOGUE_TABS, paramsFromView, viewFromParams, type CatalogueView } from './model/adminTabs';

/** /back-office/catalogue below its header: the notice of a saved change, and the four tabs with their lists and dialogs (CatalogueAdminPage). */
export default function CatalogueAdminPageBody() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const [notice, setNotice] = useState<string | null>(null);
  const show = (next: Partial<CatalogueView>) => setParams(paramsFromView({ ...view, ...next }), { replace: true });
  const changeBank = (bank: string) => show({ bank, branch: '' });

  return (
    <>
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
              {t(tab.label)}
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
    </>
  );
}

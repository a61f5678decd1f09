import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'shared-ui/widgets';
import { BanksPanel } from './components/BanksPanel';
import { LoanTypesPanel } from './components/LoanTypesPanel';
import { useT } from './i18n';
import { BANK_LOAN_TABS, DEFAULT_BANK_LOAN_TAB, bankLoanTabOf } from './model/bankLoanTabs';

/** /bank-loan below its header: the Banks and Loans tabs, the open one kept in the URL (BankLoanPage). */
export default function BankLoanPageBody() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = bankLoanTabOf(searchParams.get('tab'));
  const selectTab = (value: string) => {
    setSearchParams(value === DEFAULT_BANK_LOAN_TAB ? {} : { tab: value }, { replace: true });
  };
  return (
    <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
      <Tabs.List>
        {BANK_LOAN_TABS.map((entry) => (
          <Tabs.Trigger key={entry.value} value={entry.value}>
            {t(entry.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="banks" pt="4">
        <BanksPanel />
      </Tabs.Content>
      <Tabs.Content value="loans" pt="4">
        <LoanTypesPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}

import { useSearchParams } from 'react-router-dom';
import { Stack, PageHeader } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { BanksPanel } from './components/BanksPanel';
import { LoanTypesPanel } from './components/LoanTypesPanel';
import { BANK_LOAN_TABS, DEFAULT_BANK_LOAN_TAB, bankLoanTabOf } from './model/bankLoanTabs';

/**
 * Bank & Loan Management (/bank-loan): the banks and the loan types, each opening its detail page.
 * A tab's list is fetched when the tab is first opened; the open tab is kept in the URL so that
 * the browser's Back from a loan returns to the Loans tab.
 */
export default function BankLoanPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = bankLoanTabOf(searchParams.get('tab'));
  const selectTab = (value: string) => {
    setSearchParams(value === DEFAULT_BANK_LOAN_TAB ? {} : { tab: value }, { replace: true });
  };
  return (
    <Stack gap="6">
      <PageHeader title="Bank & Loan Management" subtitle="Banks you can refer customers to, and the loan types they offer." />
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        <Tabs.List>
          {BANK_LOAN_TABS.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value}>
              {entry.label}
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
    </Stack>
  );
}

import type { BankBranch, BankLoan } from 'shared-contracts';
import { EmptyState } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { PayoutList } from '../catalogue/components/PayoutList';
import { useT as useCatalogueT } from '../catalogue/i18n';
import { loanTypeRows } from '../catalogue/model/payoutRows';
import { BranchesPanel } from './components/BranchesPanel';
import { useT } from './i18n';

/** /bank/{bankId} below its header: the bank's branches and its loans, as two tabs (BankDetailPage). */
export default function BankDetailPageBody({ branches, bankLoans }: { branches: BankBranch[]; bankLoans: BankLoan[] }) {
  const t = useT();
  const catalogueT = useCatalogueT();
  return (
    <Tabs.Root defaultValue="branches" variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="branches">{t('tabs.branches', { count: String(branches.length) })}</Tabs.Trigger>
        <Tabs.Trigger value="loans">{t('tabs.loans', { count: String(bankLoans.length) })}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="branches" pt="4">
        <BranchesPanel branches={branches} />
      </Tabs.Content>
      <Tabs.Content value="loans" pt="4">
        {bankLoans.length > 0 ? (
          <PayoutList nameColumn={t('loans.column')} label={t('loans.label')} rows={loanTypeRows(bankLoans, catalogueT)} />
        ) : (
          <EmptyState>{t('loans.empty')}</EmptyState>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

import type { BankBranch, BankLoan } from 'shared-contracts';
import { EmptyState } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { PayoutList } from '../catalogue/components/PayoutList';
import { loanTypeRows } from '../catalogue/model/payoutRows';
import { BranchesPanel } from './components/BranchesPanel';

/** /bank/{bankId} below its header: the bank's branches and its loans, as two tabs (BankDetailPage). */
export default function BankDetailPageBody({ branches, bankLoans }: { branches: BankBranch[]; bankLoans: BankLoan[] }) {
  return (
    <Tabs.Root defaultValue="branches" variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="branches">Branches ({branches.length})</Tabs.Trigger>
        <Tabs.Trigger value="loans">Loans ({bankLoans.length})</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="branches" pt="4">
        <BranchesPanel branches={branches} />
      </Tabs.Content>
      <Tabs.Content value="loans" pt="4">
        {bankLoans.length > 0 ? (
          <PayoutList nameColumn="Loan Type" label="Loans offered" rows={loanTypeRows(bankLoans)} />
        ) : (
          <EmptyState>This bank offers no loans yet.</EmptyState>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

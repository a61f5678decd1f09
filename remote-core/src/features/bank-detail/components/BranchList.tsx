import type { BankBranch } from 'shared-contracts';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';

const BRANCH_COLUMNS: readonly ResponsiveListColumn<BankBranch>[] = [
  { key: 'name', header: 'Branch Name', cell: (branch) => branch.branch_name, emphasis: true, text: 'nowrap', card: 'title' },
  { key: 'state', header: 'State', cell: (branch) => branch.state },
  { key: 'cluster', header: 'Cluster', cell: (branch) => branch.cluster },
  { key: 'type', header: 'Type', cell: (branch) => branch.branch_type },
  { key: 'address', header: 'Address', cell: (branch) => branch.address, card: 'wide-detail' },
  { key: 'pincode', header: 'Pincode', cell: (branch) => branch.pincode, text: 'nowrap' },
];

/** A bank's branches: a table on wide screens, cards below 1024px; each opens /branch/{id}. */
export function BranchList({ branches }: { branches: BankBranch[] }) {
  return <ResponsiveList label="Branches" rows={branches} rowKey={(branch) => branch.id} columns={BRANCH_COLUMNS} rowLink={(branch) => ({ to: `/branch/${branch.id}` })} size="sm" />;
}

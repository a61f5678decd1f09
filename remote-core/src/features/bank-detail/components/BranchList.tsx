import type { BankBranch } from 'shared-contracts';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useT, type BankDetailT } from '../i18n';

const branchColumns = (t: BankDetailT): ResponsiveListColumn<BankBranch>[] => [
  { key: 'name', header: t('column.branchName'), cell: (branch) => branch.branch_name, emphasis: true, text: 'nowrap', card: 'title' },
  { key: 'state', header: t('column.state'), cell: (branch) => branch.state },
  { key: 'cluster', header: t('column.cluster'), cell: (branch) => branch.cluster },
  { key: 'type', header: t('column.type'), cell: (branch) => branch.branch_type },
  { key: 'address', header: t('column.address'), cell: (branch) => branch.address, card: 'wide-detail' },
  { key: 'pincode', header: t('column.pincode'), cell: (branch) => branch.pincode, text: 'nowrap' },
];

/** A bank's branches: a table on wide screens, cards below 1024px; each opens /branch/{id}. */
export function BranchList({ branches }: { branches: BankBranch[] }) {
  const t = useT();
  return <ResponsiveList label={t('branches.label')} rows={branches} rowKey={(branch) => branch.id} columns={branchColumns(t)} rowLink={(branch) => ({ to: `/branch/${branch.id}` })} size="sm" />;
}

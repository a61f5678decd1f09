import type { BankBranch } from 'shared-contracts';
import { Button, Stack, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { DialogFrame, type ResponsiveListColumn } from 'shared-ui/widgets';
import { BRANCHES_FETCH_ERROR, useBankBranches } from '../../catalogue/api/bankBranches';
import { AdminList } from './AdminList';
import { BankFilter } from './BankFilter';
import { BranchForm } from './BranchForm';
import { TabToolbar } from './TabToolbar';
import { useDialogState } from './useDialogState';

const COLUMNS: readonly ResponsiveListColumn<BankBranch>[] = [
  { key: 'name', header: 'Branch', cell: (branch) => branch.branch_name, emphasis: true, card: 'title' },
  { key: 'type', header: 'Type', cell: (branch) => branch.branch_type },
  { key: 'cluster', header: 'Cluster', cell: (branch) => branch.cluster },
  { key: 'state', header: 'State', cell: (branch) => branch.state },
  { key: 'pincode', header: 'Pincode', cell: (branch) => branch.pincode, text: 'nowrap' },
  { key: 'address', header: 'Address', cell: (branch) => branch.address, card: 'wide-detail' },
];

interface BranchesTabProps {
  bank: string;
  onBankChange: (bank: string) => void;
  onSaved: (message: string) => void;
}

/** One bank's branches, with Add branch and Edit. */
export function BranchesTab({ bank, onBankChange, onSaved }: BranchesTabProps) {
  const bankId = bank ? Number(bank) : null;
  const branches = useBankBranches(bankId);
  const dialog = useDialogState<BankBranch>();
  let list;
  if (bankId === null) list = <EmptyState>Choose a bank to see its branches.</EmptyState>;
  else if (branches.isPending) list = <LoadingState label="Loading branches" />;
  else if (branches.isError)
    list = <ErrorState error={branches.error} fallback={BRANCHES_FETCH_ERROR} onRetry={() => void branches.refetch()} retrying={branches.isRefetching} />;
  else if (branches.data.length === 0) list = <EmptyState>This bank has no branches yet.</EmptyState>;
  else
    list = (
      <AdminList
        label="Branches"
        columns={COLUMNS}
        items={branches.data}
        itemKey={(branch) => branch.id}
        actions={(branch) => (
          <Button size="xs" variant="outline" aria-label={`Edit ${branch.branch_name}`} onClick={() => dialog.openEdit(branch)}>
            Edit
          </Button>
        )}
      />
    );
  return (
    <Stack gap="4">
      <TabToolbar filters={<BankFilter id="branches-bank" value={bank} onChange={onBankChange} />} addLabel="Add branch" onAdd={dialog.openAdd} />
      {list}
      <DialogFrame open={dialog.open} onClose={dialog.close} size="lg">
        <BranchForm
          key={dialog.item?.id ?? 'new'}
          branch={dialog.item}
          bankId={bank}
          onClose={dialog.close}
          onSaved={(message) => {
            dialog.close();
            onSaved(message);
          }}
        />
      </DialogFrame>
    </Stack>
  );
}

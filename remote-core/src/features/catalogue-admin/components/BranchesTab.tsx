import type { BankBranch } from 'shared-contracts';
import { Button, Stack, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { DialogFrame, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useBankBranches } from '../../catalogue/api/bankBranches';
import { useT, type CatalogueAdminT } from '../i18n';
import { AdminList } from './AdminList';
import { BankFilter } from './BankFilter';
import { BranchForm } from './BranchForm';
import { TabToolbar } from './TabToolbar';
import { useDialogState } from './useDialogState';

const branchColumns = (t: CatalogueAdminT): ResponsiveListColumn<BankBranch>[] => [
  { key: 'name', header: t('branches.branch'), cell: (branch) => branch.branch_name, emphasis: true, card: 'title' },
  { key: 'type', header: t('branches.type'), cell: (branch) => branch.branch_type },
  { key: 'cluster', header: t('branches.cluster'), cell: (branch) => branch.cluster },
  { key: 'state', header: t('branches.state'), cell: (branch) => branch.state },
  { key: 'pincode', header: t('branches.pincode'), cell: (branch) => branch.pincode, text: 'nowrap' },
  { key: 'address', header: t('branches.address'), cell: (branch) => branch.address, card: 'wide-detail' },
];

interface BranchesTabProps {
  bank: string;
  onBankChange: (bank: string) => void;
  onSaved: (message: string) => void;
}

/** One bank's branches, with Add branch and Edit. */
export function BranchesTab({ bank, onBankChange, onSaved }: BranchesTabProps) {
  const t = useT();
  const bankId = bank ? Number(bank) : null;
  const branches = useBankBranches(bankId);
  const dialog = useDialogState<BankBranch>();
  let list;
  if (bankId === null) list = <EmptyState>{t('branches.chooseBank')}</EmptyState>;
  else if (branches.isPending) list = <LoadingState label={t('branches.loading')} />;
  else if (branches.isError)
    list = <ErrorState error={branches.error} fallback={t('branches.fetchError')} onRetry={() => void branches.refetch()} retrying={branches.isRefetching} />;
  else if (branches.data.length === 0) list = <EmptyState>{t('branches.empty')}</EmptyState>;
  else
    list = (
      <AdminList
        label={t('branches.listLabel')}
        columns={branchColumns(t)}
        items={branches.data}
        itemKey={(branch) => branch.id}
        actions={(branch) => (
          <Button size="xs" variant="outline" aria-label={t('common.editNamed', { name: branch.branch_name })} onClick={() => dialog.openEdit(branch)}>
            {t('common.edit')}
          </Button>
        )}
      />
    );
  return (
    <Stack gap="4">
      <TabToolbar filters={<BankFilter id="branches-bank" value={bank} onChange={onBankChange} />} addLabel={t('branches.add')} onAdd={dialog.openAdd} />
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

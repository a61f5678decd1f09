import type { Bank } from 'shared-contracts';
import { Button, Stack, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { DialogFrame, type ResponsiveListColumn } from 'shared-ui/widgets';
import { BANKS_FETCH_ERROR, useBanks } from '../../catalogue/api/banks';
import { AdminList } from './AdminList';
import { BankForm } from './BankForm';
import { TabToolbar } from './TabToolbar';
import { useDialogState } from './useDialogState';

const BANK_COLUMNS: readonly ResponsiveListColumn<Bank>[] = [{ key: 'name', header: 'Bank', cell: (bank) => bank.name, emphasis: true, card: 'title' }];

/** Every bank, with Add bank and Edit (the name). */
export function BanksTab({ onSaved }: { onSaved: (message: string) => void }) {
  const banks = useBanks();
  const dialog = useDialogState<Bank>();
  let list;
  if (banks.isPending) list = <LoadingState label="Loading banks" />;
  else if (banks.isError) list = <ErrorState error={banks.error} fallback={BANKS_FETCH_ERROR} onRetry={() => void banks.refetch()} retrying={banks.isRefetching} />;
  else if (banks.data.length === 0) list = <EmptyState>No banks yet. Add the first one.</EmptyState>;
  else
    list = (
      <AdminList
        label="Banks"
        columns={BANK_COLUMNS}
        items={banks.data}
        itemKey={(bank) => bank.id}
        actions={(bank) => (
          <Button size="xs" variant="outline" aria-label={`Edit ${bank.name}`} onClick={() => dialog.openEdit(bank)}>
            Edit
          </Button>
        )}
      />
    );
  return (
    <Stack gap="4">
      <TabToolbar addLabel="Add bank" onAdd={dialog.openAdd} />
      {list}
      <DialogFrame open={dialog.open} onClose={dialog.close}>
        <BankForm
          key={dialog.item?.id ?? 'new'}
          bank={dialog.item}
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

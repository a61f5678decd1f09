import type { Bank } from 'shared-contracts';
import { Button, Stack, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { DialogFrame, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useBanks } from '../../catalogue/api/banks';
import { useT, type CatalogueAdminT } from '../i18n';
import { AdminList } from './AdminList';
import { BankForm } from './BankForm';
import { TabToolbar } from './TabToolbar';
import { useDialogState } from './useDialogState';

const bankColumns = (t: CatalogueAdminT): ResponsiveListColumn<Bank>[] => [{ key: 'name', header: t('banks.bank'), cell: (bank) => bank.name, emphasis: true, card: 'title' }];

/** Every bank, with Add bank and Edit (the name). */
export function BanksTab({ onSaved }: { onSaved: (message: string) => void }) {
  const t = useT();
  const banks = useBanks();
  const dialog = useDialogState<Bank>();
  let list;
  if (banks.isPending) list = <LoadingState label={t('banks.loading')} />;
  else if (banks.isError) list = <ErrorState error={banks.error} fallback={t('banks.fetchError')} onRetry={() => void banks.refetch()} retrying={banks.isRefetching} />;
  else if (banks.data.length === 0) list = <EmptyState>{t('banks.empty')}</EmptyState>;
  else
    list = (
      <AdminList
        label={t('banks.listLabel')}
        columns={bankColumns(t)}
        items={banks.data}
        itemKey={(bank) => bank.id}
        actions={(bank) => (
          <Button size="xs" variant="outline" aria-label={t('common.editNamed', { name: bank.name })} onClick={() => dialog.openEdit(bank)}>
            {t('common.edit')}
          </Button>
        )}
      />
    );
  return (
    <Stack gap="4">
      <TabToolbar addLabel={t('banks.add')} onAdd={dialog.openAdd} />
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

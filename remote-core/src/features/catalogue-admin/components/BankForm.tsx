import type { Bank } from 'shared-contracts';
import { FormDialog } from 'shared-ui/widgets';
import { useSaveBank } from '../api/catalogueWrites';
import { useT } from '../i18n';
import { BANK_FIELDS, bankRequest, bankValues, changedKeys } from '../model/catalogueForms';
import { EntityFields } from './EntityFields';
import { useEntityForm } from './useEntityForm';

interface BankFormProps {
  /** The bank to edit; a new bank without it. */
  bank?: Bank;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function BankForm({ bank, onClose, onSaved }: BankFormProps) {
  const t = useT();
  const save = useSaveBank();
  const initial = bankValues(bank);
  const form = useEntityForm({ fields: BANK_FIELDS, initial, error: save.error, fallback: t('banks.saveError') });
  const changed = changedKeys(['name'], initial, form.values).length > 0;

  const submit = () => {
    if (!form.attempt()) return;
    save.mutate(
      { request: bankRequest(form.values), bankId: bank?.id },
      { onSuccess: (saved) => onSaved(bank ? t('common.savedNamed', { name: saved.name }) : t('common.addedNamed', { name: saved.name })) },
    );
  };

  return (
    <FormDialog
      title={bank ? t('common.editNamed', { name: bank.name }) : t('banks.add')}
      submitLabel={bank ? t('common.save') : t('banks.add')}
      pending={save.isPending}
      canSubmit={bank === undefined || changed}
      error={form.general}
      onCancel={onClose}
      onSubmit={submit}
    >
      <EntityFields idPrefix="bank-form" fields={BANK_FIELDS} values={form.values} errorOf={form.errorOf} disabled={save.isPending} onChange={form.set} />
    </FormDialog>
  );
}

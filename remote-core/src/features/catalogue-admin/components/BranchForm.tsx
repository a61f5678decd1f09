import type { BankBranch } from 'shared-contracts';
import { Text } from 'shared-ui';
import { FormDialog } from 'shared-ui/widgets';
import { useBanks } from '../../catalogue/api/banks';
import { useSaveBranch } from '../api/catalogueWrites';
import { useT } from '../i18n';
import { BRANCH_FIELDS, branchCreateRequest, branchUpdateRequest, branchValues } from '../model/catalogueForms';
import { required } from '../model/fieldRules';
import { CatalogueSelect, optionsPlaceholder } from './CatalogueSelect';
import { EntityFields } from './EntityFields';
import { useEntityForm } from './useEntityForm';

interface BranchFormProps {
  /** The branch to edit; a new one without it. */
  branch?: BankBranch;
  /** The bank chosen in the list's filter (preselected for a new branch). */
  bankId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A bank's branch: name, type, cluster, state, address and pincode; a new branch also chooses its bank. */
export function BranchForm({ branch, bankId, onClose, onSaved }: BranchFormProps) {
  const t = useT();
  const isNew = branch === undefined;
  const save = useSaveBranch();
  const banks = useBanks();
  const initial = branchValues(branch, bankId);
  const form = useEntityForm({
    fields: BRANCH_FIELDS,
    initial,
    error: save.error,
    fallback: t('branches.saveError'),
    extraRules: (values) => {
      const bankError = isNew ? required(values.bank_id, t) : undefined;
      return bankError ? { bank_id: bankError } : {};
    },
  });
  const update = isNew ? {} : branchUpdateRequest(initial, form.values);

  const submit = () => {
    if (!form.attempt()) return;
    save.mutate(
      isNew ? { request: branchCreateRequest(form.values) } : { request: update, branchId: branch.id },
      { onSuccess: (saved) => onSaved(isNew ? t('branches.added', { name: saved.branch_name }) : t('branches.saved', { name: saved.branch_name })) },
    );
  };

  return (
    <FormDialog
      title={isNew ? t('branches.add') : t('common.editNamed', { name: branch.branch_name })}
      submitLabel={isNew ? t('branches.add') : t('common.save')}
      pending={save.isPending}
      canSubmit={isNew || Object.keys(update).length > 0}
      error={form.general}
      onCancel={onClose}
      onSubmit={submit}
    >
      {isNew ? (
        <CatalogueSelect
          id="branch-form-bank"
          label={t('select.bank')}
          required
          value={form.values.bank_id}
          options={(banks.data ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }))}
          placeholder={optionsPlaceholder(banks, 'banks', t)}
          disabled={!banks.isSuccess || save.isPending}
          error={form.errorOf('bank_id')}
          onChange={(value) => form.set('bank_id', value)}
        />
      ) : (
        <Text color="fg.muted">{branch.bank}</Text>
      )}
      <EntityFields idPrefix="branch-form" fields={BRANCH_FIELDS} values={form.values} errorOf={form.errorOf} disabled={save.isPending} onChange={form.set} />
    </FormDialog>
  );
}

import type { Spokesperson } from 'shared-contracts';
import { Text } from 'shared-ui';
import { FormDialog } from 'shared-ui/widgets';
import { useSaveSpokesperson } from '../api/catalogueWrites';
import { useT } from '../i18n';
import { SPOKESPERSON_FIELDS, spokespersonCreateRequest, spokespersonUpdateRequest, spokespersonValues } from '../model/catalogueForms';
import { EntityFields } from './EntityFields';
import { useEntityForm } from './useEntityForm';

interface SpokespersonFormProps {
  /** The spokesperson to edit; a new one (active) at `branch` without it. */
  person?: Spokesperson;
  branch: { id: number; name: string };
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The bank's contact person at a branch: name, employee id, role, contact number and e-mail. */
export function SpokespersonForm({ person, branch, onClose, onSaved }: SpokespersonFormProps) {
  const t = useT();
  const isNew = person === undefined;
  const save = useSaveSpokesperson();
  const initial = spokespersonValues(person);
  const form = useEntityForm({ fields: SPOKESPERSON_FIELDS, initial, error: save.error, fallback: t('spokespersons.saveError') });
  const update = isNew ? {} : spokespersonUpdateRequest(initial, form.values);

  const submit = () => {
    if (!form.attempt()) return;
    save.mutate(
      isNew ? { request: spokespersonCreateRequest(branch.id, form.values) } : { request: update, spokespersonId: person.id },
      { onSuccess: (saved) => onSaved(isNew ? t('spokespersons.added', { name: saved.name, branch: branch.name }) : t('common.savedNamed', { name: saved.name })) },
    );
  };

  return (
    <FormDialog
      title={isNew ? t('spokespersons.add') : t('common.editNamed', { name: person.name })}
      submitLabel={isNew ? t('spokespersons.add') : t('common.save')}
      pending={save.isPending}
      canSubmit={isNew || Object.keys(update).length > 0}
      error={form.general}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Text color="fg.muted">{t('spokespersons.branchOf', { name: branch.name })}</Text>
      <EntityFields idPrefix="spokesperson-form" fields={SPOKESPERSON_FIELDS} values={form.values} errorOf={form.errorOf} disabled={save.isPending} onChange={form.set} />
    </FormDialog>
  );
}

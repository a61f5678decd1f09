import type { Spokesperson } from 'shared-contracts';
import { Text } from 'shared-ui';
import { FormDialog } from 'shared-ui/widgets';
import { useSaveSpokesperson } from '../api/catalogueWrites';
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
  const isNew = person === undefined;
  const save = useSaveSpokesperson();
  const initial = spokespersonValues(person);
  const form = useEntityForm({ fields: SPOKESPERSON_FIELDS, initial, error: save.error, fallback: 'The spokesperson could not be saved.' });
  const update = isNew ? {} : spokespersonUpdateRequest(initial, form.values);

  const submit = () => {
    if (!form.attempt()) return;
    save.mutate(
      isNew ? { request: spokespersonCreateRequest(branch.id, form.values) } : { request: update, spokespersonId: person.id },
      { onSuccess: (saved) => onSaved(isNew ? `${saved.name} added to ${branch.name}.` : `${saved.name} saved.`) },
    );
  };

  return (
    <FormDialog
      title={isNew ? 'Add spokesperson' : `Edit ${person.name}`}
      submitLabel={isNew ? 'Add spokesperson' : 'Save'}
      pending={save.isPending}
      canSubmit={isNew || Object.keys(update).length > 0}
      error={form.general}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Text color="fg.muted">Branch: {branch.name}</Text>
      <EntityFields idPrefix="spokesperson-form" fields={SPOKESPERSON_FIELDS} values={form.values} errorOf={form.errorOf} disabled={save.isPending} onChange={form.set} />
    </FormDialog>
  );
}

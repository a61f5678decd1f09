import { useState } from 'react';
import type { Territory } from 'shared-contracts';
import { Input, getErrorMessage } from 'shared-ui';
import { DialogFrame, FormDialog, FormField, Select } from 'shared-ui/widgets';
import { useCreateTerritory, useTerritories } from '../api/territories';
import { useT } from '../i18n';
import {
  EMPTY_TERRITORY,
  LEVELS,
  isLevel,
  levelName,
  parentLevel,
  parentOptions,
  territoryFormErrors,
  territoryPayload,
  territoryServerErrors,
  type TerritoryField,
  type TerritoryFormErrors,
  type TerritoryFormValues,
} from '../model/territories';

interface AddTerritoryDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (territory: Territory) => void;
}

function AddTerritoryForm({ onClose, onCreated }: Omit<AddTerritoryDialogProps, 'open'>) {
  const t = useT();
  const territories = useTerritories();
  const create = useCreateTerritory();
  const [values, setValues] = useState<TerritoryFormValues>(EMPTY_TERRITORY);
  const [errors, setErrors] = useState<TerritoryFormErrors>({});
  const [other, setOther] = useState<string>();
  const pending = create.isPending;
  const level = isLevel(values.level) ? values.level : undefined;
  const wantedParent = level === undefined ? undefined : parentLevel(level);

  const change = (field: TerritoryField, value: string) => {
    // A new level asks for a parent of another level: the chosen one no longer fits.
    setValues((current) => ({ ...current, [field]: value, ...(field === 'level' ? { parentId: '' } : {}) }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      if (field === 'level') delete next.parentId;
      return next;
    });
  };

  const submit = () => {
    const problems = territoryFormErrors(t, values);
    setErrors(problems);
    setOther(undefined);
    if (Object.keys(problems).length > 0) return;
    create.mutate(territoryPayload(values), {
      onSuccess: onCreated,
      onError: (error) => {
        const server = territoryServerErrors(t, error);
        setErrors(server.fields);
        setOther(server.other);
      },
    });
  };

  const parents = level === undefined || territories.data === undefined ? [] : parentOptions(territories.data, level);
  const parentsError = territories.isError ? getErrorMessage(territories.error, t('addEmployee.territoriesFetchError')) : undefined;

  return (
    <FormDialog title={t('addTerritory.title')} submitLabel={t('addTerritory.submit')} pending={pending} error={other} onSubmit={submit} onCancel={onClose}>
      <FormField id="add-territory-name" label={t('addTerritory.name')} error={errors.name} required>
        {(control) => (
          <Input {...control} name="name" autoComplete="off" maxLength={120} disabled={pending} value={values.name} onChange={(event) => change('name', event.target.value)} />
        )}
      </FormField>
      <FormField id="add-territory-level" label={t('addTerritory.level')} error={errors.level} helper={t('addTerritory.levelHelper')} required>
        {(control) => (
          <Select
            control={control}
            name="level"
            required
            disabled={pending}
            value={values.level}
            options={LEVELS.map((level) => ({ value: level, label: levelName(t, level) }))}
            placeholder={t('addTerritory.chooseLevel')}
            onChange={(level) => change('level', level)}
          />
        )}
      </FormField>
      {wantedParent === undefined ? null : (
        <FormField id="add-territory-parent" label={t('addTerritory.parent', { level: wantedParent })} error={errors.parentId ?? parentsError} required>
          {(control) => (
            <Select
              control={control}
              name="parent_id"
              required
              disabled={pending || !territories.isSuccess}
              value={values.parentId}
              options={parents}
              placeholder={
                territories.isPending
                  ? t('addTerritory.loadingTerritories')
                  : parents.length === 0
                    ? t('addTerritory.noParents', { level: wantedParent })
                    : t('addTerritory.chooseParent', { level: wantedParent })
              }
              onChange={(parentId) => change('parentId', parentId)}
            />
          )}
        </FormField>
      )}
    </FormDialog>
  );
}

/** Add territory: name, level, and for a state or cluster its parent among the territories one level up. */
export function AddTerritoryDialog({ open, onClose, onCreated }: AddTerritoryDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose}>
      <AddTerritoryForm onClose={onClose} onCreated={onCreated} />
    </DialogFrame>
  );
}

import { useState } from 'react';
import { useProfile } from 'shared-auth';
import type { EmployeeDetail } from 'shared-contracts';
import { Input, SimpleGrid, getErrorMessage } from 'shared-ui';
import { DialogFrame, FormDialog, FormField, Select } from 'shared-ui/widgets';
import { useCreateEmployee } from '../api/createEmployee';
import { useTerritories } from '../api/territories';
import { useT } from '../i18n';
import {
  EMPTY_EMPLOYEE,
  employeeFormErrors,
  employeePayload,
  employeeServerErrors,
  roleOptions,
  type EmployeeField,
  type EmployeeFormErrors,
  type EmployeeFormValues,
} from '../model/employeeForm';
import { territoryGroups } from '../model/territories';
import { ManagerPicker } from './ManagerPicker';

interface AddEmployeeDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (employee: EmployeeDetail) => void;
}

function AddEmployeeForm({ onClose, onCreated }: Omit<AddEmployeeDialogProps, 'open'>) {
  const t = useT();
  const { profile } = useProfile();
  const territories = useTerritories();
  const create = useCreateEmployee();
  const [values, setValues] = useState<EmployeeFormValues>(EMPTY_EMPLOYEE);
  const [errors, setErrors] = useState<EmployeeFormErrors>({});
  const [other, setOther] = useState<string>();
  const pending = create.isPending;

  const change = <F extends EmployeeField>(field: F, value: EmployeeFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const submit = () => {
    const problems = employeeFormErrors(t, values);
    setErrors(problems);
    setOther(undefined);
    if (Object.keys(problems).length > 0) return;
    create.mutate(employeePayload(values), {
      onSuccess: onCreated,
      onError: (error) => {
        const server = employeeServerErrors(t, error);
        setErrors(server.fields);
        setOther(server.other);
      },
    });
  };

  const territoryError = territories.isError ? getErrorMessage(territories.error, t('addEmployee.territoriesFetchError')) : undefined;
  const text = (field: 'employeeId' | 'username' | 'mobile' | 'email') => ({
    value: values[field],
    disabled: pending,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <FormDialog title={t('addEmployee.title')} submitLabel={t('addEmployee.submit')} pending={pending} error={other} onSubmit={submit} onCancel={onClose}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField id="add-employee-id" label={t('addEmployee.employeeId')} error={errors.employeeId} helper={t('addEmployee.employeeIdHelper')} required>
          {(control) => <Input {...control} name="employee_id" autoComplete="off" maxLength={32} {...text('employeeId')} />}
        </FormField>
        <FormField id="add-employee-name" label={t('addEmployee.name')} error={errors.username} required>
          {(control) => <Input {...control} name="username" autoComplete="off" maxLength={80} {...text('username')} />}
        </FormField>
        <FormField id="add-employee-role" label={t('addEmployee.role')} error={errors.role} required>
          {(control) => (
            <Select
              control={control}
              name="role"
              required
              disabled={pending}
              value={values.role}
              options={roleOptions(profile?.role)}
              placeholder={t('addEmployee.chooseRole')}
              onChange={(role) => change('role', role)}
            />
          )}
        </FormField>
        <FormField id="add-employee-territory" label={t('addEmployee.territory')} error={errors.territoryId ?? territoryError}>
          {(control) => (
            // Territories grouped by level (Zones, States, Clusters), each shown with its path up to the zone.
            <Select
              control={control}
              name="assigned_territory_id"
              value={values.territoryId}
              options={territories.data ? territoryGroups(t, territories.data) : []}
              placeholder={territories.isPending ? t('addEmployee.loadingTerritories') : territories.isError ? t('addEmployee.territoriesUnavailable') : t('addEmployee.noTerritory')}
              disabled={pending || !territories.isSuccess}
              onChange={(value) => change('territoryId', value)}
            />
          )}
        </FormField>
        <FormField id="add-employee-mobile" label={t('addEmployee.mobile')} error={errors.mobile}>
          {(control) => (
            <Input {...control} name="mobile_number" type="tel" inputMode="numeric" autoComplete="off" placeholder={t('addEmployee.mobilePlaceholder')} maxLength={10} {...text('mobile')} />
          )}
        </FormField>
        <FormField id="add-employee-email" label={t('addEmployee.email')} error={errors.email}>
          {(control) => <Input {...control} name="email" type="email" autoComplete="off" maxLength={254} {...text('email')} />}
        </FormField>
      </SimpleGrid>
      <ManagerPicker value={values.managerIds} error={errors.managerIds} disabled={pending} onChange={(managerIds) => change('managerIds', managerIds)} />
    </FormDialog>
  );
}

/**
 * Add employee: ID, name, role (Director only for a director), territory, mobile, e-mail and the
 * reporting managers; each of the server's messages under its field.
 */
export function AddEmployeeDialog({ open, onClose, onCreated }: AddEmployeeDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} size="lg">
      <AddEmployeeForm onClose={onClose} onCreated={onCreated} />
    </DialogFrame>
  );
}

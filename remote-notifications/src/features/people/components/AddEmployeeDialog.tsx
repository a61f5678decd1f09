import { useState } from 'react';
import { useProfile } from 'shared-auth';
import type { EmployeeDetail } from 'shared-contracts';
import { Input, SimpleGrid, getErrorMessage } from 'shared-ui';
import { DialogFrame, FormDialog, FormField, Select } from 'shared-ui/widgets';
import { useCreateEmployee } from '../api/createEmployee';
import { TERRITORIES_FETCH_ERROR, useTerritories } from '../api/territories';
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
    const problems = employeeFormErrors(values);
    setErrors(problems);
    setOther(undefined);
    if (Object.keys(problems).length > 0) return;
    create.mutate(employeePayload(values), {
      onSuccess: onCreated,
      onError: (error) => {
        const server = employeeServerErrors(error);
        setErrors(server.fields);
        setOther(server.other);
      },
    });
  };

  const territoryError = territories.isError ? getErrorMessage(territories.error, TERRITORIES_FETCH_ERROR) : undefined;
  const text = (field: 'employeeId' | 'username' | 'mobile' | 'email') => ({
    value: values[field],
    disabled: pending,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <FormDialog title="Add employee" submitLabel="Create employee" pending={pending} error={other} onSubmit={submit} onCancel={onClose}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField id="add-employee-id" label="Employee ID" error={errors.employeeId} helper="Letters and digits, e.g. CN1007." required>
          {(control) => <Input {...control} name="employee_id" autoComplete="off" maxLength={32} {...text('employeeId')} />}
        </FormField>
        <FormField id="add-employee-name" label="Name" error={errors.username} required>
          {(control) => <Input {...control} name="username" autoComplete="off" maxLength={80} {...text('username')} />}
        </FormField>
        <FormField id="add-employee-role" label="Role" error={errors.role} required>
          {(control) => (
            <Select
              control={control}
              name="role"
              required
              disabled={pending}
              value={values.role}
              options={roleOptions(profile?.role)}
              placeholder="Choose a role"
              onChange={(role) => change('role', role)}
            />
          )}
        </FormField>
        <FormField id="add-employee-territory" label="Territory" error={errors.territoryId ?? territoryError}>
          {(control) => (
            // Territories grouped by level (Zones, States, Clusters), each shown with its path up to the zone.
            <Select
              control={control}
              name="assigned_territory_id"
              value={values.territoryId}
              options={territories.data ? territoryGroups(territories.data) : []}
              placeholder={territories.isPending ? 'Loading territories...' : territories.isError ? 'Territories are not available' : 'No territory'}
              disabled={pending || !territories.isSuccess}
              onChange={(value) => change('territoryId', value)}
            />
          )}
        </FormField>
        <FormField id="add-employee-mobile" label="Mobile number" error={errors.mobile}>
          {(control) => (
            <Input {...control} name="mobile_number" type="tel" inputMode="numeric" autoComplete="off" placeholder="10-digit mobile number" maxLength={10} {...text('mobile')} />
          )}
        </FormField>
        <FormField id="add-employee-email" label="E-mail" error={errors.email}>
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

import { useId } from 'react';
import { Button, Field, HStack, Text, chakra, getErrorMessage } from 'shared-ui';
import { EmployeeCheckList } from '../../../common/components/EmployeeCheckList';
import { MANAGERS_FETCH_ERROR, useManagers } from '../api/managers';
import { MAX_MANAGERS, managerOptions } from '../model/employeeForm';

interface ManagerPickerProps {
  value: string[];
  error: string | undefined;
  disabled: boolean;
  onChange: (employeeIds: string[]) => void;
}

/** "Reporting managers": a checkbox per staff member (at most 10 chosen), from GET /auth/employee/fetch/. */
export function ManagerPicker({ value, error, disabled, onChange }: ManagerPickerProps) {
  const managers = useManagers();
  const id = useId();
  const errorId = `${id}-error`;
  const options = managers.data ? managerOptions(managers.data) : [];
  const full = value.length >= MAX_MANAGERS;
  const toggle = (employeeId: string, checked: boolean) =>
    onChange(checked ? [...value, employeeId] : value.filter((chosen) => chosen !== employeeId));

  return (
    <chakra.fieldset minW="0" aria-describedby={error !== undefined ? errorId : undefined} aria-invalid={error !== undefined || undefined}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        Reporting managers
      </chakra.legend>
      {managers.isPending ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          Loading managers...
        </Text>
      ) : managers.isError ? (
        <HStack gap="2">
          <Text fontSize="sm" color="red.600" role="alert">
            {getErrorMessage(managers.error, MANAGERS_FETCH_ERROR)}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void managers.refetch()}>
            Retry
          </Button>
        </HStack>
      ) : options.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nobody to report to yet.
        </Text>
      ) : (
        <EmployeeCheckList
          name="manager_ids"
          options={options}
          value={value}
          isDisabled={(_option, checked) => disabled || (full && !checked)}
          onToggle={toggle}
        />
      )}
      {error !== undefined ? (
        <Field.Root invalid>
          <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
        </Field.Root>
      ) : (
        <Text fontSize="xs" color="fg.muted" mt="1">
          Up to {MAX_MANAGERS}.
        </Text>
      )}
    </chakra.fieldset>
  );
}

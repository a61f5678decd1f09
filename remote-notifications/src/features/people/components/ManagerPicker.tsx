import { useId } from 'react';
import { Button, Field, HStack, Text, chakra, getErrorMessage } from 'shared-ui';
import { EmployeeCheckList } from '../../../common/components/EmployeeCheckList';
import { useManagers } from '../api/managers';
import { useT } from '../i18n';
import { MAX_MANAGERS, managerOptions } from '../model/employeeForm';

interface ManagerPickerProps {
  value: string[];
  error: string | undefined;
  disabled: boolean;
  onChange: (employeeIds: string[]) => void;
}

/** "Reporting managers": a checkbox per staff member (at most 10 chosen), from GET /auth/employee/fetch/. */
export function ManagerPicker({ value, error, disabled, onChange }: ManagerPickerProps) {
  const t = useT();
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
        {t('managers.legend')}
      </chakra.legend>
      {managers.isPending ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('managers.loading')}
        </Text>
      ) : managers.isError ? (
        <HStack gap="2">
          <Text fontSize="sm" color="red.600" role="alert">
            {getErrorMessage(managers.error, t('managers.fetchError'))}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void managers.refetch()}>
            {t('managers.retry')}
          </Button>
        </HStack>
      ) : options.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('managers.none')}
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
          {t('managers.upTo', { max: MAX_MANAGERS })}
        </Text>
      )}
    </chakra.fieldset>
  );
}

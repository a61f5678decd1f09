import { useId, useState } from 'react';
import { Button, Field, HStack, Input, Text, chakra, getErrorMessage } from 'shared-ui';
import { useEmployeeDirectory } from '../../../common/api/employeeDirectory';
import { EmployeeCheckList } from '../../../common/components/EmployeeCheckList';
import { filterEmployeeOptions } from '../../../common/model/employeeOptions';
import { useT } from '../i18n';
import { MAX_EMPLOYEES, employeeOptions } from '../model/customNotificationForm';

interface EmployeeChooserProps {
  value: string[];
  error: string | undefined;
  disabled: boolean;
  onChange: (employeeIds: string[]) => void;
}

/**
 * "Employees": every active employee (GET /auth/employee/fetch/) as a checkbox, with a search by
 * name or employee ID; people chosen stay chosen while a search hides them. At most 500.
 */
export function EmployeeChooser({ value, error, disabled, onChange }: EmployeeChooserProps) {
  const t = useT();
  const directory = useEmployeeDirectory();
  const id = useId();
  const errorId = `${id}-error`;
  const [search, setSearch] = useState('');
  const all = directory.data ? employeeOptions(directory.data) : [];
  const shown = filterEmployeeOptions(all, search);
  const full = value.length >= MAX_EMPLOYEES;
  const toggle = (employeeId: string, checked: boolean) =>
    onChange(checked ? [...value, employeeId] : value.filter((chosen) => chosen !== employeeId));

  let body;
  if (directory.isPending) {
    body = (
      <Text fontSize="sm" color="fg.muted" role="status">
        {t('employees.loading')}
      </Text>
    );
  } else if (directory.isError) {
    body = (
      <HStack gap="2">
        <Text fontSize="sm" color="red.600" role="alert">
          {getErrorMessage(directory.error, t('employees.fetchError'))}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void directory.refetch()}>
          {t('employees.retry')}
        </Button>
      </HStack>
    );
  } else if (all.length === 0) {
    body = (
      <Text fontSize="sm" color="fg.muted">
        {t('employees.none')}
      </Text>
    );
  } else {
    body = (
      <>
        <Field.Root mb="2">
          <Field.Label fontSize="sm">{t('employees.search')}</Field.Label>
          <Input type="search" size="sm" placeholder={t('employees.searchPlaceholder')} value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field.Root>
        {shown.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" py="2">
            {t('employees.noMatch')}
          </Text>
        ) : (
          <EmployeeCheckList
            name="employee_ids"
            options={shown}
            value={value}
            isDisabled={(_option, checked) => disabled || (full && !checked)}
            onToggle={toggle}
          />
        )}
        <HStack gap="2" mt="1.5">
          <Text fontSize="xs" color="fg.muted" aria-live="polite">
            {t('employees.chosen', { count: value.length, max: MAX_EMPLOYEES })}
          </Text>
          {value.length > 0 ? (
            <Button size="xs" variant="ghost" disabled={disabled} onClick={() => onChange([])}>
              {t('employees.clear')}
            </Button>
          ) : null}
        </HStack>
      </>
    );
  }

  return (
    <chakra.fieldset minW="0" aria-describedby={error !== undefined ? errorId : undefined} aria-invalid={error !== undefined || undefined}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {t('employees.legend')}
      </chakra.legend>
      {body}
      {error !== undefined ? (
        <Field.Root invalid>
          <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </chakra.fieldset>
  );
}

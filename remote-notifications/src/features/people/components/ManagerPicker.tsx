import { useId } from 'react';
import { Box, Button, Field, HStack, Stack, Text, chakra, getErrorMessage } from 'shared-ui';
import { Checkbox } from '../../../common/components/controls';
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
        <Box maxH="40" overflowY="auto" borderWidth="1px" borderRadius="l2" px="3" py="2">
          <Stack gap="1.5">
            {options.map((option) => {
              const checked = value.includes(option.employeeId);
              return (
                <chakra.label key={option.employeeId} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
                  <Checkbox
                    type="checkbox"
                    name="manager_ids"
                    value={option.employeeId}
                    checked={checked}
                    disabled={disabled || (full && !checked)}
                    onChange={(event) => toggle(option.employeeId, event.target.checked)}
                  />
                  <span>{option.label}</span>
                  <Text as="span" color="fg.muted">
                    · {option.role}
                  </Text>
                </chakra.label>
              );
            })}
          </Stack>
        </Box>
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

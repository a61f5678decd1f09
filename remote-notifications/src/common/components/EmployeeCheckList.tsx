import { Box, Stack, Text, chakra } from 'shared-ui';
import type { EmployeeOption } from '../model/employeeOptions';
import { Checkbox } from './controls';

interface EmployeeCheckListProps {
  /** The checkboxes' form name ("manager_ids", "employee_ids"). */
  name: string;
  /** An accessible name for the scrolling list (its fieldset's legend names the choice). */
  label?: string;
  options: readonly EmployeeOption[];
  /** Employee IDs chosen (may include people not among `options`, e.g. hidden by a search). */
  value: readonly string[];
  /** Whether one unchecked option may not be checked now (a limit is reached, the form is sending). */
  isDisabled: (option: EmployeeOption, checked: boolean) => boolean;
  onToggle: (employeeId: string, checked: boolean) => void;
}

/** A scrolling list of people, one labelled checkbox each: "Name (ID) · Role". */
export function EmployeeCheckList({ name, label, options, value, isDisabled, onToggle }: EmployeeCheckListProps) {
  return (
    <Box maxH="40" overflowY="auto" borderWidth="1px" borderRadius="l2" px="3" py="2" role={label ? 'group' : undefined} aria-label={label}>
      <Stack gap="1.5">
        {options.map((option) => {
          const checked = value.includes(option.employeeId);
          return (
            <chakra.label key={option.employeeId} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
              <Checkbox
                type="checkbox"
                name={name}
                value={option.employeeId}
                checked={checked}
                disabled={isDisabled(option, checked)}
                onChange={(event) => onToggle(option.employeeId, event.target.checked)}
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
  );
}

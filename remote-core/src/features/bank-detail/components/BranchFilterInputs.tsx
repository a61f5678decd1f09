import { Field, Input, SimpleGrid } from 'shared-ui';
import { BRANCH_FILTER_FIELDS, type BranchFilterField, type BranchFilters } from '../model/branchFilters';

interface BranchFilterInputsProps {
  filters: BranchFilters;
  onChange: (field: BranchFilterField, value: string) => void;
}

/** The four text filters of the Branches tab. */
export function BranchFilterInputs({ filters, onChange }: BranchFilterInputsProps) {
  return (
    <SimpleGrid as="fieldset" columns={{ base: 2, xl: 4 }} gap="3" aria-label="Filter branches">
      {BRANCH_FILTER_FIELDS.map(({ field, label }) => (
        <Field.Root key={field}>
          <Field.Label>{label}</Field.Label>
          <Input
            type="search"
            size="sm"
            bg="bg"
            inputMode={field === 'pincode' ? 'numeric' : undefined}
            placeholder={`Filter by ${label.toLowerCase()}`}
            value={filters[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}

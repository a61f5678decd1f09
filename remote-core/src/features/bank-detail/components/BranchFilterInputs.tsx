import { Field, Input, SimpleGrid } from 'shared-ui';
import { useT } from '../i18n';
import { BRANCH_FILTER_FIELDS, type BranchFilterField, type BranchFilters } from '../model/branchFilters';

interface BranchFilterInputsProps {
  filters: BranchFilters;
  onChange: (field: BranchFilterField, value: string) => void;
}

/** The four text filters of the Branches tab. */
export function BranchFilterInputs({ filters, onChange }: BranchFilterInputsProps) {
  const t = useT();
  return (
    <SimpleGrid as="fieldset" columns={{ base: 2, xl: 4 }} gap="3" aria-label={t('branches.filters')}>
      {BRANCH_FILTER_FIELDS.map(({ field, label, placeholder }) => (
        <Field.Root key={field}>
          <Field.Label>{t(label)}</Field.Label>
          <Input
            type="search"
            size="sm"
            bg="bg"
            inputMode={field === 'pincode' ? 'numeric' : undefined}
            placeholder={t(placeholder)}
            value={filters[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}

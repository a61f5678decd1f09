import type { Role } from 'shared-contracts';
import { Box, Flex } from 'shared-ui';
import { FormField, Select } from 'shared-ui/widgets';
import { SearchForm } from '../../../common/components/SearchForm';
import { ACTIVE_FILTERS, ROLE_FILTERS, type ActiveFilter, type PeopleFilters } from '../model/peopleList';

interface PeopleFilterBarProps {
  filters: PeopleFilters;
  onChange: (changes: Partial<Omit<PeopleFilters, 'page'>>) => void;
}

/** Role, active/inactive and a search (employee ID, name, e-mail or mobile). */
export function PeopleFilterBar({ filters, onChange }: PeopleFilterBarProps) {
  return (
    <Flex gap="3" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-end' }}>
      <Box minW={{ lg: '52' }}>
        <FormField id="people-role-filter" label="Role" error={undefined}>
          {(control) => (
            <Select control={control} name="role" value={filters.role} options={ROLE_FILTERS} onChange={(role) => onChange({ role: role as Role | '' })} />
          )}
        </FormField>
      </Box>
      <Box minW={{ lg: '52' }}>
        <FormField id="people-active-filter" label="Status" error={undefined}>
          {(control) => (
            <Select control={control} name="is_active" value={filters.active} options={ACTIVE_FILTERS} onChange={(active) => onChange({ active: active as ActiveFilter })} />
          )}
        </FormField>
      </Box>
      <Box flex="1">
        <SearchForm label="Search people" placeholder="Employee ID, name, e-mail or mobile" value={filters.search} onSearch={(search) => onChange({ search })} />
      </Box>
    </Flex>
  );
}

import type { Role } from 'shared-contracts';
import { Box, Flex } from 'shared-ui';
import { FormField } from 'shared-ui/widgets';
import { SearchForm } from '../../../common/components/SearchForm';
import { NativeSelect } from '../../../common/components/controls';
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
            <NativeSelect {...control} name="role" value={filters.role} onChange={(event) => onChange({ role: event.target.value as Role | '' })}>
              {ROLE_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </Box>
      <Box minW={{ lg: '52' }}>
        <FormField id="people-active-filter" label="Status" error={undefined}>
          {(control) => (
            <NativeSelect {...control} name="is_active" value={filters.active} onChange={(event) => onChange({ active: event.target.value as ActiveFilter })}>
              {ACTIVE_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </Box>
      <Box flex="1">
        <SearchForm label="Search people" placeholder="Employee ID, name, e-mail or mobile" value={filters.search} onSearch={(search) => onChange({ search })} />
      </Box>
    </Flex>
  );
}

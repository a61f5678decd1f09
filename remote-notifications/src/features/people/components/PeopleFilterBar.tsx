import type { Role } from 'shared-contracts';
import { Box, Flex } from 'shared-ui';
import { FormField, Select } from 'shared-ui/widgets';
import { SearchForm } from '../../../common/components/SearchForm';
import { useT } from '../i18n';
import { activeFilters, roleFilters, type ActiveFilter, type PeopleFilters } from '../model/peopleList';

interface PeopleFilterBarProps {
  filters: PeopleFilters;
  onChange: (changes: Partial<Omit<PeopleFilters, 'page'>>) => void;
}

/** Role, active/inactive and a search (employee ID, name, e-mail or mobile). */
export function PeopleFilterBar({ filters, onChange }: PeopleFilterBarProps) {
  const t = useT();
  return (
    <Flex gap="3" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-end' }}>
      <Box minW={{ lg: '52' }}>
        <FormField id="people-role-filter" label={t('filters.role')} error={undefined}>
          {(control) => (
            <Select control={control} name="role" value={filters.role} options={roleFilters(t)} onChange={(role) => onChange({ role: role as Role | '' })} />
          )}
        </FormField>
      </Box>
      <Box minW={{ lg: '52' }}>
        <FormField id="people-active-filter" label={t('filters.status')} error={undefined}>
          {(control) => (
            <Select control={control} name="is_active" value={filters.active} options={activeFilters(t)} onChange={(active) => onChange({ active: active as ActiveFilter })} />
          )}
        </FormField>
      </Box>
      <Box flex="1">
        <SearchForm label={t('filters.searchLabel')} placeholder={t('filters.searchPlaceholder')} value={filters.search} onSearch={(search) => onChange({ search })} />
      </Box>
    </Flex>
  );
}

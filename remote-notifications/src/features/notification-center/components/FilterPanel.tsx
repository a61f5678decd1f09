import { useId, useState, type FormEvent } from 'react';
import type { NotificationOrdering, NotificationType } from 'shared-contracts';
import { Box, Button, Card, HStack, Input, SimpleGrid, Stack, useIsMobile } from 'shared-ui';
import { FormField, Select } from 'shared-ui/widgets';
import {
  LEAD_OPTIONS,
  NO_FILTERS,
  ORDERING_OPTIONS,
  READ_OPTIONS,
  SEARCH_MAX,
  activeFilterCount,
  filterErrors,
  type FilterErrors,
  type LeadFilter,
  type NotificationFilters,
  type NotificationTab,
  type ReadFilter,
} from '../model/notificationFilters';
import { NOTIFICATION_TYPE_OPTIONS } from '../model/notificationTypes';

interface FilterPanelProps {
  tab: NotificationTab;
  /** The filters the list shows now. */
  applied: NotificationFilters;
  onApply: (filters: NotificationFilters) => void;
  onReset: () => void;
}

/**
 * Search, type, read state (All tab only), lead-related, date range and ordering. Changes wait for
 * Apply Filters (or Enter); Reset clears them. Below 1024px the panel folds behind a Filters button.
 */
export function FilterPanel({ tab, applied, onApply, onReset }: FilterPanelProps) {
  const isMobile = useIsMobile();
  const id = useId();
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<NotificationFilters>(applied);
  const [errors, setErrors] = useState<FilterErrors>({});

  const change = <F extends keyof NotificationFilters>(field: F, value: NotificationFilters[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'dateFrom' || field === 'dateTo') setErrors({});
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = filterErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onApply({ ...draft, search: draft.search.trim() });
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setErrors({});
    onReset();
  };

  const count = activeFilterCount(applied, tab);
  const form = (
    <form id={panelId} role="search" aria-label="Filter notifications" noValidate onSubmit={apply}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
          <FormField id={`${id}-search`} label="Search" wide>
            {(control) => (
              <Input
                {...control}
                type="search"
                name="search"
                placeholder="Title or message"
                maxLength={SEARCH_MAX}
                value={draft.search}
                onChange={(event) => change('search', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-type`} label="Type">
            {(control) => (
              <Select
                control={control}
                name="type"
                value={draft.type}
                options={NOTIFICATION_TYPE_OPTIONS}
                placeholder="All types"
                onChange={(type) => change('type', type as NotificationType | '')}
              />
            )}
          </FormField>
          <FormField id={`${id}-read`} label="Read state" helper={tab === 'unread' ? 'Applies on the All tab.' : undefined}>
            {(control) => (
              <Select
                control={control}
                name="is_active"
                disabled={tab === 'unread'}
                value={draft.read}
                options={READ_OPTIONS}
                onChange={(read) => change('read', read as ReadFilter)}
              />
            )}
          </FormField>
          <FormField id={`${id}-lead`} label="Lead-related">
            {(control) => (
              <Select control={control} name="lead_related" value={draft.lead} options={LEAD_OPTIONS} onChange={(lead) => change('lead', lead as LeadFilter)} />
            )}
          </FormField>
          <FormField id={`${id}-from`} label="From date">
            {(control) => <Input {...control} type="date" name="date_from" value={draft.dateFrom} onChange={(event) => change('dateFrom', event.target.value)} />}
          </FormField>
          <FormField id={`${id}-to`} label="To date" error={errors.dateTo}>
            {(control) => <Input {...control} type="date" name="date_to" value={draft.dateTo} onChange={(event) => change('dateTo', event.target.value)} />}
          </FormField>
          <FormField id={`${id}-ordering`} label="Order">
            {(control) => (
              <Select
                control={control}
                name="ordering"
                value={draft.ordering}
                options={ORDERING_OPTIONS}
                onChange={(ordering) => change('ordering', ordering as NotificationOrdering)}
              />
            )}
          </FormField>
        </SimpleGrid>
        <HStack gap="2" justify={{ base: 'stretch', md: 'flex-end' }}>
          <Button variant="outline" onClick={reset} flex={{ base: '1', md: 'initial' }}>
            Reset
          </Button>
          <Button type="submit" colorPalette="brand" flex={{ base: '1', md: 'initial' }}>
            Apply Filters
          </Button>
        </HStack>
      </Stack>
    </form>
  );

  if (!isMobile) {
    return (
      <Card.Root variant="outline">
        <Card.Body p="4">{form}</Card.Body>
      </Card.Root>
    );
  }
  return (
    <Box>
      <Button variant="outline" width="full" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((current) => !current)}>
        {open ? 'Hide filters' : count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      {open ? (
        <Card.Root variant="outline" mt="3">
          <Card.Body p="4">{form}</Card.Body>
        </Card.Root>
      ) : null}
    </Box>
  );
}


import type { FormEvent } from 'react';
import type { NotificationOrdering, NotificationType } from 'shared-contracts';
import { Button, HStack, Input, SimpleGrid, Stack } from 'shared-ui';
import { FormField, Select } from 'shared-ui/widgets';
import {
  LEAD_OPTIONS,
  ORDERING_OPTIONS,
  READ_OPTIONS,
  SEARCH_MAX,
  type FilterErrors,
  type LeadFilter,
  type NotificationFilters,
  type NotificationTab,
  type ReadFilter,
} from './model/notificationFilters';
import { NOTIFICATION_TYPE_OPTIONS } from './model/notificationTypes';

export interface NotificationCenterPageBodyProps {
  /** The form's id (the mobile Filters button controls it) and the prefix of its fields' ids. */
  id: string;
  tab: NotificationTab;
  /** The filters being typed. */
  draft: NotificationFilters;
  errors: FilterErrors;
  change: <F extends keyof NotificationFilters>(field: F, value: NotificationFilters[F]) => void;
  apply: (event: FormEvent<HTMLFormElement>) => void;
  reset: () => void;
}

/**
 * The Notification Center's part that needs shared-ui/widgets: the filter form (search, type,
 * read state on the All tab, lead-related, date range, ordering; Apply Filters and Reset). The
 * filter panel (components/FilterPanel.tsx) holds what is typed and loads this when it is shown,
 * so the list is drawn without waiting for the widgets (NotificationCenterPage).
 */
export default function NotificationCenterPageBody({ id, tab, draft, errors, change, apply, reset }: NotificationCenterPageBodyProps) {
  return (
    <form id={id} role="search" aria-label="Filter notifications" noValidate onSubmit={apply}>
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
}

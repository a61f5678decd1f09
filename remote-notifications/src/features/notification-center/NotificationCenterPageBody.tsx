import type { FormEvent } from 'react';
import type { NotificationOrdering, NotificationType } from 'shared-contracts';
import { Button, HStack, Input, SimpleGrid, Stack } from 'shared-ui';
import { FormField, Select } from 'shared-ui/widgets';
import { useT } from './i18n';
import {
  SEARCH_MAX,
  leadOptions,
  orderingOptions,
  readOptions,
  type FilterErrors,
  type LeadFilter,
  type NotificationFilters,
  type NotificationTab,
  type ReadFilter,
} from './model/notificationFilters';
import { notificationTypeOptions } from './model/notificationTypes';

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
  const t = useT();
  return (
    <form id={id} role="search" aria-label={t('filters.form')} noValidate onSubmit={apply}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
          <FormField id={`${id}-search`} label={t('filters.search')} wide>
            {(control) => (
              <Input
                {...control}
                type="search"
                name="search"
                placeholder={t('filters.searchPlaceholder')}
                maxLength={SEARCH_MAX}
                value={draft.search}
                onChange={(event) => change('search', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-type`} label={t('filters.type')}>
            {(control) => (
              <Select
                control={control}
                name="type"
                value={draft.type}
                options={notificationTypeOptions(t)}
                placeholder={t('filters.allTypes')}
                onChange={(type) => change('type', type as NotificationType | '')}
              />
            )}
          </FormField>
          <FormField id={`${id}-read`} label={t('filters.read')} helper={tab === 'unread' ? t('filters.readHelper') : undefined}>
            {(control) => (
              <Select
                control={control}
                name="is_active"
                disabled={tab === 'unread'}
                value={draft.read}
                options={readOptions(t)}
                onChange={(read) => change('read', read as ReadFilter)}
              />
            )}
          </FormField>
          <FormField id={`${id}-lead`} label={t('filters.lead')}>
            {(control) => (
              <Select control={control} name="lead_related" value={draft.lead} options={leadOptions(t)} onChange={(lead) => change('lead', lead as LeadFilter)} />
            )}
          </FormField>
          <FormField id={`${id}-from`} label={t('filters.dateFrom')}>
            {(control) => <Input {...control} type="date" name="date_from" value={draft.dateFrom} onChange={(event) => change('dateFrom', event.target.value)} />}
          </FormField>
          <FormField id={`${id}-to`} label={t('filters.dateTo')} error={errors.dateTo === undefined ? undefined : t(errors.dateTo)}>
            {(control) => <Input {...control} type="date" name="date_to" value={draft.dateTo} onChange={(event) => change('dateTo', event.target.value)} />}
          </FormField>
          <FormField id={`${id}-ordering`} label={t('filters.order')}>
            {(control) => (
              <Select
                control={control}
                name="ordering"
                value={draft.ordering}
                options={orderingOptions(t)}
                onChange={(ordering) => change('ordering', ordering as NotificationOrdering)}
              />
            )}
          </FormField>
        </SimpleGrid>
        <HStack gap="2" justify={{ base: 'stretch', md: 'flex-end' }}>
          <Button variant="outline" onClick={reset} flex={{ base: '1', md: 'initial' }}>
            {t('filters.reset')}
          </Button>
          <Button type="submit" colorPalette="brand" flex={{ base: '1', md: 'initial' }}>
            {t('filters.apply')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

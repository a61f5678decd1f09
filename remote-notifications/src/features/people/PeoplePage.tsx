import { useState } from 'react';
import { Button, Stack, lazyPageBody, pageCount, PageHeader } from 'shared-ui';
import { SuccessMessage } from '../../common/components/SuccessMessage';
import { useEmployees } from './api/employees';
import { NO_FILTERS, type PeopleFilters } from './model/peopleList';

const PeoplePageBody = lazyPageBody(() => import('./PeoplePageBody'), 'Loading employees');

/**
 * People (/back-office/people, admin and director): every employee, filtered by role, active state
 * and a search, one page at a time (a table, cards below 1024px); Add employee, Add territory, and
 * Deactivate / Activate per person after a confirmation. The header and the outcome of a change are
 * drawn first; the filters, the list and the dialogs, which need shared-ui/widgets, are
 * PeoplePageBody (docs/pages.md, "A page's header first"). The page reads the list, starting the
 * read with its header, and hands the read to the body.
 */
export default function PeoplePage() {
  const [filters, setFilters] = useState<PeopleFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<'employee' | 'territory'>();
  const [message, setMessage] = useState<string>();
  // Only the fields read here and by the body: React Query draws the page again for those alone.
  const { data, error, isPending, isRefetching, isPlaceholderData, refetch } = useEmployees(filters);

  const lastPage = data !== undefined && !isPlaceholderData ? pageCount(data.count, data.page_size) : undefined;
  if (lastPage !== undefined && filters.page > lastPage) setFilters({ ...filters, page: lastPage });

  const changeFilters = (changes: Partial<Omit<PeopleFilters, 'page'>>) => setFilters((current) => ({ ...current, ...changes, page: 1 }));

  return (
    <Stack gap="6">
      <PageHeader
        title="People"
        subtitle="Everyone in the portal: roles, territories, reporting lines and access."
        actions={
          <>
            <Button variant="outline" colorPalette="brand" onClick={() => setDialog('territory')}>
              Add territory
            </Button>
            <Button colorPalette="brand" onClick={() => setDialog('employee')}>
              Add employee
            </Button>
          </>
        }
      />
      <SuccessMessage message={message} onDismiss={() => setMessage(undefined)} />
      <PeoplePageBody
        employees={{ data, error, isPending, isRefetching, isPlaceholderData, refetch }}
        filters={filters}
        onFiltersChange={changeFilters}
        onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        dialog={dialog}
        onDialogClose={() => setDialog(undefined)}
        onDone={setMessage}
      />
    </Stack>
  );
}

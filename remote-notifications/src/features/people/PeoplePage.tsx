import { useMemo, useState } from 'react';
import { useProfile } from 'shared-auth';
import { Button, Stack, EmptyState, ErrorState, LoadingState, pageCount, PageHeader, Pager, RefreshFailure } from 'shared-ui';
import { SuccessMessage } from '../../common/components/SuccessMessage';
import { EMPLOYEES_FETCH_ERROR, useEmployees } from './api/employees';
import { ActivationDialog } from './components/ActivationDialog';
import { AddEmployeeDialog } from './components/AddEmployeeDialog';
import { AddTerritoryDialog } from './components/AddTerritoryDialog';
import { PeopleFilterBar } from './components/PeopleFilterBar';
import { PeopleList } from './components/PeopleList';
import { employeeCreatedMessage } from './model/employeeForm';
import { NO_FILTERS, canChangeActivation, hasFilters, personRow, type PeopleFilters, type PersonRow } from './model/peopleList';
import { territoryCreatedMessage } from './model/territories';

/**
 * People (/back-office/people, admin and director): every employee, filtered by role, active state
 * and a search, one page at a time (a table, cards below 1024px); Add employee, Add territory, and
 * Deactivate / Activate per person after a confirmation.
 */
export default function PeoplePage() {
  const { profile } = useProfile();
  const [filters, setFilters] = useState<PeopleFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<'employee' | 'territory'>();
  const [activation, setActivation] = useState<{ row: PersonRow; open: boolean }>();
  const [message, setMessage] = useState<string>();
  const employees = useEmployees(filters);

  const data = employees.data;
  const lastPage = data !== undefined && !employees.isPlaceholderData ? pageCount(data.count, data.page_size) : undefined;
  if (lastPage !== undefined && filters.page > lastPage) setFilters({ ...filters, page: lastPage });

  const changeFilters = (changes: Partial<Omit<PeopleFilters, 'page'>>) => setFilters((current) => ({ ...current, ...changes, page: 1 }));
  const closeDialog = () => setDialog(undefined);
  const askActivation = (row: PersonRow) => setActivation({ row, open: true });
  const closeActivation = () => setActivation((current) => current && { ...current, open: false });
  // Kept while the data is: the list redraws its rows whenever it gets a new array (docs/shared-ui.md).
  const rows = useMemo(() => data?.results.map(personRow) ?? [], [data]);

  let list;
  if (employees.isPending || employees.isPlaceholderData) list = <LoadingState label="Loading employees" />;
  else if (data === undefined) list = <ErrorState error={employees.error} fallback={EMPLOYEES_FETCH_ERROR} onRetry={() => void employees.refetch()} />;
  else if (rows.length === 0) list = <EmptyState>{hasFilters(filters) ? 'No employees match these filters.' : 'No employees yet.'}</EmptyState>;
  else {
    const canChange = (row: PersonRow) => canChangeActivation(row, profile);
    list = (
      <Stack gap="3">
        <PeopleList rows={rows} canChange={canChange} onActivation={askActivation} />
        <Pager
          label="Employee pages"
          page={filters.page}
          pageCount={pageCount(data.count, data.page_size)}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </Stack>
    );
  }

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
      <PeopleFilterBar filters={filters} onChange={changeFilters} />
      <RefreshFailure query={employees} fallback={EMPLOYEES_FETCH_ERROR} />
      {list}
      <AddEmployeeDialog
        open={dialog === 'employee'}
        onClose={closeDialog}
        onCreated={(employee) => {
          closeDialog();
          setMessage(employeeCreatedMessage(employee));
        }}
      />
      <AddTerritoryDialog
        open={dialog === 'territory'}
        onClose={closeDialog}
        onCreated={(territory) => {
          closeDialog();
          setMessage(territoryCreatedMessage(territory));
        }}
      />
      <ActivationDialog
        row={activation?.row}
        open={activation?.open ?? false}
        onClose={closeActivation}
        onDone={(done) => {
          closeActivation();
          setMessage(done);
        }}
      />
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { useProfile } from 'shared-auth';
import type { EmployeePage } from 'shared-contracts';
import { Stack, EmptyState, ErrorState, LoadingState, pageCount, Pager, RefreshFailure, type PagedQuerySource } from 'shared-ui';
import { useIdleAfter } from '../../common/components/useIdleAfter';
import { EMPLOYEES_FETCH_ERROR } from './api/employees';
import { ActivationDialog } from './components/ActivationDialog';
import { AddEmployeeDialog } from './components/AddEmployeeDialog';
import { AddTerritoryDialog } from './components/AddTerritoryDialog';
import { PeopleFilterBar } from './components/PeopleFilterBar';
import { PeopleList } from './components/PeopleList';
import { PrivacyRequestsSection } from './components/PrivacyRequestsSection';
import { employeeCreatedMessage } from './model/employeeForm';
import { canChangeActivation, hasFilters, personRow, type PeopleFilters, type PersonRow } from './model/peopleList';
import { territoryCreatedMessage } from './model/territories';

interface PeoplePageBodyProps {
  /**
   * The page's read of the list (PeoplePage starts it with its header); `isPlaceholderData`: the
   * previous filters or page are kept while these load (the list shows the spinner). Handed down
   * rather than read again here: a second reader of the query mounting after the read had failed
   * would ask the server again (React Query retries a failed query on mount) before the failure is
   * shown.
   */
  employees: PagedQuerySource<EmployeePage>;
  /** The filters and the page the list is read with. */
  filters: PeopleFilters;
  /** A filter changed: the list starts again from page 1. */
  onFiltersChange: (changes: Partial<Omit<PeopleFilters, 'page'>>) => void;
  onPageChange: (page: number) => void;
  /** The Add dialog the header's Add employee or Add territory opened, if any. */
  dialog: 'employee' | 'territory' | undefined;
  onDialogClose: () => void;
  /** A dialog's change was made: the page shows `message` under its header. */
  onDone: (message: string) => void;
}

/** /back-office/people below its header and message: the filters, the employees with their pager, and the dialogs (PeoplePage). */
export default function PeoplePageBody({ employees, filters, onFiltersChange, onPageChange, dialog, onDialogClose, onDone }: PeoplePageBodyProps) {
  const { profile } = useProfile();
  const [activation, setActivation] = useState<{ row: PersonRow; open: boolean }>();

  const data = employees.data;
  const privacyShown = useIdleAfter(data !== undefined);
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
        <Pager label="Employee pages" page={filters.page} pageCount={pageCount(data.count, data.page_size)} onPageChange={onPageChange} />
      </Stack>
    );
  }

  return (
    <>
      <PeopleFilterBar filters={filters} onChange={onFiltersChange} />
      <RefreshFailure query={employees} fallback={EMPLOYEES_FETCH_ERROR} />
      {list}
      {/* Once the list is drawn (in slices) and the browser is idle: drawn before, it would be pushed down the screen. */}
      {privacyShown ? <PrivacyRequestsSection onDone={onDone} /> : null}
      <AddEmployeeDialog
        open={dialog === 'employee'}
        onClose={onDialogClose}
        onCreated={(employee) => {
          onDialogClose();
          onDone(employeeCreatedMessage(employee));
        }}
      />
      <AddTerritoryDialog
        open={dialog === 'territory'}
        onClose={onDialogClose}
        onCreated={(territory) => {
          onDialogClose();
          onDone(territoryCreatedMessage(territory));
        }}
      />
      <ActivationDialog
        row={activation?.row}
        open={activation?.open ?? false}
        onClose={closeActivation}
        onDone={(done) => {
          closeActivation();
          onDone(done);
        }}
      />
    </>
  );
}

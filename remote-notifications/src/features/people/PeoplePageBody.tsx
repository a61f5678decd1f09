import { useMemo, useState } from 'react';
import { useProfile } from 'shared-auth';
import { useLanguage } from 'shared-ui/i18n';
import type { EmployeePage } from 'shared-contracts';
import { Stack, EmptyState, ErrorState, LoadingState, pageCount, Pager, RefreshFailure, type PagedQuerySource } from 'shared-ui';
import { useIdleAfter } from '../../common/components/useIdleAfter';
import { ActivationDialog } from './components/ActivationDialog';
import { AddEmployeeDialog } from './components/AddEmployeeDialog';
import { AddTerritoryDialog } from './components/AddTerritoryDialog';
import { PeopleFilterBar } from './components/PeopleFilterBar';
import { PeopleList } from './components/PeopleList';
import { PrivacyRequestsSection } from './components/PrivacyRequestsSection';
import { useT } from './i18n';
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
  const t = useT();
  const language = useLanguage();
  const { profile } = useProfile();
  const [activation, setActivation] = useState<{ row: PersonRow; open: boolean }>();

  const data = employees.data;
  const privacyShown = useIdleAfter(data !== undefined);
  const askActivation = (row: PersonRow) => setActivation({ row, open: true });
  const closeActivation = () => setActivation((current) => current && { ...current, open: false });
  // Kept while the data is, and made again in the language the page changes to (the rows hold its words: N/A,
  // the role): the list redraws its rows whenever it gets a new array (docs/shared-ui.md).
  const { rows } = useMemo(() => ({ language, rows: data?.results.map((employee) => personRow(t, employee)) ?? [] }), [t, data, language]);

  let list;
  if (employees.isPending || employees.isPlaceholderData) list = <LoadingState label={t('list.loading')} />;
  else if (data === undefined) list = <ErrorState error={employees.error} fallback={t('list.fetchError')} onRetry={() => void employees.refetch()} />;
  else if (rows.length === 0) list = <EmptyState>{hasFilters(filters) ? t('list.noMatch') : t('list.empty')}</EmptyState>;
  else {
    const canChange = (row: PersonRow) => canChangeActivation(row, profile);
    list = (
      <Stack gap="3">
        <PeopleList rows={rows} canChange={canChange} onActivation={askActivation} />
        <Pager label={t('list.pages')} page={filters.page} pageCount={pageCount(data.count, data.page_size)} onPageChange={onPageChange} />
      </Stack>
    );
  }

  return (
    <>
      <PeopleFilterBar filters={filters} onChange={onFiltersChange} />
      <RefreshFailure query={employees} fallback={t('list.fetchError')} />
      {list}
      {/* Once the list is drawn (in slices) and the browser is idle: drawn before, it would be pushed down the screen. */}
      {privacyShown ? <PrivacyRequestsSection onDone={onDone} /> : null}
      <AddEmployeeDialog
        open={dialog === 'employee'}
        onClose={onDialogClose}
        onCreated={(employee) => {
          onDialogClose();
          onDone(employeeCreatedMessage(t, employee));
        }}
      />
      <AddTerritoryDialog
        open={dialog === 'territory'}
        onClose={onDialogClose}
        onCreated={(territory) => {
          onDialogClose();
          onDone(territoryCreatedMessage(t, territory));
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

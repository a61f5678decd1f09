import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, LoadingState, Stack, lazyAfterFirstFrame, pageCount, PageHeader } from 'shared-ui';
import { SuccessMessage } from '../../common/components/SuccessMessage';
import { useEmployees } from './api/employees';
import { useT } from './i18n';
import { NO_FILTERS, roleFilterFromParam, type PeopleFilters } from './model/peopleList';

/** The body's place until its code is there (lazyPageBody's spinner, its label in the page's language). */
function BodyLoading() {
  const t = useT();
  return <LoadingState label={t('list.loading')} />;
}

const PeoplePageBody = lazyAfterFirstFrame(() => import('./PeoplePageBody'), BodyLoading);

/**
 * People (/back-office/people, admin and director): every employee, filtered by role, active state
 * and a search, one page at a time (a table, cards below 1024px); Add employee, Add territory, and
 * Deactivate / Activate per person after a confirmation. The header and the outcome of a change are
 * drawn first; the filters, the list and the dialogs, which need shared-ui/widgets, are
 * PeoplePageBody (docs/pages.md, "A page's header first"). The page reads the list, starting the
 * read with its header, and hands the read to the body. The role filter is in the URL (`?role=connector`:
 * the dashboards' onboarding funnel links the connectors), the other filters in the page's state.
 */
export default function PeoplePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [others, setOthers] = useState<Omit<PeopleFilters, 'role'>>(NO_FILTERS);
  const filters: PeopleFilters = { ...others, role: roleFilterFromParam(params.get('role')) };
  const setFilters = (next: PeopleFilters) => {
    const { role, ...rest } = next;
    if (role !== filters.role) setParams(role ? { role } : {});
    setOthers(rest);
  };
  const [dialog, setDialog] = useState<'employee' | 'territory'>();
  const [message, setMessage] = useState<string>();
  // Only the fields read here and by the body: React Query draws the page again for those alone.
  const { data, error, isPending, isRefetching, isPlaceholderData, refetch } = useEmployees(filters);

  const lastPage = data !== undefined && !isPlaceholderData ? pageCount(data.count, data.page_size) : undefined;
  if (lastPage !== undefined && filters.page > lastPage) setFilters({ ...filters, page: lastPage });

  const changeFilters = (changes: Partial<Omit<PeopleFilters, 'page'>>) => setFilters({ ...filters, ...changes, page: 1 });

  return (
    <Stack gap="6">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            <Button variant="outline" colorPalette="brand" onClick={() => setDialog('territory')}>
              {t('page.addTerritory')}
            </Button>
            <Button colorPalette="brand" onClick={() => setDialog('employee')}>
              {t('page.addEmployee')}
            </Button>
          </>
        }
      />
      <SuccessMessage message={message} onDismiss={() => setMessage(undefined)} />
      <PeoplePageBody
        employees={{ data, error, isPending, isRefetching, isPlaceholderData, refetch }}
        filters={filters}
        onFiltersChange={changeFilters}
        onPageChange={(page) => setOthers((current) => ({ ...current, page }))}
        dialog={dialog}
        onDialogClose={() => setDialog(undefined)}
        onDone={setMessage}
      />
    </Stack>
  );
}

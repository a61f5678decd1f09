import { useMemo, useState } from 'react';
import { Button, Stack } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { CsvDownloadButton } from '../../common/components/CsvDownloadButton';
import { PageHeader } from '../../common/components/PageHeader';
import { EmptyState, LoadingState } from '../../common/components/PageStates';
import { useMyLeads } from './api/myLeads';
import { AddLeadDialog } from './components/AddLeadDialog';
import { LeadsList } from './components/LeadsList';
import { leadRows, leadsCsv } from './model/leadRows';

/** Spec §9: the leads tab is fixed to "my". */
const MY_TAB = 'my';

/**
 * Leads Management (/leads): the signed-in user's leads, 25 per page, each opening /lead/{id};
 * Add Lead, and the CSV export of the whole list. A failed fetch is only logged (spec §8): the
 * list then shows as empty.
 */
export default function LeadsPage() {
  const leadsQuery = useMyLeads();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const rows = useMemo(() => leadRows(leadsQuery.data ?? []), [leadsQuery.data]);

  return (
    <Stack gap="6">
      <PageHeader
        title="Leads Management"
        subtitle="Customers you referred, their loans and where each stands."
        actions={
          <>
            <CsvDownloadButton name="my-leads" build={() => leadsCsv(rows)} disabled={rows.length === 0} />
            <Button colorPalette="brand" onClick={() => setAdding(true)}>
              Add Lead
            </Button>
          </>
        }
      />
      <Tabs.Root value={MY_TAB} variant="line">
        <Tabs.List>
          <Tabs.Trigger value={MY_TAB} textTransform="capitalize">
            {MY_TAB}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={MY_TAB} pt="4">
          {leadsQuery.isPending ? (
            <LoadingState label="Loading leads" />
          ) : rows.length === 0 ? (
            <EmptyState>No leads yet. Use Add Lead to refer a customer.</EmptyState>
          ) : (
            <LeadsList rows={rows} page={page} onPageChange={setPage} />
          )}
        </Tabs.Content>
      </Tabs.Root>
      <AddLeadDialog open={adding} onClose={() => setAdding(false)} onCreated={() => setPage(1)} />
    </Stack>
  );
}

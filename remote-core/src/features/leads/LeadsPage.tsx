import { useMemo, useState } from 'react';
import { Button, Stack, PageHeader, QueryStates } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { CsvDownloadButton } from '../../common/components/CsvDownloadButton';
import { MY_LEADS_FETCH_ERROR, useMyLeads } from './api/myLeads';
import { AddLeadDialog } from './components/AddLeadDialog';
import { LeadsList } from './components/LeadsList';
import { leadRows, leadsCsv } from './model/leadRows';

/** Spec §9: the leads tab is fixed to "my". */
const MY_TAB = 'my';

/**
 * Leads Management (/leads): the signed-in user's leads, 25 per page, each opening /lead/{id};
 * Add Lead, and the CSV export of the whole list. A failed fetch is logged (spec §8) and shown as
 * the page kit's error or "server unreachable" state: the list never claims to be empty when it
 * could not be read (issue 23).
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
          <QueryStates
            query={leadsQuery}
            loadingLabel="Loading leads"
            errorFallback={MY_LEADS_FETCH_ERROR}
            isEmpty={() => rows.length === 0}
            empty="No leads yet. Use Add Lead to refer a customer."
          >
            {() => <LeadsList rows={rows} page={page} onPageChange={setPage} />}
          </QueryStates>
        </Tabs.Content>
      </Tabs.Root>
      <AddLeadDialog open={adding} onClose={() => setAdding(false)} onCreated={() => setPage(1)} />
    </Stack>
  );
}

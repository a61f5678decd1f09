import { useMemo, useState } from 'react';
import { Button, Stack, PageHeader, lazyPageBody } from 'shared-ui';
import { CsvDownloadButton } from '../../common/components/CsvDownloadButton';
import { useMyLeads } from './api/myLeads';
import { leadRows, leadsCsv } from './model/leadRows';

const LeadsPageBody = lazyPageBody(() => import('./LeadsPageBody'), 'Loading leads');

/**
 * Leads Management (/leads): the signed-in user's leads, 25 per page, each opening /lead/{id};
 * Add Lead, and the CSV export of the whole list. A failed fetch is logged (spec §8) and shown as
 * the page kit's error or "server unreachable" state: the list never claims to be empty when it
 * could not be read (issue 23). The header is drawn first; the list and the dialog, which need
 * shared-ui/widgets, are LeadsPageBody (docs/pages.md, "A page's header first").
 */
export default function LeadsPage() {
  // Read here and handed to the body: a second reader mounted after a failed read would ask again.
  // Destructured: React Query re-renders the page only for the fields it reads.
  const { data, error, isRefetching, refetch } = useMyLeads();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const rows = useMemo(() => leadRows(data ?? []), [data]);

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
      <LeadsPageBody leads={{ data, error, isRefetching, refetch }} rows={rows} page={page} onPageChange={setPage} adding={adding} onAddingEnd={() => setAdding(false)} />
    </Stack>
  );
}

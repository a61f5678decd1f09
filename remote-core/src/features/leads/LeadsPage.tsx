import { useMemo, useState } from 'react';
import { Button, LoadingState, Stack, PageHeader, lazyAfterFirstFrame } from 'shared-ui';
import { useLanguage } from 'shared-ui/i18n';
import { CsvDownloadButton } from '../../common/components/CsvDownloadButton';
import { useMyLeads } from './api/myLeads';
import { useT } from './i18n';
import { leadRows, leadsCsv } from './model/leadRows';

/** The list's spinner until its code has come (lazyPageBody's, named in the page's language). */
function LoadingLeads() {
  const t = useT();
  return <LoadingState label={t('leads.loading')} />;
}

const LeadsPageBody = lazyAfterFirstFrame(() => import('./LeadsPageBody'), LoadingLeads);

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
  const t = useT();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  // The rows hold the page's words (N/A, Unknown): made again in the language the page changes to.
  const { rows } = useMemo(() => ({ language, rows: leadRows(data ?? [], t) }), [data, t, language]);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('leads.title')}
        subtitle={t('leads.subtitle')}
        actions={
          <>
            <CsvDownloadButton name="my-leads" build={() => leadsCsv(rows, t)} disabled={rows.length === 0} />
            <Button colorPalette="brand" onClick={() => setAdding(true)}>
              {t('leads.addLead')}
            </Button>
          </>
        }
      />
      <LeadsPageBody leads={{ data, error, isRefetching, refetch }} rows={rows} page={page} onPageChange={setPage} adding={adding} onAddingEnd={() => setAdding(false)} />
    </Stack>
  );
}

import type { LeadList } from 'shared-contracts';
import { QueryStates, type QueryStateSource } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { AddLeadDialog } from './components/AddLeadDialog';
import { LeadsList } from './components/LeadsList';
import { useT } from './i18n';
import type { LeadRow } from './model/leadRows';

/** Spec §9: the leads tab is fixed to "my". */
const MY_TAB = 'my';

interface LeadsPageBodyProps {
  /** The page's read of the leads (LeadsPage owns it: the body never reads it again). */
  leads: QueryStateSource<LeadList>;
  /** The leads as the list shows them (the page's header exports them too). */
  rows: LeadRow[];
  page: number;
  onPageChange: (page: number) => void;
  /** Add Lead was pressed in the page's header. */
  adding: boolean;
  onAddingEnd: () => void;
}

/** /leads below its header: the "my" tab with the list, and the Add Lead dialog (LeadsPage). */
export default function LeadsPageBody({ leads, rows, page, onPageChange, adding, onAddingEnd }: LeadsPageBodyProps) {
  const t = useT();
  return (
    <>
      <Tabs.Root value={MY_TAB} variant="line">
        <Tabs.List>
          <Tabs.Trigger value={MY_TAB} textTransform="capitalize">
            {t('leads.myTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={MY_TAB} pt="4">
          <QueryStates
            query={leads}
            loadingLabel={t('leads.loading')}
            errorFallback={t('leads.fetchError')}
            isEmpty={() => rows.length === 0}
            empty={t('leads.emptyText')}
          >
            {() => <LeadsList rows={rows} page={page} onPageChange={onPageChange} />}
          </QueryStates>
        </Tabs.Content>
      </Tabs.Root>
      <AddLeadDialog open={adding} onClose={onAddingEnd} onCreated={() => onPageChange(1)} />
    </>
  );
}

import type { ManagedLeadDetail } from 'shared-contracts';
import { SimpleGrid } from 'shared-ui';
import { DialogFrame } from 'shared-ui/widgets';
import { DocumentChecklistCard } from './components/DocumentChecklistCard';
import { LeadDetailsCard } from './components/LeadDetailsCard';
import { LeadTimelineCard } from './components/LeadTimelineCard';
import { PayoutCard } from './components/PayoutCard';
import { StatusChangeForm } from './components/StatusChangeDialog';
import type { StatusAction } from './model/statusActions';

interface ManagedLeadPageBodyProps {
  lead: ManagedLeadDetail;
  /** The status change the header's buttons asked for; `open` false while its dialog closes. */
  dialog: { action: StatusAction; open: boolean } | null;
  onDialogClose: () => void;
  /** A save or a status change went through: the page shows its message. */
  onSaved: (message: string) => void;
}

/** /back-office/leads/{id} below its header: the checklist, payout, details and timeline cards, and the status dialog (ManagedLeadPage). */
export default function ManagedLeadPageBody({ lead, dialog, onDialogClose, onSaved }: ManagedLeadPageBodyProps) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <DocumentChecklistCard key={JSON.stringify(lead.documents_checklist)} lead={lead} onSaved={onSaved} />
        <PayoutCard lead={lead} />
        <LeadDetailsCard lead={lead} />
        <LeadTimelineCard history={lead.status_history} />
      </SimpleGrid>
      <DialogFrame open={dialog?.open ?? false} onClose={onDialogClose}>
        {dialog ? (
          <StatusChangeForm
            lead={lead}
            action={dialog.action}
            onClose={onDialogClose}
            onChanged={(message) => {
              onSaved(message);
              onDialogClose();
            }}
          />
        ) : null}
      </DialogFrame>
    </>
  );
}

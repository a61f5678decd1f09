import { lazy, Suspense, useState } from 'react';
import type { ManagedLeadDetail } from 'shared-contracts';
import { SimpleGrid } from 'shared-ui';
import { DocumentReviewCard } from './components/DocumentReviewCard';
import { LeadDetailsCard } from './components/LeadDetailsCard';
import { LeadTimelineCard } from './components/LeadTimelineCard';
import { PayoutCard } from './components/PayoutCard';
import type { StatusAction } from './model/statusActions';

// The dialogs need shared-ui/widgets: each is loaded when its button is first pressed.
const StatusChangeDialogFrame = lazy(() => import('./components/StatusChangeDialogFrame'));
const BranchChangeDialogFrame = lazy(() => import('./components/BranchChangeDialogFrame'));

interface ManagedLeadPageBodyProps {
  lead: ManagedLeadDetail;
  /** The status change the header's buttons asked for; `open` false while its dialog closes. */
  dialog: { action: StatusAction; open: boolean } | null;
  onDialogClose: () => void;
  /** A document decision or a status change went through: the page shows its message. */
  onSaved: (message: string) => void;
}

/**
 * /back-office/leads/{id} below its header: the documents under review, payout, details and timeline
 * cards, the status dialog (ManagedLeadPage) and the Change branch dialog. Drawn with shared-ui's base
 * components only, so it is drawn with the header as soon as the lead is read; the dialogs load the
 * widgets when first opened.
 */
export default function ManagedLeadPageBody({ lead, dialog, onDialogClose, onSaved }: ManagedLeadPageBodyProps) {
  // null until first opened (nothing loaded); `open` false while it closes.
  const [branchDialog, setBranchDialog] = useState<{ open: boolean } | null>(null);
  const closeBranchDialog = () => setBranchDialog((current) => (current ? { open: false } : null));
  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <DocumentReviewCard lead={lead} onSaved={onSaved} />
        <PayoutCard lead={lead} />
        <LeadDetailsCard lead={lead} onChangeBranch={lead.can_edit ? () => setBranchDialog({ open: true }) : undefined} />
        <LeadTimelineCard history={lead.status_history} />
      </SimpleGrid>
      {dialog ? (
        <Suspense fallback={null}>
          <StatusChangeDialogFrame
            lead={lead}
            dialog={dialog}
            onClose={onDialogClose}
            onChanged={(message) => {
              onSaved(message);
              onDialogClose();
            }}
          />
        </Suspense>
      ) : null}
      {branchDialog ? (
        <Suspense fallback={null}>
          <BranchChangeDialogFrame
            lead={lead}
            open={branchDialog.open}
            onClose={closeBranchDialog}
            onChanged={(message) => {
              onSaved(message);
              closeBranchDialog();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

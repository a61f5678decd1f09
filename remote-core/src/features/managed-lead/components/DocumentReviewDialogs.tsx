import type { LeadDocument } from 'shared-contracts';
import { DialogFrame } from 'shared-ui/widgets';
import { PageViewerDialog } from '../../lead-documents/components/PageViewerDialog';
import { RejectDocumentForm } from './RejectDocumentDialog';

export interface DocumentReviewDialogsProps {
  leadId: number;
  /** The document and page the viewer shows, or null. */
  viewing: { document: LeadDocument | null; pageId: number } | null;
  onViewerClose: () => void;
  /** The document whose reason for rejecting is asked, or null. */
  rejecting: string | null;
  onRejectClose: () => void;
  onRejected: (message: string) => void;
}

/**
 * The Documents card's dialogs: the page viewer and the reason for a rejection. They need
 * shared-ui/widgets, so the card loads them when a page is first viewed or a document first rejected
 * (DocumentReviewCard), and the managed lead page draws its cards without waiting for the widgets.
 */
export default function DocumentReviewDialogs({ leadId, viewing, onViewerClose, rejecting, onRejectClose, onRejected }: DocumentReviewDialogsProps) {
  return (
    <>
      <PageViewerDialog scope="managed" leadId={leadId} document={viewing?.document ?? null} pageId={viewing?.pageId ?? null} onClose={onViewerClose} />
      <DialogFrame open={rejecting !== null} onClose={onRejectClose}>
        {rejecting !== null ? <RejectDocumentForm leadId={leadId} document={rejecting} onClose={onRejectClose} onRejected={onRejected} /> : null}
      </DialogFrame>
    </>
  );
}

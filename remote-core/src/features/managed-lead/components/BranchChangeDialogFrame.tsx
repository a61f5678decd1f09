import type { ManagedLeadDetail } from 'shared-contracts';
import { DialogFrame } from 'shared-ui/widgets';
import { BranchChangeForm } from './BranchChangeDialog';

export interface BranchChangeDialogFrameProps {
  lead: ManagedLeadDetail;
  open: boolean;
  onClose: () => void;
  onChanged: (message: string) => void;
}

/**
 * The Change branch dialog. It needs shared-ui/widgets, so the page loads it when Change branch is
 * first pressed (ManagedLeadPageBody) and draws its cards without them.
 */
export default function BranchChangeDialogFrame({ lead, open, onClose, onChanged }: BranchChangeDialogFrameProps) {
  return (
    <DialogFrame open={open} onClose={onClose}>
      <BranchChangeForm lead={lead} onClose={onClose} onChanged={onChanged} />
    </DialogFrame>
  );
}

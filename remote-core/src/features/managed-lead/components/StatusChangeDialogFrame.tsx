import type { ManagedLeadDetail } from 'shared-contracts';
import { DialogFrame } from 'shared-ui/widgets';
import type { StatusAction } from '../model/statusActions';
import { StatusChangeForm } from './StatusChangeDialog';

export interface StatusChangeDialogFrameProps {
  lead: ManagedLeadDetail;
  dialog: { action: StatusAction; open: boolean };
  onClose: () => void;
  onChanged: (message: string) => void;
}

/**
 * The status change the header's buttons ask for, in its dialog. It needs shared-ui/widgets, so the
 * page loads it when a button is first pressed (ManagedLeadPageBody) and draws its cards without them.
 */
export default function StatusChangeDialogFrame({ lead, dialog, onClose, onChanged }: StatusChangeDialogFrameProps) {
  return (
    <DialogFrame open={dialog.open} onClose={onClose}>
      <StatusChangeForm lead={lead} action={dialog.action} onClose={onClose} onChanged={onChanged} />
    </DialogFrame>
  );
}

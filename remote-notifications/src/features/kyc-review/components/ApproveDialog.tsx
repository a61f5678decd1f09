import type { KycSubmission } from 'shared-contracts';
import { getErrorMessage } from 'shared-ui';
import { ConfirmDialog, DialogFrame, FormDialog } from 'shared-ui/widgets';
import { useApproveKyc } from '../api/kycDecisions';
import { APPROVE_ERROR, connectorName } from '../model/kycReview';
import { MASK_BEFORE_APPROVAL, unmaskedAadhaarSides } from '../model/maskBoxes';

interface ApproveDialogProps {
  submission: KycSubmission;
  open: boolean;
  onClose: () => void;
  onApproved: (name: string) => void;
}

/**
 * "Approve KYC of <name>?" for a pending submission; a failure (409: already reviewed, or not masked)
 * stays in the dialog. While an Aadhaar side is unmasked it says so and Approve stays disabled.
 */
export function ApproveDialog({ submission, open, onClose, onApproved }: ApproveDialogProps) {
  const approve = useApproveKyc(submission.id);
  if (unmaskedAadhaarSides(submission).length > 0) {
    return (
      <DialogFrame open={open} onClose={onClose} size="sm" role="alertdialog">
        <FormDialog
          title={`Approve KYC of ${submission.employee.username}?`}
          submitLabel="Approve"
          pending={false}
          canSubmit={false}
          notice={MASK_BEFORE_APPROVAL}
          onSubmit={() => undefined}
          onCancel={onClose}
        >
          {`${connectorName(submission)} becomes KYC verified once approved. ${MASK_BEFORE_APPROVAL} Use "Mask Aadhaar number" or "Already masked" under each Aadhaar image.`}
        </FormDialog>
      </DialogFrame>
    );
  }
  const close = () => {
    approve.reset();
    onClose();
  };
  const confirm = () =>
    approve.mutate(undefined, {
      onSuccess: () => {
        approve.reset();
        onApproved(submission.employee.username);
      },
    });
  return (
    <ConfirmDialog
      open={open}
      title={`Approve KYC of ${submission.employee.username}?`}
      confirmLabel="Approve"
      confirmPalette="green"
      pending={approve.isPending}
      error={approve.isError ? getErrorMessage(approve.error, APPROVE_ERROR) : undefined}
      onConfirm={confirm}
      onClose={close}
    >
      {connectorName(submission)} becomes KYC verified and can use the whole portal.
    </ConfirmDialog>
  );
}

import type { KycSubmission } from 'shared-contracts';
import { getErrorMessage } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/widgets';
import { useApproveKyc } from '../api/kycDecisions';
import { APPROVE_ERROR, connectorName } from '../model/kycReview';

interface ApproveDialogProps {
  submission: KycSubmission;
  open: boolean;
  onClose: () => void;
  onApproved: (name: string) => void;
}

/** "Approve KYC of <name>?" for a pending submission; a failure (409: already reviewed) stays in the dialog. */
export function ApproveDialog({ submission, open, onClose, onApproved }: ApproveDialogProps) {
  const approve = useApproveKyc(submission.id);
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

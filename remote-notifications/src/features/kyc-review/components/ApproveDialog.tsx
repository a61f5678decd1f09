import type { KycSubmission } from 'shared-contracts';
import { getErrorMessage } from 'shared-ui';
import { ConfirmDialog, DialogFrame, FormDialog } from 'shared-ui/widgets';
import { useApproveKyc } from '../api/kycDecisions';
import { useT } from '../i18n';
import { connectorName } from '../model/kycReview';
import { unmaskedAadhaarSides } from '../model/maskBoxes';

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
  const t = useT();
  const approve = useApproveKyc(submission.id);
  if (unmaskedAadhaarSides(submission).length > 0) {
    return (
      <DialogFrame open={open} onClose={onClose} size="sm" role="alertdialog">
        <FormDialog
          title={t('approve.title', { name: submission.employee.username })}
          submitLabel={t('approve.confirm')}
          pending={false}
          canSubmit={false}
          notice={t('approve.maskFirst')}
          onSubmit={() => undefined}
          onCancel={onClose}
        >
          {t('approve.maskFirstText', { connector: connectorName(submission) })}
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
      title={t('approve.title', { name: submission.employee.username })}
      confirmLabel={t('approve.confirm')}
      confirmPalette="green"
      pending={approve.isPending}
      error={approve.isError ? getErrorMessage(approve.error, t('approve.error')) : undefined}
      onConfirm={confirm}
      onClose={close}
    >
      {t('approve.text', { connector: connectorName(submission) })}
    </ConfirmDialog>
  );
}

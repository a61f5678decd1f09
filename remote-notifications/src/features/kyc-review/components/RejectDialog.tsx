import { useState } from 'react';
import type { KycSubmission } from 'shared-contracts';
import { DialogFrame, FormDialog, FormField } from 'shared-ui/widgets';
import { TextArea } from '../../../common/components/controls';
import { useRejectKyc } from '../api/kycDecisions';
import { useT } from '../i18n';
import { REASON_MAX_LENGTH, connectorName, reasonError, rejectErrors } from '../model/kycReview';

interface RejectDialogProps {
  submission: KycSubmission;
  open: boolean;
  onClose: () => void;
  onRejected: (name: string) => void;
}

function RejectForm({ submission, onClose, onRejected }: Omit<RejectDialogProps, 'open'>) {
  const t = useT();
  const reject = useRejectKyc(submission.id);
  const [reason, setReason] = useState('');
  const [checkedError, setCheckedError] = useState<string>();
  const serverErrors = reject.isError ? rejectErrors(t, reject.error) : {};
  const error = checkedError ?? serverErrors.reason;

  const submit = () => {
    const problem = reasonError(t, reason);
    setCheckedError(problem);
    if (problem !== undefined) return;
    reject.mutate(reason.trim(), { onSuccess: () => onRejected(submission.employee.username) });
  };

  return (
    <FormDialog
      title={t('reject.title', { name: submission.employee.username })}
      submitLabel={t('reject.submit')}
      tone="red"
      pending={reject.isPending}
      error={serverErrors.other}
      onSubmit={submit}
      onCancel={onClose}
    >
      <FormField
        id="kyc-reject-reason"
        label={t('reject.reason')}
        error={error}
        helper={t('reject.reasonHelper', { connector: connectorName(submission) })}
        required
      >
        {(control) => (
          <TextArea
            {...control}
            name="reason"
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            required
            disabled={reject.isPending}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (checkedError !== undefined) setCheckedError(reasonError(t, event.target.value));
            }}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

/** Reject with a required reason (3 characters at least); the server's messages under the field or above the buttons. */
export function RejectDialog({ open, onClose, ...form }: RejectDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose}>
      <RejectForm onClose={onClose} {...form} />
    </DialogFrame>
  );
}

import { useState } from 'react';
import { signOut } from 'shared-auth';
import { Button, ErrorState, LoadingState, getErrorMessage } from 'shared-ui';
import { ConfirmDialog, Dialog, DialogFrame, PrivacyNoticeContent } from 'shared-ui/widgets';
import { NOTICE_FETCH_ERROR, WITHDRAW_ERROR, usePrivacyNotice, withdrawConsent } from '../api/consent';

/** The current privacy notice, to read again. */
export function NoticeDialog({ onClose }: { onClose: () => void }) {
  const notice = usePrivacyNotice();
  return (
    <DialogFrame open onClose={onClose} size="lg">
      <Dialog.Content>
        <Dialog.Header pe="12">
          <Dialog.Title>{notice.data?.title ?? 'Privacy notice'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {notice.data ? (
            <PrivacyNoticeContent notice={notice.data} headingLevel={3} />
          ) : notice.isError ? (
            <ErrorState error={notice.error} fallback={NOTICE_FETCH_ERROR} onRetry={() => void notice.refetch()} />
          ) : (
            <LoadingState label="Loading the privacy notice" />
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>Close</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </DialogFrame>
  );
}

/**
 * "Withdraw your consent?" with what follows; confirming records the withdrawal, every session of the
 * user ends, and this browser signs out (the sign-in page comes next).
 */
export function WithdrawConsentDialog({ onClose }: { onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await withdrawConsent();
      await signOut();
    } catch (failure) {
      setError(getErrorMessage(failure, WITHDRAW_ERROR));
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title="Withdraw your consent?"
      confirmLabel="Withdraw consent"
      confirmPalette="red"
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      You will be signed out everywhere and can no longer use the portal unless you agree to the privacy notice again when you next
      sign in. Records the law requires us to keep (KYC records, earnings and payouts) stay for their retention periods. To have your
      data erased, ask for it under “Correct or erase my data” before you withdraw.
    </ConfirmDialog>
  );
}

import { useState } from 'react';
import { signOut } from 'shared-auth';
import { Button, ErrorState, LoadingState, getErrorMessage } from 'shared-ui';
import { ConfirmDialog, Dialog, DialogFrame, PrivacyNoticeContent } from 'shared-ui/widgets';
import { NOTICE_FETCH_ERROR, WITHDRAW_ERROR, usePrivacyNotice, withdrawConsent } from '../api/consent';
import { useT } from '../i18n';

/** The current privacy notice, to read again. */
export function NoticeDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const notice = usePrivacyNotice();
  return (
    <DialogFrame open onClose={onClose} size="lg">
      <Dialog.Content>
        <Dialog.Header pe="12">
          <Dialog.Title lang={notice.data?.language}>{notice.data?.title ?? t('consent.noticeTitle')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {notice.data ? (
            <PrivacyNoticeContent notice={notice.data} headingLevel={3} />
          ) : notice.isError ? (
            <ErrorState error={notice.error} fallback={t(NOTICE_FETCH_ERROR)} onRetry={() => void notice.refetch()} />
          ) : (
            <LoadingState label={t('consent.noticeLoading')} />
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>{t('consent.close')}</Button>
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
  const t = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await withdrawConsent();
      await signOut();
    } catch (failure) {
      setError(getErrorMessage(failure, t(WITHDRAW_ERROR)));
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('consent.withdrawTitle')}
      confirmLabel={t('consent.withdraw')}
      confirmPalette="red"
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {t('consent.withdrawText')}
    </ConfirmDialog>
  );
}

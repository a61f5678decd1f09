import { getErrorMessage } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/widgets';
import { useMaskAadhaar } from '../api/kycMask';
import type { ReviewDocument } from '../model/kycReview';
import { useT } from '../i18n';

interface AlreadyMaskedDialogProps {
  open: boolean;
  onClose: () => void;
  submissionId: number;
  document: ReviewDocument;
}

/** The reviewer confirms the connector uploaded the Aadhaar side already masked: nothing is burnt in. */
export function AlreadyMaskedDialog({ open, onClose, submissionId, document }: AlreadyMaskedDialogProps) {
  const t = useT();
  const mask = useMaskAadhaar(submissionId, document.kind, document.url);
  const close = () => {
    mask.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('alreadyMasked.title', { document: document.label })}
      confirmLabel={t('alreadyMasked.confirm')}
      pending={mask.isPending}
      error={mask.isError ? getErrorMessage(mask.error, t('mask.error')) : undefined}
      onConfirm={() => mask.mutate({ already_masked: true }, { onSuccess: close })}
      onClose={close}
    >
      {t('alreadyMasked.text')}
    </ConfirmDialog>
  );
}

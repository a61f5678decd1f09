import { getErrorMessage } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/widgets';
import { useMaskAadhaar } from '../api/kycMask';
import type { ReviewDocument } from '../model/kycReview';
import { ALREADY_MASKED_TEXT, MASK_ERROR } from '../model/maskBoxes';

interface AlreadyMaskedDialogProps {
  open: boolean;
  onClose: () => void;
  submissionId: number;
  document: ReviewDocument;
}

/** The reviewer confirms the connector uploaded the Aadhaar side already masked: nothing is burnt in. */
export function AlreadyMaskedDialog({ open, onClose, submissionId, document }: AlreadyMaskedDialogProps) {
  const mask = useMaskAadhaar(submissionId, document.kind, document.url);
  const close = () => {
    mask.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Is the ${document.label} already masked?`}
      confirmLabel="Confirm masked"
      pending={mask.isPending}
      error={mask.isError ? getErrorMessage(mask.error, MASK_ERROR) : undefined}
      onConfirm={() => mask.mutate({ already_masked: true }, { onSuccess: close })}
      onClose={close}
    >
      {`Confirm only if this is true: ${ALREADY_MASKED_TEXT} The image is kept as it is, and your name is recorded.`}
    </ConfirmDialog>
  );
}

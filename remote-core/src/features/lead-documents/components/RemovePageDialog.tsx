import { getErrorMessage } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/widgets';
import { useRemoveLeadDocumentPage } from '../api/leadDocumentPages';
import { useT } from '../i18n';
import { pageFileName, type NumberedPage } from '../model/documentPages';

export interface PageToRemove {
  document: string;
  numbered: NumberedPage;
}

/** "Remove this page?": the confirm step before a page the connector uploaded is taken back. */
export function RemovePageDialog({ leadId, target, onClose }: { leadId: number; target: PageToRemove | null; onClose: () => void }) {
  const t = useT();
  const removal = useRemoveLeadDocumentPage(leadId);
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('remove.title')}
      confirmLabel={t('remove.confirm')}
      confirmPalette="red"
      pending={removal.isPending}
      error={removal.isError ? getErrorMessage(removal.error, t('remove.failed')) : undefined}
      onConfirm={() => {
        if (target) removal.mutate(target.numbered.page.id, { onSuccess: close });
      }}
      onClose={close}
    >
      {target ? t('remove.text', { page: target.numbered.label, file: pageFileName(target.numbered.page, t), document: target.document }) : null}
    </ConfirmDialog>
  );
}

export default RemovePageDialog;

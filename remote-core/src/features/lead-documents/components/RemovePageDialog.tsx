import { getErrorMessage } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/widgets';
import { useRemoveLeadDocumentPage } from '../api/leadDocumentPages';
import { pageFileName, type NumberedPage } from '../model/documentPages';

export interface PageToRemove {
  document: string;
  numbered: NumberedPage;
}

/** "Remove this page?": the confirm step before a page the connector uploaded is taken back. */
export function RemovePageDialog({ leadId, target, onClose }: { leadId: number; target: PageToRemove | null; onClose: () => void }) {
  const removal = useRemoveLeadDocumentPage(leadId);
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title="Remove this page?"
      confirmLabel="Remove"
      confirmPalette="red"
      pending={removal.isPending}
      error={removal.isError ? getErrorMessage(removal.error, 'The page could not be removed.') : undefined}
      onConfirm={() => {
        if (target) removal.mutate(target.numbered.page.id, { onSuccess: close });
      }}
      onClose={close}
    >
      {target ? `${target.numbered.label} (${pageFileName(target.numbered.page)}) will be removed from ${target.document}.` : null}
    </ConfirmDialog>
  );
}

export default RemovePageDialog;

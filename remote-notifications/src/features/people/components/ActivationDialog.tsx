import { getErrorMessage } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/widgets';
import { useEmployeeActivation } from '../api/employeeActivation';
import { useT } from '../i18n';
import { activationTexts, type PersonRow } from '../model/peopleList';

interface ActivationDialogProps {
  /** The employee to deactivate (active) or activate (inactive); kept while the dialog closes. */
  row: PersonRow | undefined;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Deactivate / Activate after a confirmation; a refusal (400, 403, 409) stays in the dialog. */
export function ActivationDialog({ row, open, onClose, onDone }: ActivationDialogProps) {
  const t = useT();
  const activation = useEmployeeActivation();
  const texts = activationTexts(t, row?.name ?? '', !(row?.active ?? true));
  const close = () => {
    activation.reset();
    onClose();
  };
  const confirm = () => {
    if (row === undefined) return;
    activation.mutate(
      { id: row.id, active: !row.active },
      {
        onSuccess: () => {
          activation.reset();
          onDone(texts.done);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={open && row !== undefined}
      title={texts.title}
      confirmLabel={texts.confirm}
      confirmPalette={row?.active ? 'red' : 'green'}
      pending={activation.isPending}
      error={activation.isError ? getErrorMessage(activation.error, texts.fallback) : undefined}
      onConfirm={confirm}
      onClose={close}
    >
      {texts.body}
    </ConfirmDialog>
  );
}

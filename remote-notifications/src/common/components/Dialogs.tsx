import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Stack, Text, useIsMobile } from 'shared-ui';
import { Dialog, Portal } from 'shared-ui/widgets';

interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** "alertdialog" for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** A Dialog.Content. It mounts only while open, so closing resets every value and message inside it. */
  children: ReactNode;
}

/** A centred dialog (full screen below 1024px) whose content mounts only while it is open. */
export function DialogFrame({ open, onClose, size = 'md', role = 'dialog', children }: DialogFrameProps) {
  const isMobile = useIsMobile();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={role}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      size={isMobile ? 'full' : size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{children}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A message about the whole form or action, above the dialog's buttons. */
export function DialogError({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Text color="red.600" role="alert">
      {message}
    </Text>
  );
}

interface FormDialogContentProps {
  title: string;
  submitLabel: string;
  pending: boolean;
  /** The form's general error (the server's detail, a message about no field of the form). */
  error?: string;
  submitPalette?: 'brand' | 'red';
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A dialog's form: title, fields, the general error, Cancel and the submit button. */
export function FormDialogContent({ title, submitLabel, pending, error, submitPalette = 'brand', onSubmit, onCancel, children }: FormDialogContentProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog.Content asChild>
      <form noValidate onSubmit={submit}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {children}
            <DialogError message={error} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette={submitPalette} loading={pending} loadingText={submitLabel}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does. */
  children: ReactNode;
  confirmLabel: string;
  confirmPalette?: 'brand' | 'red' | 'green';
  pending: boolean;
  /** Why the action failed (shown above the buttons; the dialog stays open). */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" with Cancel and the action. */
export function ConfirmDialog({ open, title, children, confirmLabel, confirmPalette = 'brand', pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} size="sm" role="alertdialog">
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <Dialog.Description>{children}</Dialog.Description>
            <DialogError message={error} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button colorPalette={confirmPalette} loading={pending} loadingText={confirmLabel} onClick={() => !pending && onConfirm()}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </Dialog.Content>
    </DialogFrame>
  );
}

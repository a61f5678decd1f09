import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Stack, Text, useIsMobile } from 'shared-ui';
import { Dialog, Portal } from 'shared-ui/widgets';

interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** The dialog's content (a DialogForm): mounted only while open, so closing resets its state. */
  children: ReactNode;
}

/** A centred modal dialog (full screen below 1024px); Escape, the backdrop and the close button close it. */
export function DialogShell({ open, onClose, size = 'md', children }: DialogShellProps) {
  const isMobile = useIsMobile();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
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

interface DialogFormProps {
  title: string;
  /** The submit button's text ("Approve", "Save"). */
  submitLabel: string;
  /** The request is on its way: buttons wait, the submit button spins. */
  pending: boolean;
  /** false keeps the submit button disabled (nothing to send). */
  canSubmit?: boolean;
  /** One message above the buttons: what the server said that belongs to no field. */
  error?: string;
  /** A danger action (Reject) draws its button red. */
  tone?: 'brand' | 'red';
  onCancel: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog's form: the title, the fields, the general error, Cancel and the submit button. */
export function DialogForm({ title, submitLabel, pending, canSubmit = true, error, tone = 'brand', onCancel, onSubmit, children }: DialogFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending && canSubmit) onSubmit();
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
            {error ? (
              <Text color="red.600" role="alert">
                {error}
              </Text>
            ) : null}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette={tone} disabled={!canSubmit} loading={pending} loadingText={submitLabel}>
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

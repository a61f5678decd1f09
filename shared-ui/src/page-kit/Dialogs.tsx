import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useIsMobile } from '../hooks/useIsMobile';
import { useT } from './i18n';

/** How a FormDialog tells its frame that a request is in flight (the frame then refuses to close). */
const ReportBusyContext = createContext<(busy: boolean) => void>(() => {});

/** Escape pressed in an open combobox closes its list, not the dialog around it. */
function escapeBelongsToPopup(event: KeyboardEvent): boolean {
  const target = event.target;
  return target instanceof HTMLElement && target.getAttribute('role') === 'combobox' && target.getAttribute('data-state') === 'open';
}

interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** "alertdialog" for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** A request is in flight: Escape and the backdrop do not close the dialog. A FormDialog inside reports its own. */
  busy?: boolean;
  /**
   * A Dialog.Content, usually a FormDialog. It mounts only while the dialog is open: keep the
   * form's state in a component between the frame and the FormDialog, and closing resets it.
   */
  children: ReactNode;
}

/**
 * A centred modal dialog, full screen below 1024px, whose body scrolls under a fixed header and
 * footer. Escape, the backdrop and the close button close it, except while a request is in flight,
 * so a request never outlives its dialog.
 */
export function DialogFrame({ open, onClose, size = 'md', role = 'dialog', busy = false, children }: DialogFrameProps) {
  const isMobile = useIsMobile();
  const [contentBusy, setContentBusy] = useState(false);
  const locked = busy || contentBusy;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !locked) onClose();
      }}
      role={role}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      size={isMobile ? 'full' : size}
      closeOnEscape={!locked}
      closeOnInteractOutside={!locked}
      onEscapeKeyDown={(event) => {
        if (escapeBelongsToPopup(event)) event.preventDefault();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <ReportBusyContext.Provider value={setContentBusy}>{children}</ReportBusyContext.Provider>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Gives the focus to the first invalid control of the form (in the form's order), with its whole
 * field (label, control, message) scrolled into view in the dialog's body. False when no enabled
 * control is invalid.
 */
function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const invalid = Array.from(form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? []);
  const control = invalid.find((element) => element.matches('input, select, textarea, button') && !element.matches(':disabled'));
  if (control === undefined) return false;
  const field = control.closest<HTMLElement>('[data-scope="field"][data-part="root"]') ?? control;
  field.scrollIntoView?.({ block: 'nearest' });
  control.focus({ preventScroll: true });
  return true;
}

interface DialogActionsProps {
  /** What went wrong with the whole form or action (`role="alert"`). */
  error: string | undefined;
  /** A neutral message (`role="status"`). */
  notice: string | undefined;
  pending: boolean;
  /** A line above, for a dialog whose body scrolls under it. */
  divided: boolean;
  onCancel: () => void;
  /** The action's button. */
  children: ReactNode;
}

/** The dialog's foot: the message about the whole form or action, then Cancel and the action. */
function DialogActions({ error, notice, pending, divided, onCancel, children }: DialogActionsProps) {
  const t = useT();
  return (
    <Dialog.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth={divided ? '1px' : undefined} pt={divided ? '3' : undefined}>
      {error !== undefined && error !== '' ? (
        <Text role="alert" color="red.600" fontSize="sm">
          {error}
        </Text>
      ) : null}
      {notice !== undefined ? (
        <Text role="status" color="fg.muted" fontSize="sm">
          {notice}
        </Text>
      ) : null}
      <Flex justify="flex-end" gap="3">
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        {children}
      </Flex>
    </Dialog.Footer>
  );
}

/** ✕ in the dialog's corner; disabled while a request is in flight. */
function CloseCorner({ disabled }: { disabled: boolean }) {
  const t = useT();
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={t('dialog.close')} disabled={disabled} />
    </Dialog.CloseTrigger>
  );
}

interface FormDialogProps {
  title: string;
  /** A line under the title ("Enter the loan criteria details below."). */
  description?: string;
  /** The submit button's text ("Create Lead", "Reject"). */
  submitLabel: string;
  /** The submit button's text while the request runs (default: submitLabel). */
  pendingLabel?: string;
  /** The request is on its way: the fields' owner disables them; here the buttons wait and the dialog cannot close. */
  pending: boolean;
  /** false keeps the submit button disabled (nothing to send yet). */
  canSubmit?: boolean;
  /** One message above the buttons about the whole form (the server's detail, a message about no field of the form). */
  error?: string;
  /** A neutral message above the buttons ("No changes to update ..."). */
  notice?: string;
  /** A danger action (Reject) draws its button red. */
  tone?: 'brand' | 'red';
  onSubmit: () => void;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog's form, inside a DialogFrame: title (and description), the fields, one message about
 * the whole form above the buttons, Cancel and the submit button, and the close button. When a
 * submit leaves fields invalid (the form's own rules at once, or the server's answer once it
 * came), focus moves to the first of them and it is scrolled into view.
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  pendingLabel,
  pending,
  canSubmit = true,
  error,
  notice,
  tone = 'brand',
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const reportBusy = useContext(ReportBusyContext);
  // Set by a submit, until the focus has gone to an invalid field or the user did something else.
  const focusWanted = useRef(false);

  useEffect(() => {
    reportBusy(pending);
  }, [pending, reportBusy]);
  useEffect(() => () => reportBusy(false), [reportBusy]);

  // Runs after every render while a submit waits for its outcome: the refused fields are drawn in
  // the render after the submit (the form's own rules) or in the one that shows the server's
  // answer, which can come before the request state says it is over. A disabled field cannot take
  // the focus, so this waits until the form is no longer pending.
  useEffect(() => {
    if (!focusWanted.current || pending) return;
    if (focusFirstInvalid(formRef.current)) focusWanted.current = false;
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !canSubmit) return;
    focusWanted.current = true;
    onSubmit();
  };
  // Typing, a click or a key press means the user has moved on: messages that appear from then on
  // (rules re-checked while typing) never pull the focus away.
  const userActed = () => {
    focusWanted.current = false;
  };

  return (
    <Dialog.Content asChild>
      <form
        ref={formRef}
        noValidate
        aria-busy={pending}
        onSubmit={submit}
        onPointerDownCapture={userActed}
        onKeyDownCapture={userActed}
        onInputCapture={userActed}
      >
        <Dialog.Header flexDirection="column" gap="1" pe="12" borderBottomWidth="1px">
          <Dialog.Title>{title}</Dialog.Title>
          {description !== undefined ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        <Dialog.Body pt="5">
          <Stack gap="4">{children}</Stack>
        </Dialog.Body>
        <DialogActions error={error} notice={notice} pending={pending} divided onCancel={onCancel}>
          <Button type="submit" colorPalette={tone} disabled={!canSubmit} loading={pending} loadingText={pendingLabel ?? submitLabel}>
            {submitLabel}
          </Button>
        </DialogActions>
        <CloseCorner disabled={pending} />
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

/** "Are you sure?": an alert dialog with what confirming does, Cancel and the action. */
export function ConfirmDialog({ open, title, children, confirmLabel, confirmPalette = 'brand', pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} size="sm" role="alertdialog" busy={pending}>
      <Dialog.Content>
        <Dialog.Header pe="12">
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>{children}</Dialog.Description>
        </Dialog.Body>
        <DialogActions error={error} notice={undefined} pending={pending} divided={false} onCancel={onClose}>
          <Button colorPalette={confirmPalette} loading={pending} loadingText={confirmLabel} onClick={() => !pending && onConfirm()}>
            {confirmLabel}
          </Button>
        </DialogActions>
        <CloseCorner disabled={pending} />
      </Dialog.Content>
    </DialogFrame>
  );
}

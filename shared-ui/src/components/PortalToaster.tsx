import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster, createToaster } from '@chakra-ui/react/toast';

/**
 * The portal's one toaster. The spec's rule is one toast at a time: `showToast` dismisses the
 * toast on screen before queueing the next (with `max: 1` the store shows the next as soon as the
 * previous has left). Pages call `showToast`; the page that uses toasts renders `<PortalToaster />`
 * once (it portals to the body).
 */
export const toaster = createToaster({ placement: 'bottom-end', max: 1, pauseOnPageIdle: true });

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ShowToastOptions {
  title: string;
  description?: string;
  type?: ToastKind;
  /** Milliseconds on screen; the criteria toasts last 3 seconds. */
  duration?: number;
}

/** Replaces the toast on screen (if any) with this one. Returns the new toast's id. */
export function showToast({ title, description, type = 'info', duration = 5000 }: ShowToastOptions): string {
  toaster.dismiss();
  return toaster.create({ title, description, type, duration, closable: true });
}

export function PortalToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss" /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

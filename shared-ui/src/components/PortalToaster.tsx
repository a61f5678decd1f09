import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster, createToaster } from '@chakra-ui/react/toast';
import { useT } from '../page-kit/i18n';

/**
 * Where toasts appear: at the top centre of the screen, where they never cover a dialog's buttons
 * (Cancel and the submit button sit at the bottom of a dialog, its close button at the top right).
 * A toast pauses while the pointer is over it, so one in front of a button would stay there while
 * someone aims at the button. On phones a dialog fills the screen: the toast keeps clear of the
 * right edge (`--portal-toast-end-inset`), where the dialog's close button is. From md the toast is
 * narrower than the smallest dialog less its close button, centred over the centred dialog.
 */
export const TOAST_PLACEMENT = 'top';

/**
 * The portal's one toaster. The spec's rule is one toast at a time: `showToast` dismisses the
 * toast on screen before queueing the next (with `max: 1` the store shows the next as soon as the
 * previous has left). Pages call `showToast`; the page that uses toasts renders `<PortalToaster />`
 * once (it portals to the body).
 */
export const toaster = createToaster({
  placement: TOAST_PLACEMENT,
  max: 1,
  pauseOnPageIdle: true,
  offsets: { top: '1rem', bottom: '1rem', left: '1rem', right: 'var(--portal-toast-end-inset, 1rem)' },
});

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
  const t = useT();
  return (
    <Portal>
      <Toaster toaster={toaster} css={{ '--portal-toast-end-inset': { base: '3.5rem', md: '1rem' } }}>
        {(toast) => (
          <Toast.Root width={{ md: '21rem' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={t('toast.dismiss')} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

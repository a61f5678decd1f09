import { useState } from 'react';

/**
 * Which add/edit dialog is open. The item stays while the dialog closes (its content fades out with
 * it); `open` alone decides whether it shows.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | undefined }>({ open: false, item: undefined });
  return {
    open: state.open,
    item: state.item,
    openAdd: () => setState({ open: true, item: undefined }),
    openEdit: (item: T) => setState({ open: true, item }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}

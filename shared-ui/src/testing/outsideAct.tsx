import { act, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { UiProvider } from '../theme/UiProvider';

/**
 * Renders `ui` (inside UiProvider) as a browser runs it, outside act: the urgent commit at once, then
 * React's own scheduling. `check` gets the container right after that first commit, so a test can see
 * what it drew before a deferred render draws the rest (docs/performance.md, "Lists drawn in slices");
 * the root is unmounted afterwards.
 */
export async function renderOutsideAct(ui: ReactElement, check: (container: HTMLElement) => Promise<void>): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    flushSync(() => root.render(<UiProvider>{ui}</UiProvider>));
    await check(container);
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    act(() => root.unmount());
    container.remove();
  }
}

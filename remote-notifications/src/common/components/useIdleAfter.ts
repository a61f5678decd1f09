import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true and the browser has then been idle (at most `timeoutMs` later): a
 * part drawn after the rest of the page has finished drawing (a list is drawn in slices), so that it
 * neither pushes the page's content around nor competes with it (docs/performance.md, "Reads of the
 * parts below the first screen"). Without requestIdleCallback, a task later.
 */
export function useIdleAfter(ready: boolean, timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    return afterIdle(() => setIdle(true), timeoutMs);
  }, [ready, idle, timeoutMs]);
  return idle;
}

/**
 * Calls `then` when the browser is next idle (at most `timeoutMs` later; without requestIdleCallback, a
 * task later). Returns the cancel function.
 */
export function afterIdle(then: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => then(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(then, 0);
  return () => window.clearTimeout(handle);
}

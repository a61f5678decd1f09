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
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(handle);
  }, [ready, idle, timeoutMs]);
  return idle;
}

import { useCallback, useEffect, useState } from 'react';
import { isServerUnreachable, queryClient } from 'shared-auth';

/** While the server cannot be reached, the open pages ask again this often by themselves. */
export const AUTO_RETRY_MS = 10_000;

export interface ServerReachability {
  /** The last answer (or non-answer) of any query was "the server could not be reached". */
  unreachable: boolean;
  retrying: boolean;
  /** Asks every query on screen again. */
  retry(): void;
}

/**
 * Watches the one QueryClient of the portal: a query that fails because the API is down (no answer,
 * 502/503/504) turns the state on; the next successful query turns it off. The session is never
 * touched (shared-auth keeps it when a refresh cannot reach the server).
 */
export function useServerUnreachable(): ServerReachability {
  const [unreachable, setUnreachable] = useState(false);
  const [retrying, setRetrying] = useState(false);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        if (event.action.type === 'error') {
          if (isServerUnreachable(event.action.error)) setUnreachable(true);
        } else if (event.action.type === 'success') {
          setUnreachable(false);
        }
      }),
    [],
  );

  const retry = useCallback(() => {
    setRetrying(true);
    queryClient
      .refetchQueries({ type: 'active' })
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  }, []);

  useEffect(() => {
    if (!unreachable) return;
    const timer = window.setInterval(retry, AUTO_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [unreachable, retry]);

  return { unreachable, retrying, retry };
}

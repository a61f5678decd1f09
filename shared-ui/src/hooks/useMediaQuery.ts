import { useCallback, useSyncExternalStore } from 'react';

function matchesNow(query: string, fallback: boolean): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return fallback;
  return window.matchMedia(query).matches;
}

/**
 * Whether a media query ("(max-width: 1023px)") matches now; re-renders when that changes.
 * `fallback` is the answer where there is no window (server rendering) or no matchMedia.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => matchesNow(query, fallback), [query, fallback]);
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}

import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within `margin` of the screen (once true, it stays true). A part of a
 * page far below its first screen reads its data only then: on a phone its read would otherwise
 * leave with the page's own and count in the page's load (docs/performance.md, "Reads of the parts
 * below the first screen"). Without IntersectionObserver (tests, old browsers) it is true at once.
 */
export function useNearScreen<T extends Element>(margin = '300px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (node === null || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [near, margin],
  );
  return [ref, near];
}

/**
 * A signed-in page opened directly draws its header in its first frame; its reads (a list, a
 * ledger) are made by the same render's effects and would leave just before that frame is on
 * screen. On a phone their answers then arrive while the frame is still being drawn and their
 * render comes first, and Lighthouse counts a read that finished before the largest paint into it
 * (about 0.35 s for a preflighted read on its mobile network). So the requests made before the
 * host says its first frame is on screen (holdNetworkRequestsUntil, from host/src/app/bootstrap.tsx)
 * wait for it: a frame or two. A request answered from an early response (early-responses.ts) has
 * no network to wait for and is not held. docs/performance.md, "A page's reads after its first frame".
 */
let held: Promise<void> | null = null;

/** The longest wait, after the host's frame, for the browser to report that frame's paint. */
export const PAINT_REPORT_WAIT_MS = 500;

/**
 * Resolves once the browser has reported the document's first contentful paint (a paint timing
 * entry: the frame is on screen), or after `limitMs`, or at once where paint timing is not available
 * or the tab is hidden. The host's frame callbacks run before the compositor presents the frame; on a
 * busy machine the paint reaches the screen some milliseconds after them.
 */
function firstContentfulPaintReported(limitMs: number): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || typeof performance.getEntriesByName !== 'function') return Promise.resolve();
  if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}

/**
 * Holds the network requests made from now until `firstFrameShown` settles and the browser has
 * reported that frame's paint (at most PAINT_REPORT_WAIT_MS later).
 */
export function holdNetworkRequestsUntil(firstFrameShown: Promise<void>): void {
  const hold: Promise<void> = firstFrameShown.then(
    () => firstContentfulPaintReported(PAINT_REPORT_WAIT_MS),
    () => undefined,
  );
  held = hold;
  void hold.then(() => {
    if (held === hold) held = null;
  });
}

/** What a network request made now waits for; null when nothing is held. */
export function networkRequestHold(): Promise<void> | null {
  return held;
}

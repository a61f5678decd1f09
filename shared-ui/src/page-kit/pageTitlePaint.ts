import { waitBeforeLazyParts } from './lazyAfterFirstFrame';

/** The `elementtiming` name of a page's title (PageHeader's h1, or a page's own h1 with markPageTitle). */
export const PAGE_TITLE_TIMING = 'page-title';

/**
 * The `ref` of a page's h1 (PageHeader's; a page drawing its own h1 gives it this ref too): names it
 * for Element Timing, so that the page's lazy parts are requested once its paint is reported. Set in
 * the commit, before the first paint; Chakra does not pass an unknown attribute such as
 * `elementtiming` on to the element.
 */
export function markPageTitle(element: HTMLElement | null): void {
  element?.setAttribute('elementtiming', PAGE_TITLE_TIMING);
}

/**
 * Calls `then` once the browser has reported the paint of the page's title (Element Timing), or at
 * once when the page has no page-kit title or the browser does not report element paints. A lazy part
 * (lazyAfterFirstFrame) requests its code after this: the animation frames of afterFrameOnScreen run
 * before the compositor has presented the frame, and a request sent then could precede the title's
 * recorded paint by a few milliseconds, so that Lighthouse's simulation counted the part's files (the
 * widgets, ~64 KB) in the page's largest paint: ~0.45 s on a phone, in one run out of two
 * (docs/performance.md, "A page's body after its title's paint").
 */
export function afterPageTitlePainted(then: () => void): () => void {
  const title = document.querySelector(`[elementtiming="${PAGE_TITLE_TIMING}"]`);
  if (!title || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
    then();
    return () => undefined;
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = () => {
    stop();
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element: Element | null }).element === title)) finish();
  });
  observer.observe({ type: 'element', buffered: true });
  // A title that is never painted (a page left at once) does not hold the part back for good.
  const timer = setTimeout(finish, 500);
  return stop;
}

waitBeforeLazyParts(afterPageTitlePainted);

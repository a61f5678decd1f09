/**
 * Chunks a page does not need yet but soon will: the build lists them in
 * `<meta name="portal-idle-prefetch">` (webpack/prerender-plugin.cjs). The shell's list is
 * shared-ui/widgets and the mobile drawer (most pages and the drawer need them); the pre-rendered
 * login page's adds the start-up chunks it runs on its first interaction. Once the browser is idle
 * they are prefetched, downloaded into the HTTP cache without being evaluated: a phone's main
 * thread is not blocked by code nobody has asked for yet, the first paint does not share the
 * network with them, and whatever needs them later does not wait for the network.
 * docs/performance.md, "Idle prefetch of the widgets, after the first screen".
 *
 * Plain TypeScript with no runtime imports: src/index.ts uses it before the async boundary.
 */
/** The meta element's name; webpack/prerender-plugin.cjs writes it. */
const IDLE_PREFETCH_META = 'portal-idle-prefetch';

/** The URLs listed by the document (none in a dev server's document). */
export function idlePrefetchUrls(doc: Document = document): string[] {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${IDLE_PREFETCH_META}"]`)?.content ?? '';
  return content.split(/\s+/).filter(Boolean);
}

/**
 * Adds `<link rel="{rel}" as="script" href="{url}">` to the head unless the document already links
 * that script that way; returns whether it added one. (A preload hands its response to the script
 * element that asks for the same URL; a prefetch puts it in the HTTP cache.)
 */
export function linkScript(doc: Document, rel: 'preload' | 'prefetch', url: string): boolean {
  if (doc.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(url)}"]`)) return false;
  const link = doc.createElement('link');
  link.rel = rel;
  link.setAttribute('as', 'script');
  link.href = url;
  doc.head.append(link);
  return true;
}

/**
 * Adds a `<link rel="prefetch" as="script">` for each listed URL not linked yet, at most `limit`;
 * returns how many it added.
 */
export function prefetchListedChunks(doc: Document = document, limit = Number.POSITIVE_INFINITY): number {
  let added = 0;
  for (const url of idlePrefetchUrls(doc)) {
    if (added >= limit) break;
    if (linkScript(doc, 'prefetch', url)) added += 1;
  }
  return added;
}

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, timeoutMs / 2);
  return () => window.clearTimeout(timer);
}

/**
 * Links added per idle callback. Each starts a request: about a millisecond of main-thread work,
 * four times that on a throttled phone; the login page's twenty at once were one long task.
 */
export const PREFETCH_LINKS_PER_TASK = 3;

/** Prefetches the listed chunks a few links per idle moment; returns a cancel function. */
export function prefetchListedChunksWhenIdle(doc: Document = document): () => void {
  let cancel = whenIdle(function addSome() {
    if (prefetchListedChunks(doc, PREFETCH_LINKS_PER_TASK) === PREFETCH_LINKS_PER_TASK) cancel = whenIdle(addSome);
  });
  return () => cancel();
}

/**
 * The requests a page starts before main.js has arrived, from the runtime config the document
 * carries (runtimeConfig.ts): the early account and page reads (earlyReads.ts) and the page's remote
 * files (earlyRemotePage.ts).
 *
 * On a signed-in document the page start script (pageStart.ts, small and first in the document)
 * starts them and hands them to main.js through one window property (earlyStartHandoff.ts): main.js
 * (webpack's and the federation runtime) shares the phone's connection with the other start-up
 * scripts and arrives much later on a slow network. main.js takes the handles over and starts the
 * requests itself only where no start script did (the pre-rendered login page, which loads main.js on
 * its first interaction; the development server's page), loading this module then as a chunk of its
 * own (lazy.ts). docs/performance.md, "Early start script and one batched start-up read".
 *
 * Plain TypeScript with no runtime imports of React or the federation runtime.
 */
import { startEarlyReads } from './earlyReads';
import { startEarlyRemotePage, type EarlyRemoteRoute } from './earlyRemotePage';
import { readRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
import type { EarlyStart } from './earlyStartHandoff';

/** Where the remotes' pages are routed (app/routeTable.ts); `indexRoute` is the page of "/". */
export interface EarlyStartRoutes {
  remoteRoutes: readonly EarlyRemoteRoute[];
  indexRoute: Omit<EarlyRemoteRoute, 'path'>;
}

/**
 * Starts the early requests for the page at `pathname` (none without a stored session, or when the
 * document carries no valid runtime config: bootstrap shows that failure).
 */
export function startEarlyRequests(pathname: string, routes: EarlyStartRoutes, fetchImpl: typeof fetch = fetch): EarlyStart {
  let config: RuntimeConfig;
  try {
    config = readRuntimeConfig();
  } catch (error) {
    const failed = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    // Kept from being reported as unhandled until bootstrap takes it.
    failed.catch(() => undefined);
    return { config: failed, earlyReads: [], earlyPageReads: Promise.resolve([]), earlyManifest: Promise.resolve(null) };
  }
  const remotePage = startEarlyRemotePage(config, pathname, routes, fetchImpl);
  const reads = startEarlyReads(config, pathname, remotePage.firstReads, fetchImpl);
  return { config: Promise.resolve(config), earlyReads: reads.account, earlyPageReads: reads.page, earlyManifest: remotePage.manifest };
}

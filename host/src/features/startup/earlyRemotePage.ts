/**
 * A signed-in user opening a remote's page directly (a reload, a bookmark, a link): the page's files
 * on the remote are requested as soon as /config.json has answered, while the start-up scripts are
 * still being evaluated: the remote's mf-manifest.json, then its remoteEntry.js and the page's
 * chunks as <link rel="preload">. Without this they leave one after the other once the shell has
 * started (app/warmStart.ts), on a phone much later. The federation runtime takes this
 * manifest response over instead of fetching it again (features/remotes/earlyManifestPlugin.ts);
 * the scripts it then inserts are answered from the preloads. docs/performance.md, "The page's
 * remote requested early".
 *
 * Plain TypeScript with no runtime imports: it runs before the async boundary (src/index.ts).
 */
import type { RemoteName, RuntimeConfig } from './runtimeConfig';
import { storedAccessToken } from './earlyReads';
import { linkScript } from './idlePrefetch';

/** A page a remote exposes, at a route pattern (app/routeTable.ts; `:name` matches one segment). */
export interface EarlyRemoteRoute {
  path: string;
  remote: RemoteName;
  module: `./${string}`;
}

/** The early manifest response, for the runtime to adopt. */
export interface EarlyManifest {
  url: string;
  /** null when the request failed: the runtime then fetches the manifest itself. */
  response: Response | null;
}

/** The parts of mf-manifest.json read here (written by @module-federation/enhanced's build). */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

function routeMatches(pattern: string, pathname: string): boolean {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  return (
    patternSegments.length === pathSegments.length &&
    patternSegments.every((segment, index) => segment.startsWith(':') || segment === pathSegments[index])
  );
}

/**
 * The files a manifest names for one exposed module: the remote's entry and the module's own
 * scripts, as absolute URLs (a publicPath of "auto" means the manifest's folder, as the runtime
 * reads it). Empty when the manifest does not expose the module.
 */
export function remotePageScripts(manifest: RemoteManifest, manifestUrl: string, module: string): string[] {
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  const entry = manifest.metaData?.remoteEntry;
  if (!expose || !entry?.name) return [];
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl).href;
  const entryUrl = new URL([entry.path, entry.name].filter(Boolean).join('/'), base).href;
  return [entryUrl, ...(expose.assets?.js?.sync ?? []).map((file) => new URL(file, base).href)];
}

async function fetchManifest(config: Promise<RuntimeConfig>, remote: RemoteName, fetchImpl: typeof fetch): Promise<EarlyManifest> {
  const url = (await config).remotes[remote];
  try {
    return { url, response: await fetchImpl(url) };
  } catch {
    return { url, response: null };
  }
}

async function preloadPageScripts({ url, response }: EarlyManifest, module: string): Promise<void> {
  if (!response?.ok) return;
  for (const script of remotePageScripts((await response.json()) as RemoteManifest, url, module)) linkScript(document, 'preload', script);
}

/**
 * Starts the requests for the remote page at `pathname` when a session is stored; resolves with
 * the manifest response for the runtime, or null when there is no session or no remote page
 * routed there (`indexRoute` is the page of "/"), or /config.json failed.
 */
export function startEarlyRemotePage(
  config: Promise<RuntimeConfig>,
  pathname: string,
  routes: { remoteRoutes: readonly EarlyRemoteRoute[]; indexRoute: Omit<EarlyRemoteRoute, 'path'> },
  fetchImpl: typeof fetch = fetch,
): Promise<EarlyManifest | null> {
  if (!storedAccessToken()) return Promise.resolve(null);
  const page = pathname === '/' ? routes.indexRoute : routes.remoteRoutes.find((route) => routeMatches(route.path, pathname));
  if (!page) return Promise.resolve(null);
  return fetchManifest(config, page.remote, fetchImpl).then(
    (early) => {
      // The runtime reads the response; the preloads read a copy, taken before either starts.
      const copy = early.response ? { ...early, response: early.response.clone() } : early;
      preloadPageScripts(copy, page.module).catch(() => undefined);
      return early;
    },
    () => null,
  );
}

/**
 * A signed-in user opening a remote's page directly (a reload, a bookmark, a link): the page's files
 * on the remote are requested at once, while the start-up scripts are
 * still being evaluated: the remote's mf-manifest.json, then its remoteEntry.js and the page's
 * chunks as <link rel="preload">. Without this they leave one after the other once the shell has
 * started (app/warmStart.ts), on a phone much later. The federation runtime takes this
 * manifest response over instead of fetching it again (features/remotes/earlyManifestPlugin.ts);
 * the scripts it then inserts are answered from the preloads. The manifest also names the page's
 * first reads (metaData.firstReads, from pages.json), which earlyReads.ts then starts: the host
 * knows no remote's API paths. docs/performance.md, "The page's remote requested early". On a device
 * that last showed Hindi, the page's Hindi texts are preloaded with it (its own texts file,
 * `texts-hi-<Page>`, which the manifest lists among the page's files: webpack/page-texts-loader.cjs).
 * docs/languages.md, "Speed of the Hindi pages" and "A page's own Hindi texts".
 *
 * Plain TypeScript with no runtime imports: it runs before the async boundary (src/index.ts).
 */
import type { RemoteName, RuntimeConfig } from './runtimeConfig';
import { deviceLanguage, storedAccessToken } from './storedSession';
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

/** What startEarlyRemotePage started: the manifest for the runtime, the page's first reads for earlyReads.ts. */
export interface EarlyRemotePage {
  manifest: Promise<EarlyManifest | null>;
  /** The API paths the page reads first, as its remote's manifest names them; none when unknown. */
  firstReads: Promise<string[]>;
}

/**
 * The parts of mf-manifest.json read here (written by @module-federation/enhanced's build;
 * metaData.firstReads by webpack/federated-app.cjs from pages.json).
 */
interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    firstReads?: Record<string, unknown>;
  };
  exposes?: RemoteExpose[];
}

type RemoteExpose = { name?: string; path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } };

/** The `:name` segments of `pattern` with their values in `pathname`, or null when it does not match. */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  const matches = wanted.length === given.length && wanted.every((segment, index) => (segment[0] === ':' ? (params[segment.slice(1)] = given[index] as string) : segment === given[index]));
  return matches ? params : null;
}

/**
 * A page's first reads with its address's values in place of their `:name` segments (a read
 * `/things/:id/` of the page at `/thing/:id`, opened at /thing/12, is `/things/12/`). A read naming a
 * value the address does not have, or one that is not a plain segment, is left out: the page reads it
 * on its own.
 */
export function filledReads(reads: readonly string[], params: Record<string, string>): string[] {
  return reads.map((read) => read.replace(/:(\w+)/g, (_, name: string) => (/^[\w-]+$/.test(params[name] ?? '') ? (params[name] as string) : '\n'))).filter((read) => !read.includes('\n'));
}

/**
 * The files a manifest names for one exposed module: the remote's entry and the module's own
 * scripts, and with `language` (not English) its catalogues in that language, as absolute URLs (a
 * publicPath of "auto" means the manifest's folder, as the runtime reads it). Empty when the manifest
 * does not expose the module.
 */
export function remotePageScripts(manifest: RemoteManifest, manifestUrl: string, module: string, language: string | null = null): string[] {
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  const entry = manifest.metaData?.remoteEntry;
  if (!expose || !entry?.name) return [];
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl).href;
  const entryUrl = new URL([entry.path, entry.name].filter(Boolean).join('/'), base).href;
  return [entryUrl, ...[...(expose.assets?.js?.sync ?? []), ...pageTextsFiles(expose, module, language)].map((file) => new URL(file, base).href)];
}

/**
 * A page's texts in `language` among the files its manifest entry names: the page's own texts file
 * (`texts-hi-DashboardPage.<hash>.js`, webpack/page-texts-loader.cjs), or else, from a remote built
 * before pages had their own, the app's (`texts-hi.<hash>.js`). None in English.
 */
function pageTextsFiles(expose: RemoteExpose, module: string, language: string | null): string[] {
  if (language === null) return [];
  const files = expose.assets?.js?.async ?? [];
  const own = files.filter((file) => file.startsWith(`texts-${language}-${module.replace(/^\.\//, '')}.`));
  return own.length > 0 ? own : files.filter((file) => new RegExp(`-${language}\\.[0-9a-f]+\\.js$`).test(file));
}

async function fetchManifest(url: string, fetchImpl: typeof fetch): Promise<EarlyManifest> {
  try {
    return { url, response: await fetchImpl(url) };
  } catch {
    return { url, response: null };
  }
}

/** The first reads a manifest names for one exposed module (paths only; anything else is ignored). */
export function pageFirstReads(manifest: RemoteManifest, module: string): string[] {
  const reads = manifest.metaData?.firstReads?.[module];
  return Array.isArray(reads) ? reads.filter((read): read is string => typeof read === 'string' && read.startsWith('/')) : [];
}

/** Preloads the page's scripts; resolves with the page's first reads. */
async function preloadPage({ url, response }: EarlyManifest, module: string): Promise<string[]> {
  if (!response?.ok) return [];
  const manifest = (await response.json()) as RemoteManifest;
  for (const script of remotePageScripts(manifest, url, module, deviceLanguage())) linkScript(document, 'preload', script);
  return pageFirstReads(manifest, module);
}

const NOTHING_STARTED: EarlyRemotePage = { manifest: Promise.resolve(null), firstReads: Promise.resolve([]) };

/**
 * Starts the requests for the remote page at `pathname` when a session is stored: the manifest
 * response for the runtime (null when there is no session or no remote page routed there,
 * `indexRoute` being the page of "/") and the page's first reads.
 */
export function startEarlyRemotePage(
  config: RuntimeConfig,
  pathname: string,
  routes: { remoteRoutes: readonly EarlyRemoteRoute[]; indexRoute: Omit<EarlyRemoteRoute, 'path'> },
  fetchImpl: typeof fetch = fetch,
): EarlyRemotePage {
  if (!storedAccessToken()) return NOTHING_STARTED;
  let params: Record<string, string> | null = {};
  const page = pathname === '/' ? routes.indexRoute : routes.remoteRoutes.find((route) => (params = routeParams(route.path, pathname)));
  if (!page || !params) return NOTHING_STARTED;
  const values = params;
  const fetched = fetchManifest(config.remotes[page.remote], fetchImpl);
  // The runtime reads the response; the preloads read a copy, taken before either starts.
  const firstReads = fetched.then(
    async (early) => (early.response ? filledReads(await preloadPage({ ...early, response: early.response.clone() }, page.module), values) : []),
    () => [],
  );
  return { manifest: fetched.catch(() => null), firstReads: firstReads.catch(() => []) };
}

/**
 * The runtime configuration served next to the host (/config.json), written from environment
 * variables when the static server starts. The host build holds no API or remote URLs.
 */
import serviceTable from '../../../../services.json';

/** A remote's federation container name (services.json), e.g. remote_core. */
export type RemoteName = string;
/** Every remote of services.json, by container name: config.json names a manifest URL for each. */
export const REMOTE_NAMES: readonly RemoteName[] = serviceTable.services.flatMap((service) =>
  service.kind === 'remote' && service.container ? [service.container] : [],
);

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
}

export const RUNTIME_CONFIG_PATH = '/config.json';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Checks the shape; throws with the first problem found. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json is not an object');
  const { apiBaseUrl, remotes } = value as { apiBaseUrl?: unknown; remotes?: unknown };
  if (!isNonEmptyString(apiBaseUrl)) throw new Error('config.json has no apiBaseUrl');
  if (typeof remotes !== 'object' || remotes === null) throw new Error('config.json has no remotes');
  const manifests = remotes as Record<string, unknown>;
  const parsed = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const url = manifests[name];
    if (!isNonEmptyString(url)) throw new Error(`config.json has no manifest URL for ${name}`);
    parsed[name] = url;
  }
  return { apiBaseUrl, remotes: parsed };
}

/**
 * The host's document preloads /config.json (webpack/prerender-plugin.cjs): this request, with
 * fetch's defaults, takes that response over. The static server marks it no-cache, so a browser
 * never uses a stale copy either way.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH);
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

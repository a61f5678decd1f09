/**
 * The runtime configuration: the static server (and the dev server) writes it into every document
 * it serves, from environment variables, as `<meta name="portal-runtime-config">`
 * (scripts/lib/runtime-config.cjs). The host build holds no API or remote URLs, and no request has
 * to answer before the page's reads and remote files can start.
 */
import serviceTable from '../../../../services.json';
/** A remote's federation container name (services.json), e.g. remote_core. */
export type RemoteName = string;
/** Every remote of services.json, by container name: the runtime config names a manifest URL for each. */
export const REMOTE_NAMES: readonly RemoteName[] = serviceTable.services.flatMap((service) =>
  service.kind === 'remote' && service.container ? [service.container] : [],
);

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
}

import { RUNTIME_CONFIG_META } from './runtimeConfigMeta';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Checks the shape; throws with the first problem found. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('the runtime configuration is not an object');
  const { apiBaseUrl, remotes } = value as { apiBaseUrl?: unknown; remotes?: unknown };
  if (!isNonEmptyString(apiBaseUrl)) throw new Error('the runtime configuration has no apiBaseUrl');
  if (typeof remotes !== 'object' || remotes === null) throw new Error('the runtime configuration has no remotes');
  const manifests = remotes as Record<string, unknown>;
  const parsed = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const url = manifests[name];
    if (!isNonEmptyString(url)) throw new Error(`the runtime configuration has no manifest URL for ${name}`);
    parsed[name] = url;
  }
  return { apiBaseUrl, remotes: parsed };
}

/** The runtime configuration the document carries; throws when it has none or it is malformed. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${RUNTIME_CONFIG_META}"]`)?.content;
  if (!content) throw new Error('the page carries no runtime configuration');
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw new Error('the runtime configuration is not JSON');
  }
  return parseRuntimeConfig(value);
}

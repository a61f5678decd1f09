import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../startup/runtimeConfig';

/**
 * Registers the remotes by their mf-manifest.json URLs (from /config.json). Called after the async
 * boundary; the share strategy is 'loaded-first' (set in the build), so a remote that is down costs
 * only its own area: nothing is fetched from a remote until one of its pages is opened.
 */
export function registerPortalRemotes(manifests: RuntimeConfig['remotes']): void {
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
}

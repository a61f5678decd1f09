import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { EarlyManifest } from '../startup/earlyRemotePage';
import type { RuntimeConfig } from '../startup/runtimeConfig';
import { earlyManifestPlugin } from './earlyManifestPlugin';

/**
 * Registers the remotes by their mf-manifest.json URLs (from the runtime config). Called after the async
 * boundary; the share strategy is 'loaded-first' (set in the build), so a remote that is down costs
 * only its own area: nothing is fetched from a remote until one of its pages is opened, or the
 * page opened directly is one of its pages (its manifest was then requested at start-up and is
 * adopted here, see earlyManifestPlugin).
 */
export function registerPortalRemotes(
  manifests: RuntimeConfig['remotes'],
  earlyManifest: Promise<EarlyManifest | null> = Promise.resolve(null),
): void {
  registerPlugins([earlyManifestPlugin(earlyManifest)]);
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
}

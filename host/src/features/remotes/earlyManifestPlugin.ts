import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { EarlyManifest } from '../startup/earlyRemotePage';

/**
 * A federation runtime plugin that answers the runtime's first request for a remote's
 * mf-manifest.json with the response requested at start-up (features/startup/earlyRemotePage.ts),
 * so the manifest is not fetched twice. Any other request, a later one, or one whose early request
 * failed is fetched as the runtime would itself (`fetch(url, init)`).
 */
export function earlyManifestPlugin(earlyManifest: Promise<EarlyManifest | null>): ModuleFederationRuntimePlugin {
  let adopted = false;
  return {
    name: 'portal-early-manifest',
    fetch(url, init) {
      return earlyManifest.then((early) => {
        if (adopted || !early?.response || early.url !== url) return fetch(url, init);
        adopted = true;
        return early.response;
      });
    },
  };
}

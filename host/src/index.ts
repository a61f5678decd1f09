/**
 * Entry: the async boundary. Everything shared (React, shared-auth, shared-ui, ...) is reached
 * through ./app/bootstrap, so the federation runtime can resolve shared modules before any of them
 * runs. /config.json is fetched meanwhile, in parallel with the bootstrap chunks.
 */
import { loadRuntimeConfig } from './features/startup';

const config = loadRuntimeConfig();
// A config failure is shown by bootstrap; keep the rejection from being reported as unhandled meanwhile.
config.catch(() => undefined);

import('./app/bootstrap')
  .then(({ start }) => start(config))
  .catch((error: unknown) => {
    const root = document.getElementById('root');
    if (root) root.textContent = 'The Connector Portal could not load. Please reload the page.';
    console.error('Portal bootstrap failed', error);
  });

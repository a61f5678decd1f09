import { createRoot } from 'react-dom/client';
import { UiProvider } from 'shared-ui';
import { registerPortalRemotes } from '../features/remotes/eager';
import { setApiBaseUrl } from '../features/session';
import type { RuntimeConfig } from '../features/startup';
import { App } from './App';
import { ConfigErrorScreen } from './ConfigErrorScreen';

/**
 * After the async boundary: read the runtime config, keep the API base URL for shared-auth (which
 * loads after the first paint, see features/session), register the remotes from their
 * manifest URLs (nothing is fetched until a page needs one), then render.
 */
export async function start(configPromise: Promise<RuntimeConfig>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  let config: RuntimeConfig;
  try {
    config = await configPromise;
  } catch (error) {
    console.error('Runtime configuration failed', error);
    root.render(
      <UiProvider>
        <ConfigErrorScreen reason={error instanceof Error ? error.message : String(error)} />
      </UiProvider>,
    );
    return;
  }
  setApiBaseUrl(config.apiBaseUrl);
  registerPortalRemotes(config.remotes);
  root.render(<App />);
}

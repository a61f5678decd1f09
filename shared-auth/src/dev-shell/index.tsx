/**
 * The standalone dev shell every remote's `webpack serve` uses (`shared-auth/dev-shell`):
 * reads /config.json from its dev server, signs in through shared-auth and renders the
 * remote's pages with the same providers the host gives them. Never part of a production build.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { AuthProvider } from '../AuthProvider';
import { configureAuth } from '../config';
import { DevShell, type DevPage } from './DevShell';

export type { DevPage };

export async function startDevShell({ title, pages }: { title: string; pages: DevPage[] }): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  const config = (await response.json()) as { apiBaseUrl: string };
  configureAuth({ apiBaseUrl: config.apiBaseUrl });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <UiProvider>
      <AuthProvider>
        <BrowserRouter>
          <DevShell title={title} pages={pages} />
        </BrowserRouter>
      </AuthProvider>
    </UiProvider>,
  );
}

/**
 * The standalone dev shell every remote's `webpack serve` uses (`shared-auth/dev-shell`):
 * reads the runtime config its dev server writes into the document (scripts/lib/runtime-config.cjs), signs in through shared-auth and renders the
 * remote's pages with the same providers the host gives them. Never part of a production build.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { AuthProvider } from '../AuthProvider';
import { configureAuth } from '../config';
import { DevShell, type DevPage } from './DevShell';

export type { DevPage };

export async function startDevShell({ title, pages }: { title: string; pages: DevPage[] }): Promise<void> {
  const config = JSON.parse(document.querySelector<HTMLMetaElement>('meta[name="portal-runtime-config"]')?.content ?? '{}') as { apiBaseUrl: string };
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

/** The parts of pages.json and services.json the dev shell reads (the remotes pass the JSON files in). */
interface PageTableFile {
  pages: readonly { path: string; title: string; remote: string; source: string }[];
}
interface ServiceTableFile {
  services: readonly { name: string; area?: string }[];
}

/**
 * A remote's standalone dev shell with its pages of pages.json, titled by its area (services.json).
 * `loadPage` imports a page module by its `source` (the remote's webpack context of its page modules);
 * each page loads when its route first opens.
 */
export function startRemoteDevShell(
  remote: string,
  tables: { pageTable: PageTableFile; serviceTable: ServiceTableFile },
  loadPage: (source: string) => unknown,
): Promise<void> {
  const pages = tables.pageTable.pages
    .filter((page) => page.remote === remote)
    .map((page): DevPage => {
      // A page module's default export is the page (docs/federation.md).
      const Page = lazy(() => Promise.resolve(loadPage(page.source) as Promise<{ default: ComponentType }>));
      return { path: page.path, label: page.title, element: <Suspense fallback={null}><Page /></Suspense> };
    });
  const title = tables.serviceTable.services.find((service) => service.name === remote)?.area ?? remote;
  return startDevShell({ title, pages });
}

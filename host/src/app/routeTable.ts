import type { RoleName } from 'shared-contracts/roles';
import type { RemoteModuleRef } from '../features/remotes';
import { PORTAL_PAGES } from '../pageTable';

/** A remote page by route, from the one table of pages (pages.json through src/pageTable.ts). */
export interface RemoteRoute extends RemoteModuleRef {
  path: string;
  /** Roles that may open the page; anyone signed in (with verified KYC) when absent. */
  roles?: readonly RoleName[];
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = PORTAL_PAGES.map(({ path, remote, module, roles }) => ({
  path,
  remote,
  module,
  ...(roles ? { roles } : {}),
}));

const indexPage = PORTAL_PAGES.find((page) => page.index);
if (!indexPage) throw new Error('pages.json has no index page');

/** The index route shows the index page of pages.json (the dashboard). */
export const INDEX_ROUTE: RemoteModuleRef = { remote: indexPage.remote, module: indexPage.module };

/** The remote page routes the start-up requests look up (features/startup/earlyStart.ts). */
export const EARLY_START_ROUTES = { remoteRoutes: REMOTE_ROUTES, indexRoute: INDEX_ROUTE };

/**
 * A signed-in user opening a page directly (a reload, a bookmark, a link): start what that page will need
 * at once and in parallel (shared-auth, and the remote's manifest and page chunks) instead of one after
 * the other once the account check has answered. Nothing is rendered here; RemotePage later finds the
 * module loaded. docs/performance.md, "The page's remote requested early".
 */
import { matchPath } from 'react-router-dom';
import { preloadRemotePage } from '../features/remotes/eager';
import { storedAccessToken } from '../features/startup';
import { preloadProtectedArea } from './AppRoutes';
import { INDEX_ROUTE, REMOTE_ROUTES } from './routeTable';

/**
 * Resolves once the signed-in area and the page's module have loaded or failed to (at once without a
 * stored session). A failure is for the page to show (with Retry) when it renders; here it only
 * ends the head start.
 */
export function warmSignedInStart(pathname: string): Promise<void> {
  if (storedAccessToken() === null) return Promise.resolve();
  const route = pathname === '/' ? INDEX_ROUTE : REMOTE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  return Promise.all([
    preloadProtectedArea().catch(() => undefined),
    route ? preloadRemotePage(route).catch(() => undefined) : undefined,
  ]).then(() => undefined);
}

/**
 * A signed-in user opening a page directly (a reload, a bookmark, a link): start what that page will need
 * at once and in parallel (shared-auth, and the remote's manifest and page chunks) instead of one after
 * the other once the account check has answered. Nothing is rendered here; RemotePage later finds the
 * module loaded. docs/performance.md.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import { remoteModuleId } from '../features/remotes/eager';
import { loadSession } from '../features/session';
import { storedAccessToken } from '../features/startup';
import { INDEX_ROUTE, REMOTE_ROUTES } from './routeTable';

export function warmSignedInStart(pathname: string): void {
  if (storedAccessToken() === null) return;
  loadSession().catch(() => undefined);
  const route = pathname === '/' ? INDEX_ROUTE : REMOTE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  // A failure is RemotePage's to show (with Retry) when the page renders; here it only ends the head start.
  if (route) loadRemote(remoteModuleId(route)).catch(() => undefined);
}

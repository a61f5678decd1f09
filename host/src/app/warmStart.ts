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
import { INDEX_ROUTE, REMOTE_ROUTES } from './routeTable';

/**
 * shared-auth's key for the access token (shared-auth/src/session/token-storage.ts). Only whether a session
 * is stored is read here, before shared-auth is loaded; shared-auth still owns the tokens.
 */
// eslint-disable-next-line no-restricted-syntax
const ACCESS_TOKEN_STORAGE_KEY = 'cp.access';

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function warmSignedInStart(pathname: string): void {
  if (!hasStoredSession()) return;
  loadSession().catch(() => undefined);
  const route = pathname === '/' ? INDEX_ROUTE : REMOTE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  // A failure is RemotePage's to show (with Retry) when the page renders; here it only ends the head start.
  if (route) loadRemote(remoteModuleId(route)).catch(() => undefined);
}

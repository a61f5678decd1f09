/**
 * A signed-in user opening a page directly (a reload, a bookmark, a link): start what that page will need
 * at once and in parallel (shared-auth, and the remote's manifest and page chunks) instead of one after
 * the other once the account check has answered. Nothing is rendered here; RemotePage later finds the
 * module loaded. docs/performance.md, "The page's remote requested early".
 *
 * On a device that last showed another language than English the switch to it is part of the head
 * start (its files are already on their way: features/startup/languageFiles.ts), so the first frame is
 * the page in that language, not a loading screen followed by the page drawn in a long task after it.
 * docs/languages.md, "Speed of the Hindi pages".
 */
import { matchPath } from 'react-router-dom';
import { preloadRemotePage } from '../features/remotes/eager';
import { deviceLanguage, storedAccessToken } from '../features/startup';
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
  const language = deviceLanguage();
  return Promise.all([
    preloadProtectedArea().catch(() => undefined),
    route ? preloadRemotePage(route).catch(() => undefined) : undefined,
    language === null ? undefined : showDeviceLanguage(language),
  ]).then(() => undefined);
}

/**
 * The device's language, with the texts of every catalogue registered by then, the page's included
 * (shared-ui/i18n's languageReady). Never rejects: on failure the page shows in the language it can.
 */
async function showDeviceLanguage(language: string): Promise<void> {
  try {
    await (await import(/* webpackChunkName: "language-switch" */ '../features/language/lazy')).showLanguageNamed(language);
  } catch {
    // The protected area switches when it renders (ShowInProfileLanguage).
  }
}

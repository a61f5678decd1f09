/**
 * Every document's first script (`page-start.<hash>.js`): built on its own, outside webpack's and
 * the federation runtime (webpack/prerender-plugin.cjs), so it is small and arrives first.
 * docs/performance.md, "Early start script and one batched start-up read".
 *
 * - A pre-rendered page (/login; its script element names main.js in `data-main`) stays as it was
 *   painted until its first interaction (features/startup/pageStart.ts).
 * - Any other document (index.html: the signed-in area) starts the early reads and
 *   the page's remote files at once and leaves them for main.js, which arrives later among the
 *   start-up scripts (features/startup/earlyStart.ts).
 *   On a device that last showed Hindi it also asks for the Hindi catalogues at once
 *   (features/startup/languageFiles.ts).
 */
import { EARLY_START_ROUTES } from './app/routeTable';
import { preloadLanguageFiles, publishEarlyStart, startEarlyRequests, startPrerenderedPage } from './features/startup';

const script = document.currentScript as HTMLScriptElement | null;
if (script?.dataset.main) startPrerenderedPage(script);
else {
  publishEarlyStart(window, startEarlyRequests(window.location.pathname, EARLY_START_ROUTES));
  // Not on a pre-rendered page: it is painted in English first, and these would share the network with that paint.
  preloadLanguageFiles(document);
}

/**
 * Entry: the async boundary. Everything shared (React, shared-auth, shared-ui, ...) is reached
 * through ./app/bootstrap, so the federation runtime can resolve shared modules before any of them
 * runs. The early reads and the page's remote files were usually started by the document's start
 * script (src/start.ts) and are taken over here, in parallel with the bootstrap chunks (which the document preloads, webpack/prerender-plugin.cjs).
 *
 * Start-up is split into tasks (docs/performance.md, "Start-up split into tasks"): nothing heavy
 * runs before the browser has painted the document (the pre-rendered login page paints without any
 * script), then react-dom, then Emotion, then shared-ui's sign-in modules, then Chakra's system
 * (getSystem), then the host's own modules and the first render, each in a task of its own instead
 * of one long task. On the pre-rendered login page this script is loaded by the start script
 * (src/start.ts, features/startup/pageStart.ts), on the first interaction when there is no stored
 * session.
 */
import { EARLY_START_ROUTES } from './app/routeTable';
import { PORTAL_LIVE_EVENT, afterNextPaint, takeEarlyStart } from './features/startup';

// The document's start script (src/start.ts) has usually started these already. Where it has not
// (the pre-rendered login page, the development server's page), they are started here by code in a
// chunk of its own, so that the signed-in pages' main.js does not carry the start script's code twice.
const handedOver = takeEarlyStart(window);
const earlyStart = handedOver
  ? Promise.resolve(handedOver)
  : import('./features/startup/lazy').then(({ startEarlyRequests }) => startEarlyRequests(window.location.pathname, EARLY_START_ROUTES));
/** Tells the pre-rendered page's start script (features/startup/pageStart.ts) that the page is live. */
const announceLive = () => document.dispatchEvent(new Event(PORTAL_LIVE_EVENT));

/** Lets the browser handle input and paint before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

afterNextPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@emotion/react'))
  .then(nextTask)
  .then(() => import('shared-ui/sign-in'))
  .then(async ({ getSystem }) => {
    await nextTask();
    getSystem();
  })
  .then(nextTask)
  .then(() => import('./app/bootstrap'))
  .then(async ({ start }) => {
    const { config, earlyReads, earlyPageReads, earlyManifest } = await earlyStart;
    start(config, { earlyReads, earlyPageReads, earlyManifest }, announceLive);
  })
  .catch((error: unknown) => {
    const root = document.getElementById('root');
    if (root) root.textContent = 'The Connector Portal could not load. Please reload the page.';
    // Fixed words only (shared-ui's failureLogLine may be what failed to load): an error object
    // would be shown by its minified class name.
    console.error(`Portal bootstrap failed: ${error instanceof Error ? error.message : String(error)}`);
  });

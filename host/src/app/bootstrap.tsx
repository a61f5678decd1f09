import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UiProvider, failureLogLine } from 'shared-ui/sign-in';
import { registerPortalRemotes } from '../features/remotes/eager';
import { setApiBaseUrl, setEarlyReads, setFirstFrameShown } from '../features/session';
import { afterNextPaint, appFirstFrameShown, markAppFirstFrameShown, prerenderedLanguage, prerenderedPageHere, type EarlyManifest, type EarlyRead, type RuntimeConfig } from '../features/startup';
import { App } from './App';
import { warmSignedInStart } from './warmStart';
import { ConfigErrorScreen } from './ConfigErrorScreen';

/**
 * Calls `onLive` once React has committed its first render (hydrated or rendered) and the updates
 * that commit's layout effects made (the login form's state taking over text typed before
 * hydration): in the next task, so a replayed submit sees that state.
 */
function WhenLive({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(onLive, 0);
    return () => clearTimeout(timer);
  }, [onLive]);
  return children;
}

/** The page's texts in `language` before hydration; on failure the page is rendered again in English. */
async function showPrerenderedLanguage(language: string): Promise<void> {
  try {
    await (await import(/* webpackChunkName: "language-switch" */ '../features/language/lazy')).showLanguageNamed(language);
  } catch {
    // Hydration then finds English texts and React renders the page again (onRecoverableError).
  }
}

/** What index.ts requested before the async boundary, for the app to adopt (features/startup). */
export interface EarlyRequests {
  earlyReads?: EarlyRead[];
  earlyPageReads?: Promise<EarlyRead[]>;
  earlyManifest?: Promise<EarlyManifest | null>;
}

/**
 * How long the first render of a signed-in page waits for the page's module, which is already on its
 * way (features/startup/earlyRemotePage.ts, app/warmStart.ts): on time, the shell and the page are
 * committed together, without the page's loading spinner in between; a slower remote gets it.
 */
const FIRST_RENDER_WAITS_FOR_PAGE_MS = 800;

/**
 * After the async boundary: read the runtime config, keep the API base URL and the early reads
 * (features/startup/earlyReads.ts) for shared-auth (which loads after the first paint, see
 * features/session), register the remotes from their manifest URLs with the manifest requested
 * early, if any (features/startup/earlyRemotePage.ts; otherwise nothing is fetched until a page
 * needs one), then render (a signed-in reload first waits, up to FIRST_RENDER_WAITS_FOR_PAGE_MS, for
 * the protected area and the page's module: app/warmStart.ts).
 *
 * The first render is a transition, so React renders it in slices of a few milliseconds instead
 * of one long task; a page pre-rendered at build time (/login) is hydrated that way, without a
 * second render. docs/performance.md, "Pre-rendered login page, hydrated".
 */
export async function start(
  configPromise: Promise<RuntimeConfig>,
  { earlyReads = [], earlyPageReads, earlyManifest }: EarlyRequests = {},
  onLive: () => void = () => undefined,
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  let config: RuntimeConfig;
  try {
    config = await configPromise;
  } catch (error) {
    console.error(failureLogLine('Runtime configuration failed', error));
    container.replaceChildren();
    createRoot(container).render(
      <UiProvider>
        <ConfigErrorScreen reason={error instanceof Error ? error.message : String(error)} />
      </UiProvider>,
    );
    onLive();
    return;
  }
  setApiBaseUrl(config.apiBaseUrl);
  setEarlyReads(earlyReads, earlyPageReads);
  // The page's network reads leave once the first render's frame is on screen (shared-auth's holdNetworkRequestsUntil).
  setFirstFrameShown(appFirstFrameShown());
  const whenLive = () => {
    onLive();
    void afterNextPaint().then(markAppFirstFrameShown);
  };
  registerPortalRemotes(config.remotes, earlyManifest);
  const pageLoaded = warmSignedInStart(window.location.pathname);
  if (prerenderedPageHere(container, window.location.pathname)) {
    // Shown in another language by the start script: hydrated in it, so React's first render is that markup.
    const language = prerenderedLanguage(container);
    if (language !== null) await showPrerenderedLanguage(language);
    startTransition(() => {
      hydrateRoot(
        container,
        <WhenLive onLive={whenLive}>
          <App />
        </WhenLive>,
        {
          onRecoverableError: (error) => console.warn(failureLogLine('The pre-rendered page was rendered again in the browser', error)),
        },
      );
    });
    return;
  }
  // The shell and the page appear together when the page's module is on time (docs/shell.md).
  await Promise.race([pageLoaded, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAITS_FOR_PAGE_MS))]);
  // Markup pre-rendered for another path (the login page's document served elsewhere) goes.
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <WhenLive onLive={whenLive}>
        <App />
      </WhenLive>,
    ),
  );
}

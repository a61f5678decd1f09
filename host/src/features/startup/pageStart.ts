/**
 * A pre-rendered page (/login) until someone uses it: the start script (src/start.ts) is its only
 * script. docs/performance.md, "Login page starts on its first interaction".
 *
 * - Holds a click or submit from the start and replays it once the page is live, so the browser
 *   never submits the form itself (prerenderedPage.ts).
 * - With a stored session it loads main.js at once (a signed-in visitor is sent on to /dashboard); so
 *   it does on a device that last showed another language than English, so that the page, pre-rendered
 *   in English, turns to that language without waiting for a touch.
 * - Otherwise main.js (webpack's and the federation runtime's start, then React, the UI library and
 *   hydration: seconds of main-thread work on a slow phone) waits for the first interaction, and
 *   meanwhile, once the page has painted and the browser is idle, main.js and the start-up chunks
 *   are prefetched (idlePrefetch.ts).
 *
 * `<script src="/page-start.<hash>.js" data-main="/main.<hash>.js" defer>` names main.js.
 */
import { deviceShowsOtherLanguage, storedAccessToken } from './storedSession';
import { prefetchListedChunksWhenIdle } from './idlePrefetch';
import { PORTAL_LIVE_EVENT } from './liveEvent';
import { firstInteraction, holdActivationsUntilLive } from './prerenderedPage';

export function startPrerenderedPage(script: HTMLScriptElement): void {
  const mainUrl = script.dataset.main;
  if (!mainUrl) throw new Error('page-start: the script element names no main script (data-main)');
  const release = holdActivationsUntilLive(document);
  document.addEventListener(PORTAL_LIVE_EVENT, release, { once: true });
  const loadMain = () => {
    const main = document.createElement('script');
    main.src = mainUrl;
    document.head.append(main);
  };
  if (storedAccessToken() !== null || deviceShowsOtherLanguage()) {
    loadMain();
    return;
  }
  prefetchListedChunksWhenIdle(document);
  void firstInteraction(document).then(loadMain);
}

/**
 * A pre-rendered page (/login) until someone uses it: the start script (src/start.ts) is its only
 * script. docs/performance.md, "Login page starts on its first interaction".
 *
 * - Holds a click or submit from the start and replays it once the page is live, so the browser
 *   never submits the form itself (prerenderedPage.ts).
 * - On a device that last showed another language than English, the document is usually the page
 *   pre-rendered in that language (prerenderedLanguage.ts): that language's files are prefetched when
 *   idle, for the hydration to use (languageFiles.ts). When it is the English one (a development
 *   server's, or a device without the language cookie yet), main.js is loaded at once and applies it.
 * - With a stored session it loads main.js at once (a signed-in visitor is sent on to /dashboard).
 * - Otherwise main.js (webpack's and the federation runtime's start, then React, the UI library and
 *   hydration: seconds of main-thread work on a slow phone) waits for the first interaction, and
 *   meanwhile, once the page has painted and the browser is idle, main.js and the start-up chunks
 *   are prefetched (idlePrefetch.ts).
 *
 * `<script src="/page-start.<hash>.js" data-main="/main.<hash>.js" defer>` names main.js.
 */
import { deviceShowsOtherLanguage, storedAccessToken } from './storedSession';
import { linkScript, prefetchListedChunksWhenIdle, whenIdle } from './idlePrefetch';
import { languageFileUrls } from './languageFiles';
import { prerenderedLanguage } from './prerenderedLanguage';
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
  const shownIn = prerenderedLanguage(document.getElementById('root'));
  if (storedAccessToken() !== null || (deviceShowsOtherLanguage() && shownIn === null)) {
    loadMain();
    return;
  }
  prefetchListedChunksWhenIdle(document);
  if (shownIn !== null) whenIdle(() => languageFileUrls(shownIn).forEach((url) => linkScript(document, 'prefetch', url)));
  void firstInteraction(document).then(loadMain);
}

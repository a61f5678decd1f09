import { afterFrameOnScreen, LOADING_STATE_ATTRIBUTE } from 'shared-ui/sign-in';

/**
 * How long at most the page is waited for: a part that keeps loading (a read retried on a bad
 * connection) must not keep what waits for the page from coming at all.
 */
const PAGE_SETTLED_TIMEOUT_MS = 4000;

/**
 * Resolves once the page shows none of the page kit's loading states (they carry
 * LOADING_STATE_ATTRIBUTE: a page's lazily loaded part, a read in progress) in a frame that is on
 * screen: its code and data have come and been drawn. Or after `timeoutMs`, whichever is first.
 * Checked again after every change of the page, so a part that starts loading after another one
 * ended is waited for too.
 */
export function pageSettled(doc: Document = document, timeoutMs = PAGE_SETTLED_TIMEOUT_MS, afterFrame = afterFrameOnScreen): Promise<void> {
  return new Promise((resolve) => {
    let cancelCheck: () => void = () => undefined;
    const observer = new MutationObserver(() => scheduleCheck());
    const timer = setTimeout(() => settle(), timeoutMs);
    function settle() {
      observer.disconnect();
      clearTimeout(timer);
      cancelCheck();
      resolve();
    }
    function scheduleCheck() {
      cancelCheck();
      cancelCheck = afterFrame(() => {
        if (doc.querySelector(`[${LOADING_STATE_ATTRIBUTE}]`) === null) settle();
      });
    }
    observer.observe(doc.body, { childList: true, subtree: true });
    scheduleCheck();
  });
}

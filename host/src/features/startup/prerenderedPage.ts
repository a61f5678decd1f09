/**
 * A page pre-rendered at build time (/login, webpack/prerender-plugin.cjs) is plain HTML until React
 * has hydrated it. Two things follow (docs/performance.md, "Login page starts on its first
 * interaction"), both done by the page's start script (pageStart.ts):
 *
 * - Until then its form must not be submitted by the browser itself: that would send
 *   `GET /login?employee_id=…&password=…`, the password in the address bar, the history and the
 *   server's logs. A click on a button or a submit is held and replayed once the page is live.
 * - Nobody needs the page to be live before they touch it. Without a stored session, start-up
 *   (main.js, React, the UI library's system, hydration: seconds of main-thread work on a slow
 *   phone) waits for the first interaction, so a phone that opens the login page paints it and
 *   stays idle.
 *
 * Plain TypeScript with no runtime imports.
 */

/** Whether the document holds the pre-rendered markup of this path (`<div id="root" data-prerendered="/login">`). */
export function prerenderedPageHere(container: HTMLElement | null, pathname: string): boolean {
  const path = container?.dataset.prerendered;
  return path !== undefined && container?.firstElementChild != null && path === pathname.replace(/(.)\/$/, '$1');
}

/**
 * Holds the first activation (a click on a button, a form's submit, Enter in a field) until
 * `release` is called, then replays it; the browser's own handling of it is prevented meanwhile.
 * A later activation replaces a held one: the user's last intent wins.
 */
export function holdActivationsUntilLive(doc: Document = document): () => void {
  let held: HTMLButtonElement | HTMLFormElement | null = null;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    // Also cancels the submission a submit button (or Enter in a field, which clicks it) would start.
    event.preventDefault();
    held = button;
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (!(event.target instanceof HTMLFormElement)) return;
    // The submit that follows a held submit button's click is that same activation.
    const fromHeldButton = held instanceof HTMLButtonElement && held.type === 'submit' && held.form === event.target;
    if (!fromHeldButton) held = event.target;
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    const target = held;
    held = null;
    if (target instanceof HTMLButtonElement) {
      if (target.isConnected) target.click();
    } else if (target?.isConnected) {
      target.requestSubmit();
    }
  };
}

/** The events that show someone is using the page (pointer, touch, keyboard, focus, typing). */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'click', 'submit'] as const;

/** Resolves on the first interaction with the document. */
export function firstInteraction(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) doc.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) doc.addEventListener(type, done, { capture: true, passive: true });
  });
}

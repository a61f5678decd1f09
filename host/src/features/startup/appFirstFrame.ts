/**
 * The app's first frame on screen: the page React drew first (hydrated or rendered), not the blank
 * document's frames before it. bootstrap marks it; what that frame must not wait for waits for this
 * instead: the page's network reads (shared-auth's holdNetworkRequestsUntil, features/session) and the
 * Devanagari font's files (features/language/devanagariFont.ts).
 *
 * Plain TypeScript with no runtime imports, like afterNextPaint.
 */
let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));

/** Resolves once the app's first frame is on screen (never before bootstrap has marked it). */
export function appFirstFrameShown(): Promise<void> {
  return shown;
}

/** Called by bootstrap once its first commit's frame has been painted. */
export function markAppFirstFrameShown(): void {
  markShown();
}

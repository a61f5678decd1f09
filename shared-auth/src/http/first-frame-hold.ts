/**
 * A signed-in page opened directly draws its header in its first frame; its reads (a list, a
 * ledger) are made by the same render's effects and would leave just before that frame is on
 * screen. On a phone their answers then arrive while the frame is still being drawn and their
 * render comes first, and Lighthouse counts a read that finished before the largest paint into it
 * (about 0.35 s for a preflighted read on its mobile network). So the requests made before the
 * host says its first frame is on screen (holdNetworkRequestsUntil, from host/src/app/bootstrap.tsx)
 * wait for it: a frame or two. A request answered from an early response (early-responses.ts) has
 * no network to wait for and is not held. docs/performance.md, "A page's reads after its first frame".
 */
let held: Promise<void> | null = null;

/** Holds the network requests made from now until `firstFrameShown` settles. */
export function holdNetworkRequestsUntil(firstFrameShown: Promise<void>): void {
  const hold: Promise<void> = firstFrameShown.then(
    () => undefined,
    () => undefined,
  );
  held = hold;
  void hold.then(() => {
    if (held === hold) held = null;
  });
}

/** What a network request made now waits for; null when nothing is held. */
export function networkRequestHold(): Promise<void> | null {
  return held;
}

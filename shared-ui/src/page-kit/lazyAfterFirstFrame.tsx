/**
 * Code requested once a first frame is on screen: the page kit's rule for a part whose bytes the first
 * frame should not wait for (lazyPageBody, PageBody.tsx). In the sign-in entry, since the login page
 * uses it too (its language switch).
 */
import { useEffect, useState, type ComponentType } from 'react';

export type BodyModule<Props> = Promise<{ default: ComponentType<Props> }>;

/**
 * Calls `then` once the frame drawn now is on screen. An effect is not enough: React may run it
 * before the browser paints. An animation frame runs just before a frame is painted, but the frame
 * reaches the screen a little later, when the compositor presents it; by the following animation
 * frame it has, and a task queued from there runs after that frame's own work. Returns the cancel
 * function.
 */
export function afterFrameOnScreen(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(then, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

type Wait = (then: () => void) => () => void;

/**
 * What a lazy part waits for once its frame is on screen, before its code is requested: nothing,
 * unless the page kit's base entry has set it (PageHeader's module: the report of the page title's
 * paint, pageTitlePaint.ts). Set rather than imported so that the login page's scripts, which use
 * lazyAfterFirstFrame too, do not carry it.
 */
let beforeRequest: Wait = (then) => {
  then();
  return () => undefined;
};

export function waitBeforeLazyParts(wait: Wait): void {
  beforeRequest = wait;
}

/**
 * A component whose code is requested once the first frame with its place is on screen (and, on a
 * page with the page kit's title, once the title's paint has been reported: `beforeRequest`), drawn as
 * `Fallback` (with the same props) until then: lazyPageBody's rule for a part inside a page, such as
 * a lead's checklist with its uploads, whose code would otherwise be bytes the page's first frame
 * waits for on a phone's connection.
 *
 * The fallback stays mounted, where it is, until the code is in, and is then replaced once. (A
 * Suspense boundary would mount a second copy of it in its own slot while the code loads: new nodes
 * for the same texts, which the browser counts as a later largest paint.) A failed load is thrown to
 * the page's error boundary, as React.lazy's would be, and is asked for again on the next mount.
 */
export function lazyAfterFirstFrame<Props extends object>(load: () => BodyModule<Props>, Fallback: ComponentType<Props>): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const request = () =>
    (loading ??= load().then(
      (module) => module.default,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LazyPart(props: Props) {
    // The component inside an object: a function given to setState is called as an updater.
    const [part, setPart] = useState<{ Part: ComponentType<Props> } | { failure: unknown } | null>(null);
    useEffect(() => {
      let mounted = true;
      let cancelWait = () => undefined as void;
      const cancelFrame = afterFrameOnScreen(() => {
        cancelWait = beforeRequest(() => {
          request().then(
            (Part) => mounted && setPart({ Part }),
            (failure: unknown) => mounted && setPart({ failure }),
          );
        });
      });
      return () => {
        mounted = false;
        cancelFrame();
        cancelWait();
      };
    }, []);
    if (part === null) return <Fallback {...props} />;
    if ('failure' in part) throw part.failure;
    return <part.Part {...props} />;
  }
  LazyPart.displayName = 'LazyAfterFirstFrame';
  return LazyPart;
}

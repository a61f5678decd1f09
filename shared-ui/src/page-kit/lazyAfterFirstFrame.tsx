/**
 * Code requested once a first frame is on screen: the page kit's rule for a part whose bytes the first
 * frame should not wait for (lazyPageBody, PageBody.tsx). In the sign-in entry, since the login page
 * uses it too (its language switch).
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

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

/**
 * A component whose code is requested once the first frame with its place is on screen, drawn as
 * `Fallback` (with the same props) until then: lazyPageBody's rule for a part inside a page, such as
 * a lead's checklist with its uploads, whose code would otherwise be bytes the page's first frame
 * waits for on a phone's connection.
 */
export function lazyAfterFirstFrame<Props extends object>(load: () => BodyModule<Props>, Fallback: ComponentType<Props>): ComponentType<Props> {
  const Part = lazy(load) as unknown as ComponentType<Props>;
  function LazyPart(props: Props) {
    const [wanted, setWanted] = useState(false);
    useEffect(() => afterFrameOnScreen(() => setWanted(true)), []);
    const fallback = <Fallback {...props} />;
    if (!wanted) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  LazyPart.displayName = 'LazyAfterFirstFrame';
  return LazyPart;
}

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { LoadingState } from './PageStates';

type BodyModule<Props> = Promise<{ default: ComponentType<Props> }>;

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
 * The part of a page that needs shared-ui/widgets (tabs, lists, forms, dialogs, toasts), loaded
 * once the rest of the page has been drawn:
 *
 *   const LeadsPageBody = lazyPageBody(() => import('./LeadsPageBody'), 'Loading leads');
 *
 * A page module that imports shared-ui/widgets cannot run until the widgets have arrived, the
 * largest file a page loads after react-dom; so its title and description, usually the largest
 * text on a phone's screen, waited for them. Split this way the page's own module (its header and
 * the hooks that start its reads) imports only shared-ui's base entry, is drawn at once, and the
 * body's code is requested once that first frame is on screen, so that the widgets' download
 * never stands between the page opening and its header being shown. Until the body is there its
 * place shows the page kit's spinner, named by `loadingLabel`.
 *
 * The page's exposed module must not import shared-ui/widgets, directly or through its other
 * imports: the bundle budgets check it for every page held to the phone targets (e2e/bench/bundle-size.mjs). docs/pages.md.
 */
export function lazyPageBody<Props extends object>(load: () => BodyModule<Props>, loadingLabel: string): ComponentType<Props> {
  const Loading = () => <LoadingState label={loadingLabel} />;
  const PageBody = lazyAfterFirstFrame<Props>(load, Loading);
  PageBody.displayName = 'PageBody';
  return PageBody;
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

import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component whose module can be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the module (once); resolves when it has loaded, rejects when it could not (a later render tries again). */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, but once its module has loaded (by `preload()`, or by an earlier render) it
 * renders the component at once instead of suspending. React.lazy always suspends on its first
 * render, so a page whose code is already there would still commit its Suspense fallback first and
 * the content a frame (and, with React's fallback throttling, up to 300 ms) later.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  function Preloadable(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload: () => loadOnce().then(() => undefined) });
}

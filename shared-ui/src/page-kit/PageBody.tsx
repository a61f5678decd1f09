import type { ComponentType } from 'react';
import { lazyAfterFirstFrame, type BodyModule } from './lazyAfterFirstFrame';
import { LoadingState } from './PageStates';

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

/**
 * Screen tests that follow navigation: the page under test at its route pattern, signed in, and any
 * other path rendered as shared-ui/testing's probe that names where the app went ("At /bank/2").
 */
import { renderWithProviders, type RenderWithProvidersOptions } from 'shared-auth/testing';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';

export interface RenderPageOptions extends Pick<RenderWithProvidersOptions, 'others'> {
  /** The URL the router starts at. */
  route: string;
  /** The page's route pattern ("/bank/:bankId"). */
  path: string;
}

/** Renders a signed-in page inside the real providers, with a probe for every other route. */
export function renderPage(page: ReactElement, options: RenderPageOptions) {
  return renderWithProviders(page, { ...options, tokens: true });
}

/** A page that only links on (to give a detail page a history entry to go back to). */
export function LinkPage({ to, label }: { to: string; label: string }) {
  return <Link to={to}>{label}</Link>;
}

/**
 * Screen tests that follow navigation: the page under test at its route pattern, and any other
 * path rendered as a probe that names where the app went ("At /bank/2").
 */
import { renderWithProviders } from 'shared-auth/testing';
import type { ReactElement } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';

export function LocationProbe() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname}
      {location.search}
    </p>
  );
}

export interface RenderPageOptions {
  /** The URL the router starts at. */
  route: string;
  /** The page's route pattern ("/bank/:bankId"). */
  path: string;
  /** Extra pages: a path and what it shows (by default every other path shows the probe). */
  others?: { path: string; element: ReactElement }[];
}

/** Renders a signed-in page inside the real providers, with a probe for every other route. */
export function renderPage(page: ReactElement, { route, path, others = [] }: RenderPageOptions) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      {others.map((other) => (
        <Route key={other.path} path={other.path} element={other.element} />
      ))}
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route, tokens: true },
  );
}

/** A page that only links on (to give a detail page a history entry to go back to). */
export function LinkPage({ to, label }: { to: string; label: string }) {
  return <Link to={to}>{label}</Link>;
}

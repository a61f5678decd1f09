/**
 * Rendering a screen for a test inside the providers the portal gives it: shared-ui's UiProvider,
 * the router (a MemoryRouter at `route`), and whatever a higher layer adds between them
 * (shared-auth/testing passes its AuthProvider as `wrapper`).
 */
import { Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UiProvider } from '../theme/UiProvider';

/** Rendered for any path but the page's: names where the app went ("At /bank/2?tab=loans"). */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname}
      {location.search}
    </p>
  );
}

export interface RenderWithProvidersOptions {
  /** The URL the MemoryRouter starts at (default "/"). */
  route?: string;
  /**
   * The page's route pattern ("/lead/:id"): the ui is that route's element, so useParams works, and
   * every other path shows the LocationProbe, so a test can see where a link or a redirect went.
   */
  path?: string;
  /** Other pages next to `path`: a pattern and what it shows. */
  others?: { path: string; element: ReactElement }[];
  /** Providers of a layer above shared-ui, inside UiProvider and around the router. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/**
 * Renders `ui` inside the providers. They stay around it on `rerender`, and the router keeps its
 * history there.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderResult {
  const { route = '/', path, others = [], wrapper: Layer = Fragment } = options;
  const initialEntries = [route];
  function Providers({ children }: { children: ReactNode }) {
    return (
      <UiProvider>
        <Layer>
          <MemoryRouter initialEntries={initialEntries}>
            {path ? (
              <Routes>
                <Route path={path} element={children} />
                {others.map((other) => (
                  <Route key={other.path} path={other.path} element={other.element} />
                ))}
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            ) : (
              children
            )}
          </MemoryRouter>
        </Layer>
      </UiProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

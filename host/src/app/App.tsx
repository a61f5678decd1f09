import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui/sign-in';
import { AppRoutes } from './AppRoutes';

/**
 * The one ChakraProvider (UiProvider) for host and remotes. The one AuthProvider wraps the
 * protected area (ProtectedRoutes.tsx); the login page needs no provider.
 *
 * `location` is for the build-time render of the login page (webpack/prerender-plugin.cjs): the
 * same tree at a fixed path, so the browser hydrates exactly this markup. docs/performance.md,
 * "Pre-rendered login page, hydrated".
 */
export function App({ location }: { location?: string }) {
  return (
    <UiProvider>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[location]}>
          <AppRoutes />
        </MemoryRouter>
      )}
    </UiProvider>
  );
}

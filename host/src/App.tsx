import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { AppRoutes } from './features/routing/AppRoutes';

/**
 * The one ChakraProvider (UiProvider) for host and remotes. The one AuthProvider wraps the
 * protected area (features/routing/ProtectedRoutes.tsx); the login page needs no provider.
 */
export function App() {
  return (
    <UiProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </UiProvider>
  );
}

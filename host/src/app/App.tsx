import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { AppRoutes } from './AppRoutes';

/**
 * The one ChakraProvider (UiProvider) for host and remotes. The one AuthProvider wraps the
 * protected area (ProtectedRoutes.tsx); the login page needs no provider.
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

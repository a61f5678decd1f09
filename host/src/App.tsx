import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { AppRoutes } from './features/routing/AppRoutes';

/** The one ChakraProvider (UiProvider) and the one auth/query provider for host and remotes. */
export function App() {
  return (
    <UiProvider>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthProvider>
    </UiProvider>
  );
}

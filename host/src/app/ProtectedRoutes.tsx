import { Route, Routes } from 'react-router-dom';
import { AuthProvider } from 'shared-auth';
import { KycGate } from '../features/kyc';
import { ShowInProfileLanguage } from '../features/language';
import { RemotePage } from '../features/remotes';
import { AppShell, NotFoundPage } from '../features/shell';
import { RequireAuth, RequireRole } from './guards';
import { INDEX_ROUTE, REMOTE_ROUTES } from './routeTable';

/**
 * Everything behind sign-in, inside the one AuthProvider (jotai store + QueryClient) that the
 * remotes' pages use: the session guard, the account's language (its texts downloaded before the first screen), verified KYC (the KYC screen replaces the shell until
 * then), then the shell with the route table: remote pages, not found.
 */
export default function ProtectedRoutes() {
  return (
    <AuthProvider>
      <RequireAuth>
        <ShowInProfileLanguage>
          <KycGate>
            <Routes>
              <Route element={<AppShell />}>
                <Route index element={<RemotePage {...INDEX_ROUTE} />} />
                {REMOTE_ROUTES.map(({ path, remote, module, roles }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <RequireRole roles={roles}>
                        <RemotePage remote={remote} module={module} />
                      </RequireRole>
                    }
                  />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </KycGate>
        </ShowInProfileLanguage>
      </RequireAuth>
    </AuthProvider>
  );
}

import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { LoginLaterReleasePage, LoginPage } from '../features/login';
import { RemoteErrorBoundary } from '../features/remotes/eager';
import { loadSession } from '../features/session';
import { LOGIN_PATH } from '../paths';
import { LATER_RELEASE_LOGIN_ROUTES } from './routeTable';

// Everything behind sign-in (session guard, KYC gate, shell, remote mounts) loads only when a
// protected path is opened, after shared-auth is ready, so the login page does not download it.
const ProtectedRoutes = lazy(() => loadSession().then(() => import('./ProtectedRoutes')));

/** The login family is public; every other path is handled by the protected area. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      {LATER_RELEASE_LOGIN_ROUTES.map(({ path, section }) => (
        <Route key={path} path={path} element={<LoginLaterReleasePage section={section} />} />
      ))}
      <Route
        path="*"
        element={
          // React.lazy caches a failed import, so Retry reloads the page to fetch the chunk again.
          <RemoteErrorBoundary area="The portal" onRetry={() => window.location.reload()}>
            <Suspense fallback={<FullPageSpinner label="Loading the portal…" />}>
              <ProtectedRoutes />
            </Suspense>
          </RemoteErrorBoundary>
        }
      />
    </Routes>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { preloadableLazy } from '../components/preloadableLazy';
import { LoginPage } from '../features/login';
import { RemoteErrorBoundary, type AreaId } from '../features/remotes/eager';
import { loadSession } from '../features/session';
import { LOGIN_PATH, MOBILE_LOGIN_PATH, PASSWORD_RESET_PATH } from '../paths';
import { useT } from '../sign-in/i18n';

// Everything behind sign-in (session guard, KYC gate, shell, remote mounts) loads only when a
// protected path is opened, after shared-auth is ready, so the login page does not download it.
// A reload of a signed-in page loads it ahead of the first render (warmStart.ts).
const ProtectedRoutes = preloadableLazy(async () => {
  await loadSession();
  return import('./ProtectedRoutes');
});
export const preloadProtectedArea = ProtectedRoutes.preload;

// The one-time-code pages call the API and sign in through shared-auth, so they load after it (which
// also configures its client) and, like the protected area, are not part of the login page's first load.
const loadOtpPages = () => loadSession().then(() => import('../features/otp'));
const MobileLoginPage = lazy(() => loadOtpPages().then((pages) => ({ default: pages.MobileLoginPage })));
const PasswordResetPage = lazy(() => loadOtpPages().then((pages) => ({ default: pages.PasswordResetPage })));

/** A lazily loaded page: a spinner while its chunk loads, "<area> is unavailable" with Retry if it cannot. */
function LazyPage({ area, label, children }: { area: AreaId; label: string; children: ReactNode }) {
  return (
    // React.lazy caches a failed import, so Retry reloads the page to fetch the chunk again.
    <RemoteErrorBoundary area={area} onRetry={() => window.location.reload()}>
      <Suspense fallback={<FullPageSpinner label={label} />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}

/** The login family is public; every other path is handled by the protected area. */
export function AppRoutes() {
  const t = useT();
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route
        path={MOBILE_LOGIN_PATH}
        element={
          <LazyPage area="mobileLogin" label={t('loading.default')}>
            <MobileLoginPage />
          </LazyPage>
        }
      />
      <Route
        path={PASSWORD_RESET_PATH}
        element={
          <LazyPage area="passwordReset" label={t('loading.default')}>
            <PasswordResetPage />
          </LazyPage>
        }
      />
      <Route
        path="*"
        element={
          <LazyPage area="portal" label={t('loading.portal')}>
            <ProtectedRoutes />
          </LazyPage>
        }
      />
    </Routes>
  );
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useProfile, useSession } from 'shared-auth';
import type { Role } from 'shared-contracts';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { NoAccessPage } from '../features/shell';
import { LOGIN_PATH } from '../paths';
import { useT } from '../sign-in/i18n';

/** Protected pages: shown when the session says authenticated, otherwise the user goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <Navigate to={LOGIN_PATH} replace />;
  return <>{children}</>;
}

/**
 * A page for some roles only: others see "You do not have access to this page" inside the shell.
 * This only spares people a page of 403s; the API checks the role of every call.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[] | undefined; children: ReactNode }) {
  const { profile, isLoading } = useProfile();
  const t = useT();
  if (!roles) return <>{children}</>;
  if (!profile) return isLoading ? <FullPageSpinner label={t('loading.default')} /> : <NoAccessPage />;
  if (!roles.includes(profile.role)) return <NoAccessPage />;
  return <>{children}</>;
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { LANDING_PATH, LOGIN_PATH } from './routeTable';

/** Protected pages: shown when the session says authenticated, otherwise the user goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <Navigate to={LOGIN_PATH} replace />;
  return <>{children}</>;
}

/** The login page: a signed-in user who opens it lands on /dashboard. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return <Navigate to={LANDING_PATH} replace />;
  return <>{children}</>;
}

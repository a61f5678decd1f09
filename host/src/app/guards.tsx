import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { LOGIN_PATH } from '../paths';

/** Protected pages: shown when the session says authenticated, otherwise the user goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <Navigate to={LOGIN_PATH} replace />;
  return <>{children}</>;
}

import { Navigate } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { LANDING_PATH } from '../../paths';

/** Rendered on /login: a signed-in user who opens it lands on /dashboard. */
export function RedirectWhenSignedIn() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <Navigate to={LANDING_PATH} replace /> : null;
}

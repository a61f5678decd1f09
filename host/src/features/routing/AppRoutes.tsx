import { Route, Routes } from 'react-router-dom';
import { KycGate } from '../kyc/KycGate';
import { LoginPage } from '../login/LoginPage';
import { LoginLaterReleasePage } from '../login/LoginLaterReleasePage';
import { RemotePage } from '../remotes/RemotePage';
import { AppShell } from '../shell/AppShell';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { LaterReleasePage } from './LaterReleasePage';
import { NotFoundPage } from './NotFoundPage';
import {
  INDEX_ROUTE,
  LATER_RELEASE_LOGIN_ROUTES,
  LATER_RELEASE_ROUTES,
  LOGIN_PATH,
  REMOTE_ROUTES,
} from './routeTable';

/**
 * The route table: the login family is public; everything else needs a session, then verified
 * KYC (the KYC screen replaces the shell until then), then renders inside the shell.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={LOGIN_PATH}
        element={
          <RedirectIfAuthenticated>
            <LoginPage />
          </RedirectIfAuthenticated>
        }
      />
      {LATER_RELEASE_LOGIN_ROUTES.map(({ path, section }) => (
        <Route key={path} path={path} element={<LoginLaterReleasePage section={section} />} />
      ))}
      <Route
        element={
          <RequireAuth>
            <KycGate>
              <AppShell />
            </KycGate>
          </RequireAuth>
        }
      >
        <Route index element={<RemotePage {...INDEX_ROUTE} />} />
        {REMOTE_ROUTES.map(({ path, remote, module }) => (
          <Route key={path} path={path} element={<RemotePage remote={remote} module={module} />} />
        ))}
        {LATER_RELEASE_ROUTES.map(({ path, section }) => (
          <Route key={path} path={path} element={<LaterReleasePage section={section} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

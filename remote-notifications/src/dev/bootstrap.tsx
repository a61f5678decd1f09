import { startDevShell } from 'shared-auth/dev-shell';
import ProfilePage from '../features/profile/ProfilePage';

/** The dev server serves /config.json from API_URL (default http://localhost:8000). */
void startDevShell({
  title: 'Notifications and profile',
  pages: [{ path: '/profile', label: 'My Profile', element: <ProfilePage /> }],
});

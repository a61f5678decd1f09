import { startDevShell } from 'shared-auth/dev-shell';
import DashboardPage from '../features/dashboard/DashboardPage';

/** The dev server serves /config.json from API_URL (default http://localhost:8000). */
void startDevShell({
  title: 'Dashboard, leads and banks',
  pages: [{ path: '/dashboard', label: 'Dashboard', element: <DashboardPage /> }],
});

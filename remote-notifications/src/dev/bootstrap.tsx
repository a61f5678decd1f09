import { startDevShell } from 'shared-auth/dev-shell';
import CustomNotificationsPage from '../features/custom-notifications/CustomNotificationsPage';
import KycReviewPage from '../features/kyc-review/KycReviewPage';
import MyTeamPage from '../features/my-team/MyTeamPage';
import NotificationCenterPage from '../features/notification-center/NotificationCenterPage';
import PeoplePage from '../features/people/PeoplePage';
import ProfilePage from '../features/profile/ProfilePage';

/** The dev server serves /config.json from API_URL (default http://localhost:8000). */
void startDevShell({
  title: 'Notifications and profile',
  pages: [
    { path: '/notifications', label: 'Notifications', element: <NotificationCenterPage /> },
    { path: '/custom_notifications', label: 'Custom Notifications', element: <CustomNotificationsPage /> },
    { path: '/profile', label: 'My Profile', element: <ProfilePage /> },
    { path: '/back-office/kyc', label: 'KYC Review', element: <KycReviewPage /> },
    { path: '/back-office/people', label: 'People', element: <PeoplePage /> },
    { path: '/my-team', label: 'My Team', element: <MyTeamPage /> },
  ],
});

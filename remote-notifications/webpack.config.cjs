const { createFederatedConfig } = require('../webpack/federated-app.cjs');

// Container name, port and area name: services.json.
module.exports = createFederatedConfig({
  appDir: __dirname,
  service: 'remote-notifications',
  exposes: {
    './ProfilePage': './src/features/profile/ProfilePage.tsx',
    './KycReviewPage': './src/features/kyc-review/KycReviewPage.tsx',
    './PeoplePage': './src/features/people/PeoplePage.tsx',
    './MyTeamPage': './src/features/my-team/MyTeamPage.tsx',
    './NotificationCenterPage': './src/features/notification-center/NotificationCenterPage.tsx',
    './CustomNotificationsPage': './src/features/custom-notifications/CustomNotificationsPage.tsx',
  },
});

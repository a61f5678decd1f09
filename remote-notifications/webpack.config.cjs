const { createFederatedConfig } = require('../webpack/federated-app.cjs');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_notifications',
  title: 'Notifications and profile',
  portEnv: 'REMOTE_NOTIFICATIONS_PORT',
  defaultPort: 3003,
  exposes: {
    './ProfilePage': './src/features/profile/ProfilePage.tsx',
  },
});

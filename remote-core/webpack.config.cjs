const { createFederatedConfig } = require('../webpack/federated-app.cjs');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_core',
  title: 'Dashboard, leads and banks',
  portEnv: 'REMOTE_CORE_PORT',
  defaultPort: 3001,
  exposes: {
    './DashboardPage': './src/features/dashboard/DashboardPage.tsx',
  },
});

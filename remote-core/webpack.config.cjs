const { createFederatedConfig } = require('../webpack/federated-app.cjs');

// Container name, port and area name: services.json.
module.exports = createFederatedConfig({
  appDir: __dirname,
  service: 'remote-core',
  exposes: {
    './DashboardPage': './src/features/dashboard/DashboardPage.tsx',
  },
});

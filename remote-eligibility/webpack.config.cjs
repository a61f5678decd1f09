const { createFederatedConfig } = require('../webpack/federated-app.cjs');

// Container name, port and area name: services.json; the pages it exposes: pages.json.
module.exports = createFederatedConfig({
  appDir: __dirname,
  service: 'remote-eligibility',
});

const { createFederatedConfig } = require('../webpack/federated-app.cjs');

// The shell. No remote URLs here: remotes come from /config.json at runtime (src/app/bootstrap.tsx).
// Container name and port: services.json.
module.exports = createFederatedConfig({ appDir: __dirname, service: 'host', title: 'Connector Portal' });

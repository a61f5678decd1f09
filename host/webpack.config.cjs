const { createFederatedConfig } = require('../webpack/federated-app.cjs');

// The shell. No remote URLs here: remotes come from /config.json at runtime (src/bootstrap.tsx).
module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'host',
  title: 'Connector Portal',
  portEnv: 'HOST_PORT',
  defaultPort: 3000,
});

/**
 * The runtime configuration the host reads at start-up (/config.json), built from the
 * environment. Used by scripts/serve-static.mjs (production) and the webpack dev servers.
 * Unset URLs default to localhost on the configured (or default) ports of services.json.
 */
const { API_SERVICE, REMOTE_SERVICES, configuredPort } = require('./service-table.cjs');

function runtimeConfigFromEnv(env) {
  const local = (service, suffix = '') => `http://localhost:${configuredPort(service, env)}${suffix}`;
  const remotes = {};
  for (const remote of REMOTE_SERVICES) {
    remotes[remote.container] = env[remote.manifestUrlEnv] || local(remote, '/mf-manifest.json');
  }
  return { apiBaseUrl: env[API_SERVICE.urlEnv] || local(API_SERVICE), remotes };
}

module.exports = { runtimeConfigFromEnv };

/**
 * The runtime configuration the host reads at start-up (/config.json), built from the
 * environment. Used by scripts/serve-static.mjs (production) and the webpack dev servers.
 * Unset URLs default to localhost on the configured (or default) ports.
 */
function runtimeConfigFromEnv(env) {
  const local = (portEnv, defaultPort, suffix = '') => `http://localhost:${env[portEnv] || defaultPort}${suffix}`;
  return {
    apiBaseUrl: env.API_URL || local('API_PORT', 8000),
    remotes: {
      remote_core: env.REMOTE_CORE_URL || local('REMOTE_CORE_PORT', 3001, '/mf-manifest.json'),
      remote_eligibility: env.REMOTE_ELIGIBILITY_URL || local('REMOTE_ELIGIBILITY_PORT', 3002, '/mf-manifest.json'),
      remote_notifications: env.REMOTE_NOTIFICATIONS_URL || local('REMOTE_NOTIFICATIONS_PORT', 3003, '/mf-manifest.json'),
    },
  };
}

module.exports = { runtimeConfigFromEnv };

/**
 * The runtime configuration the host reads at start-up (/config.json). Built from the
 * environment by the dev server; scripts/serve-static.mjs builds the same shape for production.
 */
function runtimeConfigFromEnv(env) {
  return {
    apiBaseUrl: env.API_URL || 'http://localhost:8000',
    remotes: {
      remote_core: env.REMOTE_CORE_URL || 'http://localhost:3001/mf-manifest.json',
      remote_eligibility: env.REMOTE_ELIGIBILITY_URL || 'http://localhost:3002/mf-manifest.json',
      remote_notifications: env.REMOTE_NOTIFICATIONS_URL || 'http://localhost:3003/mf-manifest.json',
    },
  };
}

module.exports = { runtimeConfigFromEnv };

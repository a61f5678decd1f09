/**
 * The runtime configuration the host reads at start-up, built from the environment: the API's
 * base URL and each remote's mf-manifest.json URL. It is written into every document the host
 * serves (`<meta name="portal-runtime-config">`, read by host/src/features/startup/runtimeConfig.ts)
 * by scripts/lib/static-server.mjs in production and by the webpack dev servers, so nothing waits
 * for a request before the page's reads and remote files can start.
 * Unset URLs default to localhost on the configured (or default) ports of services.json.
 */
const { API_SERVICE, REMOTE_SERVICES, configuredPort } = require('./service-table.cjs');

/** The meta element's name (host/src/features/startup/runtimeConfig.ts and shared-auth's dev shell read it). */
const RUNTIME_CONFIG_META = 'portal-runtime-config';

function runtimeConfigFromEnv(env) {
  const local = (service, suffix = '') => `http://localhost:${configuredPort(service, env)}${suffix}`;
  const remotes = {};
  for (const remote of REMOTE_SERVICES) {
    remotes[remote.container] = env[remote.manifestUrlEnv] || local(remote, '/mf-manifest.json');
  }
  return { apiBaseUrl: env[API_SERVICE.urlEnv] || local(API_SERVICE), remotes };
}

/** The config's JSON as the value of a double-quoted HTML attribute. */
function runtimeConfigAttribute(config) {
  return JSON.stringify(config).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * `html` with the config's meta element last in its head (the page's scripts are deferred: they
 * run once the document is parsed; what must come first in the head, such as the pre-rendered
 * page's render-blocking link, stays first).
 */
function documentWithRuntimeConfig(html, config) {
  const meta = `<meta name="${RUNTIME_CONFIG_META}" content="${runtimeConfigAttribute(config)}">`;
  const withMeta = html.replace(/<\/head>/i, (end) => meta + end);
  if (withMeta === html) throw new Error('The document has no <head> to write the runtime configuration into');
  return withMeta;
}

module.exports = { runtimeConfigFromEnv, documentWithRuntimeConfig };

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

/**
 * The demo's grievance officer, shown when GRIEVANCE_OFFICER_NAME, _EMAIL and _PHONE are not set. The
 * API has the same defaults for its privacy notice (api/src/config.ts; api/test/privacy-consent.test.ts
 * checks they agree): a deployment sets the three variables for both.
 */
const DEMO_GRIEVANCE_OFFICER = { name: 'Meera Joshi, Grievance Officer', email: 'grievance@connectorportal.in', phone: '1800-266-1002' };

/**
 * Whether the sign-in pages offer one-time codes (mobile sign-in, "Forgot password"): the API's rule
 * (api/src/config.ts, docs/otp.md#production-and-the-feature-switch): OTP_ENABLED when set, else on outside
 * production and, in production, on exactly when OTP_CHANNELS names a channel. Give the front-end the same
 * two variables as the API.
 */
function otpSignInFromEnv(env) {
  const enabled = (env.OTP_ENABLED || '').trim();
  if (enabled === 'false') return false;
  if (enabled === 'true') return true;
  return env.NODE_ENV !== 'production' || (env.OTP_CHANNELS || '').trim() !== '';
}

function runtimeConfigFromEnv(env) {
  const local = (service, suffix = '') => `http://localhost:${configuredPort(service, env)}${suffix}`;
  const remotes = {};
  for (const remote of REMOTE_SERVICES) {
    remotes[remote.container] = env[remote.manifestUrlEnv] || local(remote, '/mf-manifest.json');
  }
  const grievanceOfficer = {
    name: env.GRIEVANCE_OFFICER_NAME || DEMO_GRIEVANCE_OFFICER.name,
    email: env.GRIEVANCE_OFFICER_EMAIL || DEMO_GRIEVANCE_OFFICER.email,
    phone: env.GRIEVANCE_OFFICER_PHONE || DEMO_GRIEVANCE_OFFICER.phone,
  };
  return { apiBaseUrl: env[API_SERVICE.urlEnv] || local(API_SERVICE), remotes, grievanceOfficer, otpSignIn: otpSignInFromEnv(env) };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * The pre-rendered login page is rendered at build time, before any deployment's values exist: it
 * carries these placeholders where the grievance officer's contact goes
 * (host/src/features/login/PrivacyContact.tsx), and each document is served with them filled in, so
 * the markup matches what the page renders when React takes it over.
 */
const GRIEVANCE_PLACEHOLDERS = {
  '%%GRIEVANCE_OFFICER_NAME%%': (officer) => escapeHtml(officer.name),
  '%%GRIEVANCE_OFFICER_EMAIL%%': (officer) => escapeHtml(officer.email),
  '%%GRIEVANCE_OFFICER_PHONE%%': (officer) => escapeHtml(officer.phone),
  // A tel: link's target: the digits and a leading + (shared-ui's telHref).
  '%%GRIEVANCE_OFFICER_TEL%%': (officer) => officer.phone.replace(/[^\d+]/g, ''),
};

function withGrievanceOfficer(html, officer) {
  return html.replace(/%%GRIEVANCE_OFFICER_[A-Z]+%%/g, (placeholder) => GRIEVANCE_PLACEHOLDERS[placeholder]?.(officer) ?? placeholder);
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
  return config.grievanceOfficer ? withGrievanceOfficer(withMeta, config.grievanceOfficer) : withMeta;
}

module.exports = { runtimeConfigFromEnv, documentWithRuntimeConfig, otpSignInFromEnv, DEMO_GRIEVANCE_OFFICER };

// Browser-side protection headers of the static servers (docs/operations.md, "Security headers").
// The policy is built from the same runtime configuration the host writes into its documents, so the
// origins it allows are exactly the API and the remotes the browser is told to use.
import crypto from 'node:crypto';
import runtimeConfig from './runtime-config.cjs';
import serviceTable from './service-table.cjs';

const { runtimeConfigFromEnv } = runtimeConfig;
const { REMOTE_SERVICES } = serviceTable;

const styleHash = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Emotion (Chakra's styling engine) in production creates EMPTY <style> elements and fills them
 * through CSSOM insertRule, which CSP does not govern. Allowing the hash of the empty text lets
 * those elements exist, while any <style> with text in it (an injected one) stays blocked, so no
 * 'unsafe-inline' is needed.
 */
export const EMPTY_STYLE_HASH = styleHash('');

/** The CSP hash of each inline <style> element of an HTML document (index.html has one). */
export function inlineStyleHashes(html) {
  return [...String(html).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => styleHash(match[1]));
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`"${url}" is not an absolute URL; API_URL and REMOTE_*_URL must be absolute (http(s)://host:port/...).`);
  }
}

/**
 * What the development shell's policy adds for one remote served by webpack-dev-server inside the
 * portal (scripts/dev-remote.mjs sets PORTAL_DEV_REMOTE to its service name): null everywhere else.
 * The dev remote's updates arrive as <script> elements and JSON from its origin, already allowed;
 * it adds the dev server's WebSocket, and inline style text, which Emotion's development build writes
 * (its production build fills empty <style> elements through CSSOM). Never 'unsafe-eval': the dev
 * remote's source maps are files. Refused where NODE_ENV is production.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ remote: string, socketOrigin: string } | null}
 */
export function developmentRemoteFromEnv(env = process.env) {
  const name = (env.PORTAL_DEV_REMOTE || '').trim();
  if (!name) return null;
  if (env.NODE_ENV === 'production') throw new Error('PORTAL_DEV_REMOTE is for development: it is refused where NODE_ENV=production.');
  const remote = REMOTE_SERVICES.find((service) => service.name === name);
  if (!remote) throw new Error(`PORTAL_DEV_REMOTE=${name} is not a remote (remotes: ${REMOTE_SERVICES.map((service) => service.name).join(', ')}).`);
  const manifestUrl = new URL(runtimeConfigFromEnv(env).remotes[remote.container]);
  return { remote: name, socketOrigin: `${manifestUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${manifestUrl.host}` };
}

/**
 * The Content-Security-Policy of the portal's pages.
 * @param {{ apiBaseUrl: string, remotes: Record<string, string> }} config the host's runtime config
 * @param {string[]} [documentStyleHashes] hashes of the served document's own inline <style> elements
 * @param {{ socketOrigin: string } | null} [developmentRemote] see developmentRemoteFromEnv
 */
export function contentSecurityPolicy(config, documentStyleHashes = [], developmentRemote = null) {
  const remoteOrigins = Object.values(config.remotes).map(originOf);
  const directives = {
    'default-src': ["'self'"],
    // remoteEntry.js and page chunks are <script> elements on the remotes' origins.
    'script-src': ["'self'", ...remoteOrigins],
    // The API, and each remote's mf-manifest.json (fetched by the federation runtime).
    'connect-src': ["'self'", originOf(config.apiBaseUrl), ...remoteOrigins, ...(developmentRemote ? [developmentRemote.socketOrigin] : [])],
    // KYC previews are object URLs; the favicon is a data: URL.
    'img-src': ["'self'", 'data:', 'blob:'],
    // pdf.js's worker (the back office's document viewer): browsers refuse a Worker from a remote's
    // origin, so the remote fetches the worker's script and starts it from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    // A hash in the directive would make browsers ignore 'unsafe-inline', so development has none.
    'style-src': developmentRemote ? ["'self'", "'unsafe-inline'"] : ["'self'", EMPTY_STYLE_HASH, ...documentStyleHashes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Headers sent with every response of a static server, for the configuration in `env`.
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} [documentStyleHashes] see contentSecurityPolicy
 */
export function securityHeaders(env = process.env, documentStyleHashes = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(runtimeConfigFromEnv(env), documentStyleHashes, developmentRemoteFromEnv(env)),
    // Nothing in the portal needs a Referer: the API authenticates by bearer token and checks CORS by Origin.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors covers current browsers; X-Frame-Options the ones that predate it.
    'X-Frame-Options': 'DENY',
  };
}

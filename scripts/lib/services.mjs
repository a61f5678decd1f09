// The native services of the portal: the one list that `npm start`, the e2e global setup and the
// docker-compose check all read. A service's `command` is exactly what runs it (also the Docker CMD).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The four front-end apps, each served from `<app>/dist` by scripts/serve-static.mjs. */
export const FRONTEND_APPS = ['host', 'remote-core', 'remote-eligibility', 'remote-notifications'];

/** Module Federation remote container name and the env var with its manifest URL, per remote app. */
export const REMOTES = [
  { app: 'remote-core', container: 'remote_core', urlEnv: 'REMOTE_CORE_URL', area: 'Dashboard, leads and banks' },
  { app: 'remote-eligibility', container: 'remote_eligibility', urlEnv: 'REMOTE_ELIGIBILITY_URL', area: 'Loan products and eligibility' },
  { app: 'remote-notifications', container: 'remote_notifications', urlEnv: 'REMOTE_NOTIFICATIONS_URL', area: 'Notifications and profile' },
];

/**
 * @typedef {object} ServiceDefinition
 * @property {string} name        service name (also the docker-compose service name)
 * @property {string} portEnv     env var that sets its port
 * @property {number} defaultPort
 * @property {string[]} command   argv run from the repository root
 * @property {string} builtFile   file (relative to the root) that must exist before it can start
 * @property {string} healthPath
 */

/** @type {ServiceDefinition[]} */
export const SERVICES = [
  {
    name: 'api',
    portEnv: 'API_PORT',
    defaultPort: 8000,
    command: ['node', 'api/dist/server.js'],
    builtFile: 'api/dist/server.js',
    healthPath: '/health',
  },
  {
    name: 'host',
    portEnv: 'HOST_PORT',
    defaultPort: 3000,
    command: ['node', 'scripts/serve-static.mjs', 'host'],
    builtFile: 'host/dist/index.html',
    healthPath: '/health',
  },
  {
    name: 'remote-core',
    portEnv: 'REMOTE_CORE_PORT',
    defaultPort: 3001,
    command: ['node', 'scripts/serve-static.mjs', 'remote-core'],
    builtFile: 'remote-core/dist/mf-manifest.json',
    healthPath: '/health',
  },
  {
    name: 'remote-eligibility',
    portEnv: 'REMOTE_ELIGIBILITY_PORT',
    defaultPort: 3002,
    command: ['node', 'scripts/serve-static.mjs', 'remote-eligibility'],
    builtFile: 'remote-eligibility/dist/mf-manifest.json',
    healthPath: '/health',
  },
  {
    name: 'remote-notifications',
    portEnv: 'REMOTE_NOTIFICATIONS_PORT',
    defaultPort: 3003,
    command: ['node', 'scripts/serve-static.mjs', 'remote-notifications'],
    builtFile: 'remote-notifications/dist/mf-manifest.json',
    healthPath: '/health',
  },
];

/** The commands `npm start` runs, as single strings ("node api/dist/server.js", ...). */
export const NATIVE_SERVICE_COMMANDS = SERVICES.map((service) => service.command.join(' '));

export function findService(name) {
  const service = SERVICES.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`Unknown service "${name}" (known: ${SERVICES.map((s) => s.name).join(', ')})`);
  return service;
}

/**
 * Resolve each service's port from the environment (API_PORT, HOST_PORT, ...), else its default.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, number>} port per service name
 */
export function resolvePorts(env = process.env) {
  /** @type {Record<string, number>} */
  const ports = {};
  for (const service of SERVICES) {
    const raw = env[service.portEnv];
    if (raw === undefined || raw === '') {
      ports[service.name] = service.defaultPort;
      continue;
    }
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${service.portEnv}=${raw} is not a valid port number (1-65535).`);
    }
    ports[service.name] = port;
  }
  const seen = new Map();
  for (const [name, port] of Object.entries(ports)) {
    if (seen.has(port)) throw new Error(`${name} and ${seen.get(port)} are both configured for port ${port}.`);
    seen.set(port, name);
  }
  return ports;
}

/**
 * The environment shared by every service process: each port variable, plus the URLs the host's
 * /config.json is generated from (API_URL, REMOTE_*_URL), unless the caller already set them.
 * @param {Record<string, number>} ports
 * @param {NodeJS.ProcessEnv} env
 * @param {string} publicHost host name the browser uses (localhost)
 */
export function sharedServiceEnv(ports, env = process.env, publicHost = 'localhost') {
  /** @type {Record<string, string>} */
  const shared = {};
  for (const service of SERVICES) shared[service.portEnv] = String(ports[service.name]);
  shared.API_URL = env.API_URL || `http://${publicHost}:${ports.api}`;
  for (const remote of REMOTES) {
    shared[remote.urlEnv] = env[remote.urlEnv] || `http://${publicHost}:${ports[remote.app]}/mf-manifest.json`;
  }
  // CORS_ORIGINS is left to the API, whose default is the four front-end origins on these ports.
  return shared;
}

/** The env of one service process: the shared env plus PORT set to its own port. */
export function serviceProcessEnv(serviceName, ports, baseEnv = process.env, overrides = {}) {
  return {
    ...baseEnv,
    ...sharedServiceEnv(ports, baseEnv),
    ...overrides,
    PORT: String(ports[serviceName]),
  };
}

// The native services of the portal, from the one table in services.json (repository root): what
// `npm start`, the e2e global setup and the docker-compose check read. A service's `command` is
// exactly what runs it (also the command compose gives its container).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import serviceTable from './service-table.cjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const { SERVICE_TABLE, FRONT_END_SERVICES, REMOTE_SERVICES, API_SERVICE } = serviceTable;

/** The four front-end apps, each served from `<app>/dist` by scripts/serve-static.mjs. */
export const FRONTEND_APPS = FRONT_END_SERVICES.map((service) => service.name);

/** Module Federation remote container name, the env var with its manifest URL and its area name, per remote app. */
export const REMOTES = REMOTE_SERVICES.map((service) => ({
  app: service.name,
  container: service.container,
  urlEnv: service.manifestUrlEnv,
  area: service.area,
}));

/**
 * @typedef {object} ServiceDefinition
 * @property {string} name        service name (also the docker-compose service name)
 * @property {'api' | 'host' | 'remote'} kind
 * @property {string} portEnv     env var that sets its port
 * @property {number} defaultPort
 * @property {string[]} command   argv run from the repository root
 * @property {string} builtFile   file (relative to the root) that must exist before it can start
 * @property {string} healthPath
 */

function nativeService(entry) {
  const frontEnd = entry.kind !== 'api';
  return {
    name: entry.name,
    kind: entry.kind,
    portEnv: entry.portEnv,
    defaultPort: entry.defaultPort,
    command: frontEnd ? ['node', 'scripts/serve-static.mjs', entry.name] : ['node', 'api/dist/server.js'],
    builtFile: frontEnd ? `${entry.name}/dist/${entry.kind === 'host' ? 'index.html' : 'mf-manifest.json'}` : 'api/dist/server.js',
    // The API's readiness (docs/operations.md, "Health checks"); the static servers answer /health.
    healthPath: frontEnd ? '/health' : '/health/ready',
  };
}

/** @type {ServiceDefinition[]} */
export const SERVICES = SERVICE_TABLE.map(nativeService);

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
 * runtime config is generated from (API_URL, REMOTE_*_URL), unless the caller already set them.
 * @param {Record<string, number>} ports
 * @param {NodeJS.ProcessEnv} env
 * @param {string} publicHost host name the browser uses (localhost)
 */
export function sharedServiceEnv(ports, env = process.env, publicHost = 'localhost') {
  /** @type {Record<string, string>} */
  const shared = {};
  for (const service of SERVICES) shared[service.portEnv] = String(ports[service.name]);
  shared[API_SERVICE.urlEnv] = env[API_SERVICE.urlEnv] || `http://${publicHost}:${ports[API_SERVICE.name]}`;
  for (const remote of REMOTES) {
    shared[remote.urlEnv] = env[remote.urlEnv] || `http://${publicHost}:${ports[remote.app]}/mf-manifest.json`;
  }
  // CORS_ORIGINS is left to the API, whose default is the four front-end origins on these ports.
  return shared;
}

/**
 * The env of one service process: the shared env plus PORT set to its own port. METRICS_PORT, being one
 * port, goes to the API only: the four static servers taking it too would fight over it.
 */
export function serviceProcessEnv(serviceName, ports, baseEnv = process.env, overrides = {}) {
  const env = {
    ...baseEnv,
    ...sharedServiceEnv(ports, baseEnv),
    ...overrides,
    PORT: String(ports[serviceName]),
  };
  if (serviceName !== API_SERVICE.name) delete env.METRICS_PORT;
  return env;
}

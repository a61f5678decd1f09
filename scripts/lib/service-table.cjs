/**
 * services.json (repository root), loaded and checked once. CommonJS so that the webpack configs,
 * the ESM scripts and the static server all read the table through the same code.
 *
 * Each entry: name, kind (api | host | remote), defaultPort, portEnv; the API also urlEnv; the
 * front ends their federation container name; remotes also manifestUrlEnv and area (the name the
 * host's fallback uses: "<area> is unavailable right now.").
 */
const fs = require('node:fs');
const path = require('node:path');

const SERVICES_FILE = path.resolve(__dirname, '..', '..', 'services.json');

const REQUIRED_FIELDS = {
  api: ['urlEnv'],
  host: ['container'],
  remote: ['container', 'manifestUrlEnv', 'area'],
};

function checkTable(services) {
  const problems = [];
  const seen = { name: new Map(), defaultPort: new Map(), portEnv: new Map() };
  for (const service of services) {
    const label = service.name || JSON.stringify(service);
    const required = REQUIRED_FIELDS[service.kind];
    if (!required) problems.push(`${label}: kind must be one of ${Object.keys(REQUIRED_FIELDS).join(', ')}`);
    for (const field of ['name', 'defaultPort', 'portEnv', ...(required ?? [])]) {
      if (service[field] === undefined || service[field] === '') problems.push(`${label}: ${field} is missing`);
    }
    if (!Number.isInteger(service.defaultPort)) problems.push(`${label}: defaultPort must be an integer`);
    for (const [field, values] of Object.entries(seen)) {
      if (values.has(service[field])) problems.push(`${label} and ${values.get(service[field])} have the same ${field}`);
      values.set(service[field], label);
    }
  }
  if (services.filter((service) => service.kind === 'api').length !== 1) problems.push('exactly one service has kind "api"');
  if (services.filter((service) => service.kind === 'host').length !== 1) problems.push('exactly one service has kind "host"');
  if (problems.length > 0) throw new Error(`${SERVICES_FILE} is invalid:\n  - ${problems.join('\n  - ')}`);
  return services;
}

/** @type {{ name: string, kind: 'api' | 'host' | 'remote', defaultPort: number, portEnv: string, urlEnv?: string, container?: string, manifestUrlEnv?: string, area?: string }[]} */
const SERVICE_TABLE = checkTable(JSON.parse(fs.readFileSync(SERVICES_FILE, 'utf8')).services);

const API_SERVICE = SERVICE_TABLE.find((service) => service.kind === 'api');
const HOST_SERVICE = SERVICE_TABLE.find((service) => service.kind === 'host');
const FRONT_END_SERVICES = SERVICE_TABLE.filter((service) => service.kind !== 'api');
const REMOTE_SERVICES = SERVICE_TABLE.filter((service) => service.kind === 'remote');

function findServiceEntry(name) {
  const service = SERVICE_TABLE.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`Unknown service "${name}" (${SERVICES_FILE} has ${SERVICE_TABLE.map((s) => s.name).join(', ')})`);
  return service;
}

/** The port a service uses: its own variable, else its default. */
function configuredPort(service, env = process.env) {
  return Number(env[service.portEnv] || service.defaultPort);
}

module.exports = {
  SERVICES_FILE,
  SERVICE_TABLE,
  API_SERVICE,
  HOST_SERVICE,
  FRONT_END_SERVICES,
  REMOTE_SERVICES,
  findServiceEntry,
  configuredPort,
  checkTable,
};

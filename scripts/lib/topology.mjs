// The two-replica topology (docs/replicas.md): as docker-compose.yml runs it, `node api/dist/migrate.js` first
// (as the database's owner, creating a runtime role with rights to rows only), then on that one PostgreSQL
// database API replicas A and B connecting as the runtime role (each the command services.json gives the
// API, `node api/dist/server.js`, on a port of its own, MIGRATE_ON_START=false), nginx in front of
// both (deploy/nginx/portal.conf.template, as docker-compose.yml uses it), and the host and the three
// remotes with API_URL pointing at the proxy. Used by the replicas test stage (scripts/topology/), the
// load run (scripts/load/) and `node scripts/topology.mjs`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NginxProcess } from './nginx.mjs';
import { runCommand } from './run.mjs';
import { loadPg } from './scratch-db.mjs';
import { assertPortsFree } from './ports.mjs';
import { ServiceProcess } from './processes.mjs';
import { FRONTEND_APPS, REPO_ROOT, SERVICES, findService, sharedServiceEnv } from './services.mjs';

/** Default ports: the proxy on `apiBase`, replica A and B on the next two; the front ends from `frontBase`. */
export function topologyPorts(apiBase = 8600, frontBase = 3600) {
  /** @type {Record<string, number>} */
  const front = {};
  FRONTEND_APPS.forEach((app, index) => {
    front[app] = frontBase + index;
  });
  return { proxy: apiBase, replicas: { a: apiBase + 1, b: apiBase + 2 }, front };
}

const API_HEALTH_TIMEOUT_MS = 180_000;
const STATIC_HEALTH_TIMEOUT_MS = 30_000;

/**
 * @typedef {object} ReplicaHandle
 * @property {'a' | 'b'} name
 * @property {number} port
 * @property {string} url               http://127.0.0.1:<port>
 * @property {() => ServiceProcess} current  the process now running (or last run)
 * @property {() => boolean} running
 * @property {(graceMs?: number) => Promise<void>} stop  SIGTERM (the API drains), SIGKILL after graceMs
 * @property {() => Promise<void>} kill   SIGKILL
 * @property {() => Promise<void>} start  start it again (after stop/kill) and wait for /health
 * @property {() => Promise<void>} restart  stop (SIGTERM) then start
 */

/**
 * Start everything and wait until each part answers /health (the proxy's /health goes through a replica).
 * @param {object} options
 * @param {string} options.databaseUrl   PostgreSQL database both replicas share (PGlite cannot be shared)
 * @param {number} [options.apiBase]     proxy port; replicas on +1, +2 (default 8600)
 * @param {number} [options.frontBase]   host port; remotes on +1.. (default 3600)
 * @param {boolean} [options.frontEnds]  start the host and the remotes too (default true)
 * @param {Record<string, string>} [options.apiEnv]  more environment for both replicas
 * @param {boolean} [options.echo]       print the services' output (default false: log files)
 * @param {string} [options.tmpDir]      where logs, uploads and nginx's folder go (default: a new temp folder)
 * @param {{ requestsPerSecond: number, burst: number }} [options.proxyRateLimit]  the proxy's limit per client address (default: docker-compose.yml's)
 */
export async function startTopology(options) {
  const { databaseUrl, apiBase = 8600, frontBase = 3600, frontEnds = true, apiEnv = {}, echo = false } = options;
  if (!databaseUrl) throw new Error('startTopology: databaseUrl (PostgreSQL) is required: two replicas cannot share a PGlite folder.');
  const ports = topologyPorts(apiBase, frontBase);
  const missing = SERVICES.filter((service) => frontEnds || service.kind === 'api')
    .map((service) => service.builtFile)
    .filter((file) => !fs.existsSync(path.join(REPO_ROOT, file)));
  if (missing.length > 0) throw new Error(`Production builds are missing (${missing.join(', ')}). Run \`node scripts/build.mjs\` first.`);
  const wanted = [
    { name: 'proxy', port: ports.proxy, portEnv: 'the apiBase option' },
    { name: 'api replica A', port: ports.replicas.a, portEnv: 'the apiBase option' },
    { name: 'api replica B', port: ports.replicas.b, portEnv: 'the apiBase option' },
    ...(frontEnds ? FRONTEND_APPS.map((app) => ({ name: app, port: ports.front[app], portEnv: 'the frontBase option' })) : []),
  ];
  await assertPortsFree(wanted, 'node scripts/topology.mjs');

  const tmpDir = options.tmpDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cp-topology-'));
  const logDir = path.join(tmpDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const publicHost = 'localhost';
  const frontOrigins = FRONTEND_APPS.flatMap((app) => [`http://localhost:${ports.front[app]}`, `http://127.0.0.1:${ports.front[app]}`]);
  const baseEnv = { ...process.env };
  delete baseEnv.DATABASE_URL;
  delete baseEnv.NODE_ENV;
  delete baseEnv.API_URL;
  const jwtSecret = crypto.randomBytes(48).toString('base64');
  const vaultMasterKeys = `topology-1:${crypto.randomBytes(32).toString('base64')}`;
  const apiService = findService('api');
  // Roles belong to the whole server: one of its own per topology, dropped with it (stopAll).
  const runtimeRole = `cp_runtime_${crypto.randomBytes(5).toString('hex')}`;
  const runtimeUrl = new URL(databaseUrl);
  runtimeUrl.username = runtimeRole;
  runtimeUrl.password = crypto.randomBytes(24).toString('hex');

  /** @param {'a' | 'b'} name */
  const replicaEnv = (name) => ({
    ...baseEnv,
    DATABASE_URL: runtimeUrl.toString(),
    MIGRATE_ON_START: 'false',
    PORT: String(ports.replicas[name]),
    API_PORT: String(ports.replicas[name]),
    API_HOST: '127.0.0.1',
    // As in compose: the document vault in PostgreSQL (its default there), so a KYC image uploaded
    // through A is read through B; both replicas hold the same master key, as they must.
    UPLOAD_DIR: path.join(tmpDir, 'uploads'),
    VAULT_MASTER_KEYS: vaultMasterKeys,
    CORS_ORIGINS: frontOrigins.join(','),
    LOG_LEVEL: 'warn',
    // Both replicas must sign with one key (the development default would also share it through the database).
    JWT_SECRET: jwtSecret,
    // The limits key on the client address nginx forwards; only nginx (127.0.0.1) is trusted to set it.
    TRUST_PROXY: '127.0.0.1',
    // The idle-lead reminders would add notifications at moments no test chooses.
    IDLE_LEAD_CHECK_INTERVAL_MINUTES: '0',
    ...apiEnv,
  });

  /** @type {ServiceProcess[]} */
  const others = [];
  /** @type {Record<string, ServiceProcess>} the front ends' processes now, by app */
  const frontEndProcesses = {};
  /** @type {Record<string, NodeJS.ProcessEnv>} */
  const frontEndEnv = {};
  const startFrontEnd = (app) => {
    const proc = new ServiceProcess(findService(app), { env: frontEndEnv[app], port: ports.front[app], echo, logFile: path.join(logDir, `${app}.log`) });
    frontEndProcesses[app] = proc;
    others.push(proc);
    return proc;
  };
  /** @type {NginxProcess | null} */
  let proxy = null;
  /** @type {Record<'a' | 'b', ServiceProcess | null>} */
  const replicaProcesses = { a: null, b: null };

  const startReplica = async (name) => {
    const proc = new ServiceProcess(
      { ...apiService, name: `api-${name}` },
      { env: replicaEnv(name), port: ports.replicas[name], echo, logFile: path.join(logDir, `api-${name}.log`) },
    );
    replicaProcesses[name] = proc;
    await proc.waitUntilHealthy(API_HEALTH_TIMEOUT_MS);
  };

  /** @param {'a' | 'b'} name @returns {ReplicaHandle} */
  const handle = (name) => ({
    name,
    port: ports.replicas[name],
    url: `http://127.0.0.1:${ports.replicas[name]}`,
    current: () => /** @type {ServiceProcess} */ (replicaProcesses[name]),
    running: () => Boolean(replicaProcesses[name] && !replicaProcesses[name].exited),
    stop: async (graceMs = 15_000) => {
      await replicaProcesses[name]?.stop(graceMs);
    },
    kill: async () => {
      const proc = replicaProcesses[name];
      if (!proc || proc.exited) return;
      proc.child.kill('SIGKILL');
      await proc.exitPromise;
    },
    start: async () => {
      if (replicaProcesses[name] && !replicaProcesses[name].exited) throw new Error(`replica ${name} is still running`);
      await startReplica(name);
    },
    restart: async () => {
      await replicaProcesses[name]?.stop(15_000);
      await startReplica(name);
    },
  });

  const dropRuntimeRole = async () => {
    const { Client } = loadPg();
    const owner = new Client({ connectionString: databaseUrl });
    await owner.connect();
    try {
      const [{ exists }] = (await owner.query('select exists (select 1 from pg_roles where rolname = $1) as exists', [runtimeRole])).rows;
      if (exists) {
        // Its grants first (in this database; CONNECT on it too), then the role.
        await owner.query(`drop owned by "${runtimeRole}"`);
        await owner.query(`drop role "${runtimeRole}"`);
      }
    } finally {
      await owner.end();
    }
  };

  const stopAll = async () => {
    await Promise.all([
      proxy?.stop(),
      ...others.map((proc) => proc.stop()),
      ...Object.values(replicaProcesses).map((proc) => proc?.stop(10_000)),
    ]);
    await dropRuntimeRole();
  };

  try {
    // compose's `migrate` service: the same command, before any replica.
    const migrated = await runCommand(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'migrate.js')], {
      cwd: REPO_ROOT,
      env: { ...baseEnv, DATABASE_URL: databaseUrl, DATABASE_RUNTIME_ROLE: runtimeRole, DATABASE_RUNTIME_PASSWORD: runtimeUrl.password },
      stream: echo,
      logFile: path.join(logDir, 'migrate.log'),
    });
    if (migrated.code !== 0) throw new Error(`node api/dist/migrate.js exited ${migrated.code}:\n${migrated.output}`);
    // Both at once, as a deploy or `docker compose up` does: whichever takes the start-up lock first
    // seeds the empty database; the other waits for it, then finds everything ready.
    await Promise.all([startReplica('a'), startReplica('b')]);
    proxy = new NginxProcess({
      prefix: path.join(tmpDir, 'nginx'),
      upstreams: [`127.0.0.1:${ports.replicas.a}`, `127.0.0.1:${ports.replicas.b}`],
      listenPort: ports.proxy,
      rateLimit: options.proxyRateLimit,
    });
    await proxy.waitUntilHealthy(15_000);
    if (frontEnds) {
      /** @type {Record<string, number>} */
      const servicePorts = { api: ports.proxy, ...ports.front };
      const shared = sharedServiceEnv(servicePorts, {}, publicHost);
      for (const app of FRONTEND_APPS) {
        frontEndEnv[app] = { ...baseEnv, ...shared, PORT: String(ports.front[app]) };
        startFrontEnd(app);
      }
      await Promise.all(others.map((proc) => proc.waitUntilHealthy(STATIC_HEALTH_TIMEOUT_MS)));
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    ports,
    tmpDir,
    logDir,
    proxyUrl: `http://127.0.0.1:${ports.proxy}`,
    /** The URL a browser opens (the API_URL of the host's runtime config is the proxy). */
    hostUrl: frontEnds ? `http://${publicHost}:${ports.front.host}` : null,
    frontUrls: frontEnds ? Object.fromEntries(FRONTEND_APPS.map((app) => [app, `http://${publicHost}:${ports.front[app]}`])) : {},
    proxy: /** @type {NginxProcess} */ (proxy),
    replicas: { a: handle('a'), b: handle('b') },
    /** The front ends' processes (by app), e.g. to stop one. */
    frontEnds: frontEndProcesses,
    /** Start a stopped front end again on its port and wait for /health. */
    restartFrontEnd: async (app) => {
      await frontEndProcesses[app]?.stop();
      await startFrontEnd(app).waitUntilHealthy(STATIC_HEALTH_TIMEOUT_MS);
    },
    stopAll,
  };
}

// Shared by the benches that start their own servers (bundle-size.mjs, lighthouse.mjs, lead-documents.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { assertPortsFree } from '../../scripts/lib/ports.mjs';
import { writeLocalhostCertificate } from '../../scripts/lib/self-signed-cert.mjs';
import { REMOTES, SERVICES, resolvePorts, sharedServiceEnv } from '../../scripts/lib/services.mjs';

/**
 * True when `url` answers 2xx within 1.5 s. `ca`: the certificate an https server of the bench's own
 * presents (fetch trusts only the system's authorities).
 */
export async function answers(url, { ca } = {}) {
  if (ca) {
    return new Promise((resolve) => {
      https
        .get(url, { ca, timeout: 1500 }, (response) => {
          response.resume();
          resolve(response.statusCode >= 200 && response.statusCode < 300);
        })
        .on('error', () => resolve(false))
        .on('timeout', function onTimeout() {
          this.destroy();
        });
    });
  }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until `url` answers 2xx; throws naming `what` after `timeoutMs`. */
export async function waitFor(url, what, timeoutMs = 60_000, options = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url, options)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000}s`);
}

/**
 * The servers a bench starts for itself, from the repository root. Each gets its own database: the
 * inherited DATABASE_URL and NODE_ENV are dropped (the demo seed is wanted, production never).
 * A server that exits with an error before stopAll() prints the end of its stderr.
 */
export class BenchServers {
  constructor(cwd) {
    this.cwd = cwd;
    this.children = [];
  }

  start(name, commandArgs, extraEnv) {
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    delete inherited.NODE_ENV;
    const child = spawn(process.execPath, commandArgs, { cwd: this.cwd, env: { ...inherited, ...extraEnv }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('exit', (code) => {
      if (code && code !== 0 && !child.stopping) console.error(`${name} exited with ${code}\n${stderr}`);
    });
    this.children.push(child);
    return child;
  }

  stopAll() {
    for (const child of this.children) {
      child.stopping = true;
      child.kill('SIGTERM');
    }
  }
}

/**
 * A whole portal of a bench's own, from the production builds: the API (api/dist/server.js) on PGlite
 * in a new temporary folder with the demo seed, and the four static servers (scripts/serve-static.mjs),
 * each on its default port + `portOffset` (or `<envPrefix><port variable>`, e.g. LH_HOST_PORT). Fails when
 * a port is taken. `tls`: the front ends over HTTP/2 with a certificate for localhost made for this run
 * (`certificate.ca` is its PEM, for the readiness checks; browsers need --ignore-certificate-errors).
 */
export function benchPortal({ root, portOffset, envPrefix, tls = false, label }) {
  const env = process.env;
  const ports = resolvePorts(
    Object.fromEntries(SERVICES.map((service) => [service.portEnv, env[`${envPrefix}${service.portEnv}`] || String(service.defaultPort + portOffset)])),
  );
  const staticApps = SERVICES.filter((service) => service.kind !== 'api').map((service) => [service.name, ports[service.name]]);
  const frontEndUrl = (port) => `${tls ? 'https' : 'http'}://localhost:${port}`;
  const serverEnv = sharedServiceEnv(ports, Object.fromEntries(REMOTES.map((remote) => [remote.urlEnv, `${frontEndUrl(ports[remote.app])}/mf-manifest.json`])));
  const servers = new BenchServers(root);
  let tmpDir;
  const portal = {
    apiUrl: serverEnv.API_URL,
    hostUrl: frontEndUrl(ports.host),
    /** Set by start() with `tls`: the certificate's files, and its PEM. */
    certificate: null,
    async start() {
      await assertPortsFree(
        SERVICES.map((service) => ({ name: service.name, port: ports[service.name], portEnv: `${envPrefix}${service.portEnv}` })),
        label,
      );
      tmpDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
      if (tls) {
        const files = writeLocalhostCertificate(tmpDir);
        portal.certificate = { env: { TLS_CERT_FILE: files.certFile, TLS_KEY_FILE: files.keyFile }, ca: readFileSync(files.certFile) };
      }
      console.log(`starting the API on ${portal.apiUrl} (PGlite in ${tmpDir}, demo data) and the four static servers (${portal.hostUrl}, ...)`);
      servers.start('api', ['api/dist/server.js'], {
        ...serverEnv,
        PORT: String(ports.api),
        DATA_DIR: path.join(tmpDir, 'pglite'),
        UPLOAD_DIR: path.join(tmpDir, 'uploads'),
        SEED_DEMO_DATA: 'true',
        CORS_ORIGINS: staticApps.map(([, port]) => frontEndUrl(port)).join(','),
        LOG_LEVEL: 'warn',
      });
      for (const [app, port] of staticApps) servers.start(app, ['scripts/serve-static.mjs', app], { ...serverEnv, ...portal.certificate?.env, PORT: String(port) });
      await waitFor(`${portal.apiUrl}/health`, 'the API', 120_000);
      for (const [app, port] of staticApps) await waitFor(`${frontEndUrl(port)}/health`, app, undefined, { ca: portal.certificate?.ca });
    },
    stop() {
      servers.stopAll();
      if (tmpDir) rmSync(tmpDir, { recursive: true, force: true, maxRetries: 3 });
    },
    /** The tokens of a demo account, signed in through the API. */
    async signIn(employeeId, password = 'Demo@1234') {
      const response = await fetch(`${portal.apiUrl}/auth/api/connector/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ employee_id: employeeId, password }),
      });
      if (!response.ok) throw new Error(`sign-in as ${employeeId} answered ${response.status}: ${await response.text()}`);
      return /** @type {{ access: string, refresh: string }} */ (await response.json());
    },
  };
  return portal;
}

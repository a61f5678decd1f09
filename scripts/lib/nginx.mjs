// nginx for the two-replica topology (scripts/lib/topology.mjs): Debian's package, installed when missing
// the way scripts/lib/chromium.mjs installs chromium, and run as a foreground process with everything
// (prefix, pid, logs, temp folders, configuration) in a folder of its own: no root-only path, no /etc edit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { terminate } from './processes.mjs';
import { runCommand } from './run.mjs';
import { REPO_ROOT } from './services.mjs';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** The proxy configuration docker-compose.yml mounts too (http context, envsubst variables). */
export const NGINX_TEMPLATE = path.join(REPO_ROOT, 'deploy', 'nginx', 'portal.conf.template');
const RECENT_OUTPUT_CHARS = 8000;

/** @returns {Promise<{ ok: boolean, message: string }>} */
export async function ensureNginx() {
  if (fs.existsSync(NGINX_PATH)) return { ok: true, message: `${NGINX_PATH} present` };
  if (process.env.NGINX_PATH) return { ok: false, message: `NGINX_PATH=${NGINX_PATH} does not exist.` };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return {
      ok: false,
      message:
        `${NGINX_PATH} is missing and installing it needs root. Run:\n` +
        '  sudo apt-get update && sudo apt-get install -y nginx-light\n' +
        'or point NGINX_PATH at an existing nginx binary.',
    };
  }
  if (!fs.existsSync('/usr/bin/apt-get')) {
    return { ok: false, message: `${NGINX_PATH} is missing and apt-get is not available; install nginx and set NGINX_PATH.` };
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('Installing Debian nginx (apt-get update && apt-get install -y nginx-light)...');
  const update = await runCommand('apt-get', ['update'], { env });
  if (update.code !== 0) return { ok: false, message: `apt-get update failed (exit ${update.code}).` };
  let install = await runCommand('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { env });
  // Debian releases without the nginx-light flavour ship one `nginx` package.
  if (install.code !== 0) install = await runCommand('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env });
  if (install.code !== 0) return { ok: false, message: `apt-get install -y nginx-light (and nginx) failed (exit ${install.code}).` };
  if (!fs.existsSync(NGINX_PATH)) return { ok: false, message: `apt-get installed nginx but ${NGINX_PATH} is still missing.` };
  return { ok: true, message: 'installed from Debian packages' };
}

/**
 * The proxy's limit per client address (requests per second, and the burst above it), as
 * docker-compose.yml sets them for the template (e2e/tests/compose.spec.ts checks they agree).
 */
export const PROXY_RATE_LIMIT = Object.freeze({ requestsPerSecond: 20, burst: 200 });

/**
 * The template with its variables filled in, as the nginx image's envsubst would, except that the line
 * holding ${API_UPSTREAM} is repeated once per upstream address (Docker's DNS does that for compose).
 * @param {string} template
 * @param {{ upstreams: string[], listenPort: number, rateLimit?: { requestsPerSecond: number, burst: number } }} options
 */
export function renderPortalConfig(template, { upstreams, listenPort, rateLimit = PROXY_RATE_LIMIT }) {
  if (upstreams.length === 0) throw new Error('renderPortalConfig: no upstream address');
  const lines = [];
  for (const line of template.split('\n')) {
    if (line.includes('${API_UPSTREAM}')) for (const address of upstreams) lines.push(line.replace('${API_UPSTREAM}', address));
    else lines.push(line);
  }
  const text = lines
    .join('\n')
    .replaceAll('${PROXY_PORT}', String(listenPort))
    .replaceAll('${PROXY_REQUESTS_PER_SECOND}', String(rateLimit.requestsPerSecond))
    .replaceAll('${PROXY_BURST}', String(rateLimit.burst));
  const left = text.match(/\$\{[A-Z_]+\}/);
  if (left) throw new Error(`deploy/nginx template: ${left[0]} is not filled in`);
  return text;
}

/**
 * The main configuration around the portal's server block: foreground, pid and logs in `prefix`, the
 * temp folders in `prefix` too. The portal's block is included from `portal.conf` in the same folder.
 */
export function mainConfig(prefix) {
  const at = (name) => path.join(prefix, name);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return [
    'daemon off;',
    'master_process on;',
    // As root the workers would run as "nobody" and could not write the temp folders of a private prefix.
    ...(isRoot ? ['user root;'] : []),
    'worker_processes auto;',
    'worker_rlimit_nofile 16384;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `  access_log ${at('access.log')};`,
    `  client_body_temp_path ${at('client_body_temp')};`,
    `  proxy_temp_path ${at('proxy_temp')};`,
    `  fastcgi_temp_path ${at('fastcgi_temp')};`,
    `  uwsgi_temp_path ${at('uwsgi_temp')};`,
    `  scgi_temp_path ${at('scgi_temp')};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nodelay on;',
    '  keepalive_timeout 65s;',
    `  include ${at('portal.conf')};`,
    '}',
    '',
  ].join('\n');
}

/** A foreground nginx with its own prefix folder. */
export class NginxProcess {
  /**
   * @param {{ prefix: string, upstreams: string[], listenPort: number, template?: string, rateLimit?: { requestsPerSecond: number, burst: number } }} options
   */
  constructor({ prefix, upstreams, listenPort, template = NGINX_TEMPLATE, rateLimit }) {
    this.prefix = prefix;
    this.port = listenPort;
    this.recentOutput = '';
    this.exited = false;
    this.exitCode = null;
    this.exitSignal = null;
    fs.mkdirSync(prefix, { recursive: true });
    fs.writeFileSync(path.join(prefix, 'portal.conf'), renderPortalConfig(fs.readFileSync(template, 'utf8'), { upstreams, listenPort, rateLimit }));
    this.configFile = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(this.configFile, mainConfig(prefix));
    const args = ['-p', `${prefix}/`, '-c', this.configFile, '-e', path.join(prefix, 'error.log')];
    this.child = spawn(NGINX_PATH, args, { cwd: prefix, stdio: ['ignore', 'pipe', 'pipe'] });
    this.pid = this.child.pid;
    const onData = (chunk) => {
      this.recentOutput = (this.recentOutput + chunk.toString()).slice(-RECENT_OUTPUT_CHARS);
    };
    this.child.stdout.on('data', onData);
    this.child.stderr.on('data', onData);
    this.exitPromise = new Promise((resolve) => {
      this.child.on('exit', (code, signal) => {
        this.exited = true;
        this.exitCode = code;
        this.exitSignal = signal;
        resolve();
      });
      this.child.on('error', (error) => {
        this.recentOutput += `\n${error.message}`;
        this.exited = true;
        resolve();
      });
    });
  }

  errorLogTail() {
    const file = path.join(this.prefix, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '';
  }

  /** Resolve when `path` through the proxy answers 200 (the replicas must be up). */
  async waitUntilHealthy(timeoutMs, healthPath = '/health') {
    const deadline = Date.now() + timeoutMs;
    const url = `http://127.0.0.1:${this.port}${healthPath}`;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`nginx exited (${this.exitSignal ?? `code ${this.exitCode}`}):\n${this.recentOutput}\n${this.errorLogTail()}`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`nginx did not answer ${url} with 200 within ${Math.round(timeoutMs / 1000)} s.\n${this.recentOutput}\n${this.errorLogTail()}`);
  }

  /** SIGTERM (nginx's fast shutdown: a graceful SIGQUIT would wait for open event streams), then SIGKILL. */
  stop(graceMs = 5000) {
    return terminate(this, 'SIGTERM', graceMs);
  }
}

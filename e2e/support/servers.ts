// Starting and stopping the production servers for the end-to-end suite. Each server is started
// with `node <script>` directly (a pnpm shim's pid would not be the server's), logs to a file in the
// run's temporary folder, and is recorded with its pid in STATE_FILE so any test process can stop
// and restart it and the teardown can stop whatever is left.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, SERVICES, findService, sharedServiceEnv } from '../../scripts/lib/services.mjs';
import { E2E_PORTS, PUBLIC_HOST, REPO_ROOT, STATE_FILE } from './environment';

export interface ServerRecord {
  name: string;
  pid: number;
  port: number;
  logFile: string;
  /** Set when the server serves another build of its app than <app>/dist (serve-static --dist). */
  distDir?: string;
}

export interface RunState {
  tmpDir: string;
  /** Env overrides every server was started with (on top of the runner's environment). */
  env: Record<string, string>;
  servers: Record<string, ServerRecord>;
}

export function readState(): RunState {
  if (!fs.existsSync(STATE_FILE)) throw new Error(`${STATE_FILE} is missing: the e2e global setup did not run.`);
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as RunState;
}

export function writeState(state: RunState): void {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
}

/** The environment of the e2e servers: fresh data folders, e2e ports, no DATABASE_URL (PGlite). */
export function e2eServerEnv(tmpDir: string): Record<string, string> {
  const env: Record<string, string> = {
    ...sharedServiceEnv(E2E_PORTS, {}, PUBLIC_HOST),
    API_HOST: '127.0.0.1',
    DATA_DIR: path.join(tmpDir, 'pglite'),
    UPLOAD_DIR: path.join(tmpDir, 'uploads'),
    CORS_ORIGINS: FRONTEND_APPS.map((app: string) => `http://${PUBLIC_HOST}:${E2E_PORTS[app]}`).join(','),
    // `info`, the API's default: the log then holds a line per request, which is what the teardown's
    // personal-data check reads (setup/servers.teardown.ts).
    LOG_LEVEL: 'info',
    // The idle-lead reminders would add notifications at a moment no test chooses (the tests that count
    // a badge would race them); the API tests cover the job (api/test/idle-lead-job.test.ts).
    IDLE_LEAD_CHECK_INTERVAL_MINUTES: '0',
  };
  return env;
}

function processEnv(name: string, overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides, PORT: String(E2E_PORTS[name]) };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  return env;
}

/**
 * Start one server (detached from no one: it dies with the runner's process group on Ctrl-C).
 * `distDir` serves another build of a front end instead of <app>/dist, as a deploy would.
 */
export function spawnServer(name: string, state: Pick<RunState, 'tmpDir' | 'env'>, distDir?: string): ServerRecord {
  const service = findService(name);
  const logFile = path.join(state.tmpDir, 'logs', `${name}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'a');
  const [, ...args] = service.command;
  if (distDir) args.push('--dist', distDir);
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: processEnv(name, state.env), stdio: ['ignore', out, out] });
  fs.closeSync(out);
  if (child.pid === undefined) throw new Error(`Could not start ${name}: ${service.command.join(' ')}`);
  child.unref();
  return { name, pid: child.pid, port: E2E_PORTS[name], logFile, ...(distDir ? { distDir } : {}) };
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function logTail(record: ServerRecord): string {
  if (!fs.existsSync(record.logFile)) return '(no output)';
  const lines = fs.readFileSync(record.logFile, 'utf8').trimEnd().split('\n');
  return lines.slice(-40).join('\n');
}

export async function waitForHealth(record: ServerRecord, timeoutMs: number): Promise<void> {
  const service = findService(record.name);
  const url = `http://127.0.0.1:${record.port}${service.healthPath}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(record.pid)) {
      throw new Error(`${record.name} (${service.command.join(' ')}) exited before it was healthy. Output:\n${logTail(record)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${record.name} did not answer ${url} with 200 within ${timeoutMs / 1000} s. Output:\n${logTail(record)}`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopPid(pid: number, graceMs = 5000): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isRunning(pid)) {
    process.kill(pid, 'SIGKILL');
    while (isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stop one recorded server (used by the remote-down test). */
export async function stopServer(name: string): Promise<void> {
  const state = readState();
  const record = state.servers[name];
  if (!record) throw new Error(`No e2e server named ${name}`);
  await stopPid(record.pid);
}

/** Start one recorded server again on its port and wait until it is healthy. */
export async function restartServer(name: string): Promise<void> {
  const state = readState();
  const previous = state.servers[name];
  if (previous && isRunning(previous.pid)) return;
  const record = spawnServer(name, state);
  state.servers[name] = record;
  writeState(state);
  await waitForHealth(record, 30_000);
}

/** Stop a front end's server and start it again serving another build (`distDir`) on the same port. */
export async function serveOtherBuild(name: string, distDir: string): Promise<void> {
  await stopServer(name);
  const state = readState();
  const record = spawnServer(name, state, distDir);
  state.servers[name] = record;
  writeState(state);
  await waitForHealth(record, 30_000);
}

/** Whatever a server runs now, make it the one the suite started: its own <app>/dist. */
export async function restoreServer(name: string): Promise<void> {
  const record = readState().servers[name];
  if (record?.distDir) await stopPid(record.pid);
  await restartServer(name);
}

/** The pid of a server as recorded now (to prove it was not restarted). */
export function serverPid(name: string): number {
  const record = readState().servers[name];
  if (!record) throw new Error(`No e2e server named ${name}`);
  return record.pid;
}

export const SERVICE_NAMES: string[] = SERVICES.map((service: { name: string }) => service.name);

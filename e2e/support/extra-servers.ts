// A spec's own servers next to the suite's: a second API with other settings (and a host pointed at it)
// started from the same production builds, each logging to a file in the run's temporary folder. The suite's
// remotes serve such a host too. Used by the specs that need an API configured differently from the suite's
// (short-lived tokens, one-time-code channels).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_HOST, REPO_ROOT } from './environment';

export interface ExtraServer {
  child: ChildProcess;
  logFile: string;
}

/**
 * The environment of a spec's own API (started with `node api/dist/server.js`): its own PGlite and upload folders
 * under `dataDir`, listening on `port`, answering the browser from `hostOrigin` only.
 */
export function extraApiEnv(port: number, dataDir: string, hostOrigin: string): Record<string, string> {
  return {
    API_HOST: PUBLIC_HOST,
    API_PORT: String(port),
    PORT: String(port),
    DATA_DIR: path.join(dataDir, 'pglite'),
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    CORS_ORIGINS: hostOrigin,
  };
}

/** `node <script...>` from the repository root with the runner's environment plus `env` (PGlite: no DATABASE_URL). */
export function startExtraServer(script: string[], env: Record<string, string>, logFile: string): ExtraServer {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'a');
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete environment.DATABASE_URL;
  delete environment.NODE_ENV;
  const child = spawn(process.execPath, script, { cwd: REPO_ROOT, env: environment, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return { child, logFile };
}

/** Resolves once `url` answers 2xx; fails with the server's last log lines when it exits or the time runs out. */
export async function waitUntilHealthy(url: string, server: ExtraServer, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const tail = fs.existsSync(server.logFile) ? fs.readFileSync(server.logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n') : '(no output)';
  throw new Error(`${url} did not become healthy${server.child.exitCode !== null ? ` (exited with ${server.child.exitCode})` : ''}. Output:\n${tail}`);
}

/** SIGTERM and wait until the process is gone. */
export async function stopExtraServer(server: ExtraServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

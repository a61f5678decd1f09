// Shared by the benches that start their own servers (bundle-size.mjs, lighthouse.mjs).
import { spawn } from 'node:child_process';
import https from 'node:https';

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

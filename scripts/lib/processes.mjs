// Long-running service processes (the API and the static servers), started with `node` directly
// (never through a pnpm shim, whose pid would not be the server's), with health waiting and stopping.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './services.mjs';
import { dim } from './format.mjs';

const RECENT_OUTPUT_CHARS = 8000;

export class ServiceProcess {
  /**
   * @param {import('./services.mjs').ServiceDefinition} service
   * @param {{ env: NodeJS.ProcessEnv, port: number, echo?: boolean, logFile?: string, terminal?: (line: string) => string | undefined }} options
   *   `echo` prints every output line to this terminal; `terminal` instead decides per line what to print
   *   (undefined: nothing), e.g. only the failures of a log that goes to `logFile` in full.
   */
  constructor(service, options) {
    this.service = service;
    this.port = options.port;
    this.recentOutput = '';
    this.exited = false;
    this.exitCode = null;
    this.exitSignal = null;
    if (options.logFile) fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
    const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : null;
    const [, ...args] = service.command;
    this.child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.pid = this.child.pid;
    const label = dim(`[${service.name}]`);
    let partial = { stdout: '', stderr: '' };
    const onData = (streamName) => (chunk) => {
      const text = chunk.toString();
      this.recentOutput = (this.recentOutput + text).slice(-RECENT_OUTPUT_CHARS);
      log?.write(text);
      if (!options.echo && !options.terminal) return;
      const lines = (partial[streamName] + text).split('\n');
      partial[streamName] = lines.pop() ?? '';
      const target = streamName === 'stdout' ? process.stdout : process.stderr;
      for (const line of lines) {
        const shown = options.terminal ? options.terminal(line) : line;
        if (shown !== undefined) target.write(`${label} ${shown}\n`);
      }
    };
    this.child.stdout.on('data', onData('stdout'));
    this.child.stderr.on('data', onData('stderr'));
    this.exitPromise = new Promise((resolve) => {
      this.child.on('exit', (code, signal) => {
        this.exited = true;
        this.exitCode = code;
        this.exitSignal = signal;
        log?.end();
        resolve();
      });
      this.child.on('error', (error) => {
        this.recentOutput += `\n${error.message}`;
        this.exited = true;
        resolve();
      });
    });
  }

  get healthUrl() {
    return `http://127.0.0.1:${this.port}${this.service.healthPath}`;
  }

  /** Resolve when GET /health answers 200; reject when the process exits first or on timeout. */
  async waitUntilHealthy(timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) {
        throw new Error(
          `${this.service.name} exited (${this.exitSignal ?? `code ${this.exitCode}`}) before it was healthy. Its last output:\n${this.recentOutput}`,
        );
      }
      try {
        const response = await fetch(this.healthUrl, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(
      `${this.service.name} did not answer ${this.healthUrl} with 200 within ${Math.round(timeoutMs / 1000)} s. Its last output:\n${this.recentOutput}`,
    );
  }

  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs = 5000) {
    return terminate(this, 'SIGTERM', graceMs);
  }
}

/** Stop every process, in parallel. */
/**
 * Sends `signal` to a started process ({ child, exited, exitPromise }), then SIGKILL if it has not
 * exited after `graceMs`; resolves once it has exited.
 */
export async function terminate(started, signal, graceMs) {
  if (started.exited) return;
  started.child.kill(signal);
  const timer = setTimeout(() => {
    if (!started.exited) started.child.kill('SIGKILL');
  }, graceMs);
  await started.exitPromise;
  clearTimeout(timer);
}

export async function stopAll(processes, graceMs) {
  await Promise.all(processes.map((proc) => proc.stop(graceMs)));
}

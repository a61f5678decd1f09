// Running a set of service processes until Ctrl-C, for `npm start` and `npm run dev`: wait until each
// is healthy, stop all of them on Ctrl-C or SIGTERM, and stop the rest when one exits on its own.
import path from 'node:path';
import { formatDuration, red } from './format.mjs';
import { stopAll } from './processes.mjs';
import { REPO_ROOT } from './services.mjs';

export class Supervisor {
  constructor() {
    /** @type {import('./processes.mjs').ServiceProcess[]} */
    this.running = [];
    this.stopping = false;
    process.on('SIGINT', () => void this.shutdown(0));
    process.on('SIGTERM', () => void this.shutdown(0));
  }

  /** @param {import('./processes.mjs').ServiceProcess} proc */
  add(proc) {
    this.running.push(proc);
    return proc;
  }

  /**
   * Resolves when every process is healthy (rejects with the first one's last output otherwise), then
   * watches them: one that exits stops the others. `logFiles` names where a process's full log is.
   * @param {(proc: import('./processes.mjs').ServiceProcess) => number} timeoutMs
   * @param {Record<string, string>} [logFiles]
   */
  async waitUntilHealthy(timeoutMs, logFiles = {}) {
    const started = performance.now();
    await Promise.all(this.running.map((proc) => proc.waitUntilHealthy(timeoutMs(proc))));
    console.log(`All ${this.running.length} services healthy in ${formatDuration(performance.now() - started)}.`);
    for (const proc of this.running) {
      proc.exitPromise.then(() => {
        if (this.stopping) return;
        const logFile = logFiles[proc.service.name];
        const log = logFile ? ` Its log: ${path.relative(REPO_ROOT, logFile)}.` : '';
        console.error(red(`\n${proc.service.name} stopped unexpectedly (${proc.exitSignal ?? `exit code ${proc.exitCode}`}); stopping the others.${log}`));
        void this.shutdown(1);
      });
    }
  }

  async shutdown(exitCode) {
    if (this.stopping) return;
    this.stopping = true;
    if (this.running.length > 0) {
      console.log('\nStopping the API and the front-end servers...');
      await stopAll(this.running);
      console.log('Stopped.');
    }
    process.exit(exitCode);
  }

  /** Prints the error and stops everything started so far. */
  async fail(error) {
    console.error(red(`\n${error instanceof Error ? error.message : String(error)}`));
    await this.shutdown(1);
  }
}

#!/usr/bin/env node
// `npm start`: install what is missing, build what is missing or stale, start the API (embedded PGlite
// database with demo data unless DATABASE_URL is set) and the four static servers, each on its own
// port, wait until every one is healthy, and print where to go. The API's log goes to a file
// (scripts/lib/api-log.mjs); the terminal shows only its failures, so the banner stays readable.
// Ctrl-C stops everything.
import path from 'node:path';
import { buildTargets } from './build.mjs';
import { API_LOG_FILE, createApiTerminalFilter, rotateApiLog } from './lib/api-log.mjs';
import { formatDuration, red } from './lib/format.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { ServiceProcess, stopAll } from './lib/processes.mjs';
import { REPO_ROOT, SERVICES, resolvePorts, serviceProcessEnv } from './lib/services.mjs';
import { startBannerLines } from './lib/start-banner.mjs';
import { ensurePinnedNode } from './lib/node-runtime.mjs';

// On another Node.js major this runs the script again on the pinned one and exits with its code.
await ensurePinnedNode();

const HEALTH_TIMEOUT_MS = { api: 180_000, static: 30_000 };

/** @type {ServiceProcess[]} */
const running = [];
let stopping = false;

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  if (running.length > 0) {
    console.log('\nStopping the API and the static servers...');
    await stopAll(running);
    console.log('Stopped.');
  }
  process.exit(exitCode);
}

async function main() {
  const ports = resolvePorts(process.env);
  const wantedPorts = SERVICES.map((service) => ({ name: service.name, port: ports[service.name], portEnv: service.portEnv }));
  // Fail fast before installing or building; checked again right before starting.
  await assertPortsFree(wantedPorts);
  await ensureDependencies();
  const build = await buildTargets({ ifStale: true });
  if (!build.ok) throw new Error('A build failed (see above); nothing was started.');
  await assertPortsFree(wantedPorts);

  const started = performance.now();
  console.log('Starting the API and the static servers...');
  rotateApiLog();
  for (const service of SERVICES) {
    const env = serviceProcessEnv(service.name, ports, process.env);
    const output =
      service.name === 'api' ? { logFile: API_LOG_FILE, terminal: createApiTerminalFilter() } : { echo: true };
    running.push(new ServiceProcess(service, { env, port: ports[service.name], ...output }));
  }
  await Promise.all(
    running.map((proc) => proc.waitUntilHealthy(proc.service.name === 'api' ? HEALTH_TIMEOUT_MS.api : HEALTH_TIMEOUT_MS.static)),
  );
  console.log(`All ${running.length} services healthy in ${formatDuration(performance.now() - started)}.`);
  console.log(startBannerLines(ports, process.env).join('\n'));

  for (const proc of running) {
    proc.exitPromise.then(() => {
      if (stopping) return;
      const log = proc.service.name === 'api' ? ` Its log: ${path.relative(REPO_ROOT, API_LOG_FILE)}.` : '';
      console.error(red(`\n${proc.service.name} stopped unexpectedly (${proc.exitSignal ?? `exit code ${proc.exitCode}`}); stopping the others.${log}`));
      void shutdown(1);
    });
  }
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error) => {
  console.error(red(`\n${error instanceof Error ? error.message : String(error)}`));
  await shutdown(1);
});


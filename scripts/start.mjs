#!/usr/bin/env node
// `npm start`: install what is missing, build what is missing or stale, start the API (embedded PGlite
// database with demo data unless DATABASE_URL is set) and the four static servers, each on its own
// port, wait until every one is healthy, and print where to go. Ctrl-C stops everything.
import path from 'node:path';
import { buildTargets } from './build.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './lib/demo-accounts.mjs';
import { bold, cyan, formatDuration, green, red } from './lib/format.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { ServiceProcess, stopAll } from './lib/processes.mjs';
import { REMOTES, SERVICES, resolvePorts, serviceProcessEnv } from './lib/services.mjs';

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

function printBanner(ports) {
  const hostUrl = `http://localhost:${ports.host}`;
  const apiUrl = process.env.API_URL || `http://localhost:${ports.api}`;
  const database = process.env.DATABASE_URL
    ? `PostgreSQL (DATABASE_URL)`
    : `embedded PGlite in ${process.env.DATA_DIR || path.join('api', '.data', 'pglite')}`;
  const lines = [
    '',
    bold(green('Connector Portal is running.')),
    '',
    `  Open            ${cyan(hostUrl)}`,
    `  API docs        ${cyan(`${apiUrl}/docs`)}   (OpenAPI JSON: ${apiUrl}/openapi.json)`,
    `  Remotes         ${REMOTES.map((remote) => `${remote.app} :${ports[remote.app]}`).join(', ')}`,
    `  Database        ${database}`,
    '',
    bold(`  Demo sign-ins (password ${DEMO_PASSWORD} for all):`),
    ...DEMO_ACCOUNTS.map((a) => `    ${a.employeeId}  ${a.name.padEnd(14)} ${a.role.padEnd(21)} ${a.shows}`),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
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
  for (const service of SERVICES) {
    const env = serviceProcessEnv(service.name, ports, process.env);
    running.push(new ServiceProcess(service, { env, port: ports[service.name], echo: true }));
  }
  await Promise.all(
    running.map((proc) => proc.waitUntilHealthy(proc.service.name === 'api' ? HEALTH_TIMEOUT_MS.api : HEALTH_TIMEOUT_MS.static)),
  );
  console.log(`All ${running.length} services healthy in ${formatDuration(performance.now() - started)}.`);
  printBanner(ports);

  for (const proc of running) {
    proc.exitPromise.then(() => {
      if (stopping) return;
      console.error(red(`\n${proc.service.name} stopped unexpectedly (${proc.exitSignal ?? `exit code ${proc.exitCode}`}); stopping the others.`));
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


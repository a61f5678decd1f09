#!/usr/bin/env node
// `npm start`: install what is missing, build what is missing or stale, start the API (embedded PGlite
// database with demo data unless DATABASE_URL is set) and the four static servers, each on its own
// port, wait until every one is healthy, and print where to go. The API's log goes to a file
// (scripts/lib/api-log.mjs); the terminal shows only its failures, so the banner stays readable.
// Ctrl-C stops everything.
import { buildTargets } from './build.mjs';
import { API_LOG_FILE, createApiTerminalFilter, rotateApiLog } from './lib/api-log.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { ServiceProcess } from './lib/processes.mjs';
import { SERVICES, resolvePorts, serviceProcessEnv } from './lib/services.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import { startBannerLines } from './lib/start-banner.mjs';
import { ensurePinnedNode } from './lib/node-runtime.mjs';

// On another Node.js major this runs the script again on the pinned one and exits with its code.
await ensurePinnedNode();

const HEALTH_TIMEOUT_MS = { api: 180_000, static: 30_000 };

const supervisor = new Supervisor();

async function main() {
  const ports = resolvePorts(process.env);
  const wantedPorts = SERVICES.map((service) => ({ name: service.name, port: ports[service.name], portEnv: service.portEnv }));
  // Fail fast before installing or building; checked again right before starting.
  await assertPortsFree(wantedPorts);
  await ensureDependencies();
  const build = await buildTargets({ ifStale: true });
  if (!build.ok) throw new Error('A build failed (see above); nothing was started.');
  await assertPortsFree(wantedPorts);

  console.log('Starting the API and the static servers...');
  rotateApiLog();
  for (const service of SERVICES) {
    const env = serviceProcessEnv(service.name, ports, process.env);
    const output =
      service.name === 'api' ? { logFile: API_LOG_FILE, terminal: createApiTerminalFilter() } : { echo: true };
    supervisor.add(new ServiceProcess(service, { env, port: ports[service.name], ...output }));
  }
  await supervisor.waitUntilHealthy((proc) => (proc.service.name === 'api' ? HEALTH_TIMEOUT_MS.api : HEALTH_TIMEOUT_MS.static), { api: API_LOG_FILE });
  console.log(startBannerLines(ports, process.env).join('\n'));
}

main().catch((error) => supervisor.fail(error));

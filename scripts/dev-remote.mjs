#!/usr/bin/env node
// `npm run dev -- <remote>`: one remote's webpack dev server with React Fast Refresh, inside the whole
// portal: the API with demo data (as `npm start`), the other remotes from their production builds, and
// the development shell, the host's production build made with React's development build, which Fast
// Refresh needs (webpack --env devShell, into host/dist-dev-shell/). An edit to the remote's
// components shows in the open page without a reload; form input and other state stay.
// docs/developing-a-remote.md.
//
//   npm run dev -- remote-core              (or core, eligibility, notifications)
//   npm run dev -- remote-core --app-dir <folder>   serve the remote from another copy of its folder
//
// Ports and URLs as for `npm start` (API_PORT, HOST_PORT, REMOTE_CORE_PORT, ...): the dev server takes
// the remote's own port, so the shell's runtime config points at it unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { buildTargets } from './build.mjs';
import { DEV_SHELL_TARGET } from './lib/build-targets.mjs';
import { API_LOG_FILE, createApiTerminalFilter, rotateApiLog } from './lib/api-log.mjs';
import { bold, cyan } from './lib/format.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { ensurePinnedNode } from './lib/node-runtime.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { ServiceProcess } from './lib/processes.mjs';
import { REMOTES, REPO_ROOT, SERVICES, findService, resolvePorts, serviceProcessEnv } from './lib/services.mjs';
import { startBannerLines } from './lib/start-banner.mjs';
import { Supervisor } from './lib/supervisor.mjs';

// On another Node.js major this runs the script again on the pinned one and exits with its code.
await ensurePinnedNode();

const HEALTH_TIMEOUT_MS = { api: 180_000, static: 30_000, devServer: 300_000 };
/** Where the development shell is built (never host/dist: `npm start` and the images serve that). */
const DEV_SHELL_DIST = path.dirname(DEV_SHELL_TARGET.output);

function usage(message) {
  if (message) console.error(message);
  console.error(`usage: npm run dev -- <${REMOTES.map((remote) => remote.app).join(' | ')}> [--app-dir <folder>]`);
  process.exit(2);
}

/** `core` or `remote-core` → 'remote-core'. */
function remoteNamed(name) {
  return REMOTES.find((remote) => remote.app === name || remote.app === `remote-${name}`)?.app;
}

function parseArgs(argv) {
  let remote;
  let appDir;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--app-dir') appDir = argv[++i];
    else if (!argv[i].startsWith('-') && !remote) remote = remoteNamed(argv[i]) ?? usage(`"${argv[i]}" is not a remote.`);
    else usage(`Unknown argument ${argv[i]}`);
  }
  if (!remote) usage();
  const dir = path.resolve(appDir ?? path.join(REPO_ROOT, remote));
  if (!fs.existsSync(path.join(dir, 'webpack.config.cjs'))) usage(`${dir} has no webpack.config.cjs.`);
  return { remote, appDir: dir };
}

/** The dev server as a service: the remote's webpack serve (its /health answers 200 once it has compiled). */
function devServerService(remote, appDir) {
  return {
    ...findService(remote),
    command: ['node', path.join(appDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), 'serve', '--config', path.join(appDir, 'webpack.config.cjs'), '--mode', 'development', '--env', 'inPortal'],
  };
}

/** The shell's static server, serving the development shell (its policy: PORTAL_DEV_REMOTE in its env). */
function devShellService() {
  const host = findService('host');
  return { ...host, command: [...host.command, '--dist', DEV_SHELL_DIST] };
}

const supervisor = new Supervisor();

async function main() {
  const { remote, appDir } = parseArgs(process.argv.slice(2));
  const ports = resolvePorts(process.env);
  const wantedPorts = SERVICES.map((service) => ({ name: service.name, port: ports[service.name], portEnv: service.portEnv }));
  await assertPortsFree(wantedPorts, 'npm run dev');
  await ensureDependencies();
  const others = SERVICES.filter((service) => service.kind === 'remote' && service.name !== remote).map((service) => service.name);
  const build = await buildTargets({ names: ['api', ...others, DEV_SHELL_TARGET.name], ifStale: true });
  if (!build.ok) throw new Error('A build failed (see above); nothing was started.');
  await assertPortsFree(wantedPorts, 'npm run dev');

  console.log(`Starting the API, the development shell, ${others.join(', ')} and ${remote}'s dev server...`);
  rotateApiLog();
  const developmentEnv = { PORTAL_DEV_REMOTE: remote };
  for (const service of SERVICES) {
    const env = serviceProcessEnv(service.name, ports, process.env, service.kind === 'host' ? developmentEnv : {});
    if (service.name === 'api') {
      supervisor.add(new ServiceProcess(service, { env, port: ports.api, logFile: API_LOG_FILE, terminal: createApiTerminalFilter() }));
    } else if (service.name === remote) {
      // Its compile messages, and "[HMR]" lines in the browser's console, show what each edit did.
      supervisor.add(new ServiceProcess(devServerService(remote, appDir), { env, port: ports[remote], echo: true }));
    } else {
      supervisor.add(new ServiceProcess(service.kind === 'host' ? devShellService() : service, { env, port: ports[service.name], echo: true }));
    }
  }
  await supervisor.waitUntilHealthy(
    (proc) => (proc.service.name === 'api' ? HEALTH_TIMEOUT_MS.api : proc.service.name === remote ? HEALTH_TIMEOUT_MS.devServer : HEALTH_TIMEOUT_MS.static),
    { api: API_LOG_FILE },
  );
  const lines = startBannerLines(ports, process.env);
  lines.splice(
    lines.length - 2,
    0,
    bold(`  Developing ${remote}`) + `: edits under ${cyan(path.relative(REPO_ROOT, path.join(appDir, 'src')) || appDir)} show in the open page without a reload`,
    `  (React Fast Refresh; a change outside components reloads the page). Its dev server: http://localhost:${ports[remote]}`,
  );
  console.log(lines.join('\n'));
}

main().catch((error) => supervisor.fail(error));

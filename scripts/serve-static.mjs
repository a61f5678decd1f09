#!/usr/bin/env node
/**
 * Production static server for the front ends (node:http only, no dependencies).
 *
 *   node scripts/serve-static.mjs <app>          app: host | remote-core | remote-eligibility | remote-notifications
 *   node scripts/serve-static.mjs --app <app>
 *   node scripts/serve-static.mjs <app> --dist <folder>   serve another build of the app (default <app>/dist)
 *
 * Serves the build on PORT, else the app's own port variable, else its default port (services.json).
 * - Content types by extension; brotli, else gzip, when the client accepts it (every file compressed
 *   at start, off the event loop, and kept in memory).
 * - Content-hashed files (name.1a2b3c4d.js): cached for a year, immutable. index.html,
 *   remoteEntry.js, mf-manifest.json and mf-stats.json: no-cache (revalidated by ETag),
 *   so a redeployed remote is picked up on the next page load.
 * - CORS open (remotes are fetched from the host's origin); Content-Security-Policy and the other
 *   protection headers on every response (scripts/lib/security-headers.mjs).
 * - host only: SPA fallback to index.html, and the runtime config, built from the environment at
 *   start (API_URL, REMOTE_CORE_URL, REMOTE_ELIGIBILITY_URL, REMOTE_NOTIFICATIONS_URL), written
 *   into every document it serves (scripts/lib/runtime-config.cjs).
 * - GET /health -> 200 {"status":"ok"} on every app. SIGTERM/SIGINT close the server gracefully.
 * - BIND_HOST picks the interface (default: all interfaces, IPv4 and IPv6).
 * - METRICS_PORT (optional, not the serving port): GET /metrics there, requests by status code in
 *   Prometheus' format (scripts/lib/static-metrics.mjs; docs/operations.md#metrics).
 * - TLS_CERT_FILE and TLS_KEY_FILE (PEM): HTTP/2 over TLS, HTTP/1.1 for clients without h2
 *   (docs/operations.md, "HTTP/2 and TLS").
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import runtimeConfig from './lib/runtime-config.cjs';
import { APPS, createStaticServer, portInUseMessage } from './lib/static-server.mjs';
import { startStaticMetricsServer } from './lib/static-metrics.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function usage() {
  console.error(`usage: node scripts/serve-static.mjs <${Object.keys(APPS).join(' | ')}> [--dist <folder>]`);
  process.exit(2);
}

function parseArgs(argv) {
  const args = argv.slice(2);
  let app;
  let dist;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--app') app = args[++i];
    else if (args[i] === '--dist') dist = args[++i];
    else if (!args[i].startsWith('-') && !app) app = args[i];
    else usage();
  }
  if (!app || !APPS[app] || (dist !== undefined && !dist)) usage();
  return { app, distDir: dist ? path.resolve(dist) : path.join(ROOT, app, 'dist') };
}

async function main() {
  const { app, distDir } = parseArgs(process.argv);
  const { portEnv, defaultPort } = APPS[app];
  const port = Number(process.env.PORT || process.env[portEnv] || defaultPort);
  try {
    await stat(path.join(distDir, APPS[app].spa ? 'index.html' : 'remoteEntry.js'));
  } catch {
    console.error(`[serve-static ${app}] ${distDir} has no build. Run: pnpm --filter ${app} build`);
    process.exit(1);
  }
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : null;
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535 || metricsPort === port)) {
    console.error(`[serve-static ${app}] METRICS_PORT must be a port number (1-65535) other than the serving port ${port}.`);
    process.exit(2);
  }
  const server = createStaticServer({ app, distDir });
  if (metricsPort !== null) {
    startStaticMetricsServer({ port: metricsPort, host: process.env.BIND_HOST || undefined, text: server.metricsText }).then(
      () => console.log(`[serve-static ${app}] metrics on http://localhost:${metricsPort}/metrics`),
      (error) => {
        console.error(error.code === 'EADDRINUSE' ? `[serve-static ${app}] Cannot start: METRICS_PORT ${metricsPort} is already in use.` : `[serve-static ${app}] ${error.message}`);
        process.exit(1);
      },
    );
  }
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('error', (error) => {
    console.error(error.code === 'EADDRINUSE' ? portInUseMessage(app, port) : `[serve-static ${app}] ${error.message}`);
    process.exit(1);
  });
  server.listen(port, process.env.BIND_HOST || undefined, () => {
    console.log(`[serve-static ${app}] serving ${path.relative(ROOT, distDir) || distDir} on ${server.scheme}://localhost:${port}`);
    if (APPS[app].spa) console.log(`[serve-static ${app}] runtime config = ${JSON.stringify(runtimeConfig.runtimeConfigFromEnv(process.env))}`);
    const started = Date.now();
    server.precompress().then(
      (count) => console.log(`[serve-static ${app}] ${count} files compressed (br, gzip) in ${Date.now() - started} ms`),
      (error) => console.error(`[serve-static ${app}] precompressing failed; files are compressed on first request instead`, error),
    );
  });
  const stop = (signal) => {
    console.log(`[serve-static ${app}] ${signal}: closing`);
    server.close(() => process.exit(0));
    // Idle keep-alive connections would hold close() open; in-flight responses get a moment.
    server.closeIdleConnections?.();
    setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, 2000).unref();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main();

import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, listenAddress, loadConfig, metricsAddress } from './config';
import { MigrationsPending } from './db/migrations';
import { startMetricsServer } from './features/metrics/metrics-server';
import { statementPdfPool } from './features/payouts/statement-pdf-pool';

/**
 * SIGTERM/SIGINT drain the server (docs/operations.md, "Several replicas"): `app.close()` marks it
 * draining (GET /health answers 503), ends the live notification streams, stops accepting connections,
 * lets requests in progress finish, then closes the database; the process exits 0. If that takes longer
 * than `graceSeconds`, it exits 1 anyway.
 */
function drainOnSignals(app: FastifyInstance, graceSeconds: number): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceSeconds }, 'draining: refusing new requests, finishing those in progress');
    const deadline = setTimeout(() => {
      app.log.error({ graceSeconds }, 'shutdown grace period over: exiting with requests still open');
      process.exit(1);
    }, graceSeconds * 1000);
    deadline.unref();
    app
      .close()
      .then(() => {
        app.log.info('drained: exiting');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const metricsAt = metricsAddress();
  const app = await buildApp({ config });
  const { host, port } = listenAddress();
  const address = await app.listen({ host, port });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  app.log.info({ database, uploads: config.uploadDir }, 'database ready');
  const url = host === '0.0.0.0' || host === '::' ? `http://localhost:${port}` : address;
  console.log(`Connector Portal API listening on ${url} (docs: ${url}/docs) — ready in ${Math.round(performance.now() - startedAt)} ms`);
  if (metricsAt) {
    const metrics = await startMetricsServer(metricsAt.host, metricsAt.port);
    // Scraped until the process exits, so a drain's last figures are still read.
    app.log.info({ metrics: metrics.url }, 'Prometheus metrics served on their own port');
  }
  drainOnSignals(app, config.shutdownGraceSeconds);
  // Started once listening, so the first statement a connector asks for does not wait for the worker's start.
  statementPdfPool.warm().catch((error: unknown) => app.log.warn({ err: error }, 'statement PDF worker did not start'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationsPending) console.error(`API not started. ${error.message}`);
  else console.error('API failed to start:', error);
  process.exit(1);
});

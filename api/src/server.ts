import { buildApp } from './app';
import { ConfigError, listenAddress, loadConfig } from './config';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const app = await buildApp({ config });
  const { host, port } = listenAddress();
  const address = await app.listen({ host, port });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  app.log.info({ database, uploads: config.uploadDir }, 'database ready');
  const url = host === '0.0.0.0' || host === '::' ? `http://localhost:${port}` : address;
  console.log(`Connector Portal API listening on ${url} (docs: ${url}/docs) — ready in ${Math.round(performance.now() - startedAt)} ms`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`API not started. ${error.message}`);
  else console.error('API failed to start:', error);
  process.exit(1);
});

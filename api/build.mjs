// Bundles the API into dist/server.js (its statement worker into dist/statement-pdf-worker.js, and the commands into dist/create-admin.js, dist/backup.js, dist/restore.js, dist/vault-keys.js, dist/migrate.js): workspace packages (shared-contracts) are bundled,
// every node_modules package stays external and is resolved from api/node_modules at run time.
// Migrations are not bundled: the server reads them from api/drizzle (next to dist/).
import { build } from 'esbuild';
import { externalNodeModules } from './scripts/external-node-modules.mjs';

const startedAt = Date.now();
await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'create-admin': new URL('./src/cli/create-admin-main.ts', import.meta.url).pathname,
    backup: new URL('./src/cli/backup-main.ts', import.meta.url).pathname,
    restore: new URL('./src/cli/restore-main.ts', import.meta.url).pathname,
    'vault-keys': new URL('./src/cli/vault-keys-main.ts', import.meta.url).pathname,
    migrate: new URL('./src/cli/migrate-main.ts', import.meta.url).pathname,
    // The commission statements' worker thread (features/payouts/statement-pdf-pool.ts loads it beside server.js).
    'statement-pdf-worker': new URL('./src/features/payouts/statement-pdf-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalNodeModules],
  logLevel: 'warning',
});
console.log(`api: built dist/server.js, dist/create-admin.js, dist/backup.js, dist/restore.js, dist/vault-keys.js, dist/migrate.js and dist/statement-pdf-worker.js in ${Date.now() - startedAt} ms`);

// Runs the API suite on embedded PGlite, then (when DATABASE_URL is set) again on PostgreSQL.
// Extra arguments are passed to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const vitest = require.resolve('vitest/vitest.mjs');
const args = process.argv.slice(2);
const targets = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

for (const target of targets) {
  console.log(`\napi tests on ${target === 'pglite' ? 'PGlite (in memory)' : `PostgreSQL (${process.env.DATABASE_URL?.replace(/\/\/[^@]*@/, '//***@')})`}`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DB_TARGET: target },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

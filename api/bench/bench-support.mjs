/**
 * What the API benches share: a free port for a server of their own, a scratch PostgreSQL database, and
 * the bundling of a bench written in TypeScript.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { externalNodeModules } from '../scripts/external-node-modules.mjs';

/** A TCP port nothing listens on now, on 127.0.0.1: where a bench starts a server of its own. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function run(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database `<prefix>_<random>` on the server of `serverUrl`: its URL, and `drop`, which
 * removes it (FORCE: connections still open are ended).
 */
export async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), host: url.host, drop: () => run(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * Bundles a bench written in TypeScript against the API's sources (`bench/<name>.ts`) with esbuild into
 * api/.tmp/, the statement worker beside it where the API's pool finds it (as dist/ has it beside
 * server.js), and runs it in a process of its own from api/ (so the API finds its migrations one folder
 * up, as from dist/). Answers its exit code.
 */
export async function runBundledBench(name, nodeArgs = []) {
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outdir = path.join(apiDir, '.tmp');
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: {
      [name]: path.join(apiDir, 'bench', `${name}.ts`),
      'statement-pdf-worker': path.join(apiDir, 'src', 'features', 'payouts', 'statement-pdf-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    plugins: [externalNodeModules],
    logLevel: 'warning',
  });
  const result = spawnSync(process.execPath, [...nodeArgs, path.join(outdir, `${name}.js`)], { stdio: 'inherit', cwd: apiDir });
  return result.status ?? 1;
}

#!/usr/bin/env node
// Runs bench/worst-case-walk.ts (the figures and how they are measured are described there): bundled
// from its TypeScript sources with esbuild into api/.tmp/ (so the API finds its migrations one folder up,
// as from dist/), then run in a process of its own with the collector exposed.
//
//   node api/bench/worst-case-requests.mjs     (part of `npm run bench`, through the api "bench" script)
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { externalNodeModules } from '../scripts/external-node-modules.mjs';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(API_DIR, '.tmp', 'worst-case-walk.mjs');
mkdirSync(path.dirname(outfile), { recursive: true });
await build({
  entryPoints: [path.join(API_DIR, 'bench', 'worst-case-walk.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  plugins: [externalNodeModules],
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, ['--expose-gc', outfile], { stdio: 'inherit', cwd: API_DIR });
process.exitCode = result.status ?? 1;

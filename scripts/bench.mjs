#!/usr/bin/env node
// `npm run bench`: measurements, never assertions on time. Runs the production builds of all apps
// (2 at a time) and reports each app's build time and the total, then runs every benchmark script
// in e2e/bench/*.mjs (bundle-size.mjs: the gzip bytes of JS before the login page is live and per
// remote page; lighthouse.mjs: Lighthouse mobile performance and accessibility of /login and of
// every sidebar page signed in, on servers of its own, docs/performance.md) and, when the api package has a
// "bench" script, the API benchmarks.
//
//   node scripts/bench.mjs              builds + every benchmark
//   node scripts/bench.mjs --no-build   benchmarks only, against the existing builds
import fs from 'node:fs';
import path from 'node:path';
import { buildTargets } from './build.mjs';
import { bold, formatDuration, green, heading, red } from './lib/format.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { runPnpm } from './lib/pnpm.mjs';
import { runCommand } from './lib/run.mjs';
import { REPO_ROOT } from './lib/services.mjs';
import { ensurePinnedNode } from './lib/node-runtime.mjs';

// On another Node.js major this runs the script again on the pinned one and exits with its code.
await ensurePinnedNode();

const BENCH_DIR = path.join(REPO_ROOT, 'e2e', 'bench');

async function main() {
  const withBuild = !process.argv.includes('--no-build');
  await ensureDependencies();
  /** @type {{ name: string, ok: boolean, durationMs: number }[]} */
  const outcomes = [];

  if (withBuild) {
    heading('Build times (production builds, 2 at a time)');
    const build = await buildTargets({ concurrency: 2 });
    outcomes.push({ name: 'production builds', ok: build.ok, durationMs: build.wallMs });
    if (!build.ok) throw new Error('A build failed; the benchmarks need the builds.');
  }

  const scripts = fs.existsSync(BENCH_DIR) ? fs.readdirSync(BENCH_DIR).filter((file) => file.endsWith('.mjs')).sort() : [];
  for (const script of scripts) {
    heading(`e2e/bench/${script}`);
    const result = await runCommand(process.execPath, [path.join(BENCH_DIR, script)]);
    outcomes.push({ name: `e2e/bench/${script}`, ok: result.code === 0, durationMs: result.durationMs });
  }

  const apiManifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'api', 'package.json'), 'utf8'));
  if (apiManifest.scripts?.bench) {
    heading('API benchmarks (pnpm --filter api bench)');
    const result = await runPnpm(['--filter', 'api', 'bench']);
    outcomes.push({ name: 'api bench', ok: result.code === 0, durationMs: result.durationMs });
  }

  console.log(`\n${bold('Benchmarks')}`);
  for (const outcome of outcomes) {
    console.log(`  ${outcome.ok ? green('done') : red('FAIL')}  ${outcome.name.padEnd(36)} ${formatDuration(outcome.durationMs)}`);
  }
  if (outcomes.some((outcome) => !outcome.ok)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(red(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
});

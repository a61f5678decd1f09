#!/usr/bin/env node
// Production builds of the API and the four front-end apps, two at a time (the machines have 2 cores),
// printing each build's time and the total.
//
//   node scripts/build.mjs                   build everything
//   node scripts/build.mjs host remote-core  build only these
//   node scripts/build.mjs --if-stale        build only what is missing or older than its sources
//   options: --concurrency=N (default 2), --no-install (skip the dependency check)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_TARGETS, buildState, findTarget, inputFingerprint, recordBuild } from './lib/build-targets.mjs';
import { bold, formatDuration, green, lastLines, red } from './lib/format.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { runPnpm } from './lib/pnpm.mjs';
import { REPO_ROOT } from './lib/services.mjs';
import { ensurePinnedNode } from './lib/node-runtime.mjs';

export const BUILD_LOG_DIR = path.join(REPO_ROOT, '.tmp', 'build');

/**
 * @typedef {{ name: string, status: 'built' | 'up to date' | 'failed', durationMs: number, logFile?: string }} BuildResult
 */

async function buildOne(target) {
  const fingerprint = inputFingerprint(target);
  const logFile = path.join(BUILD_LOG_DIR, `${target.name}.log`);
  const { package: packageName, script } = target.run ?? { package: target.name, script: 'build' };
  const result = await runPnpm(['--filter', packageName, script], { stream: false, logFile });
  const outputMissing = !fs.existsSync(path.join(REPO_ROOT, target.output));
  if (result.code !== 0 || outputMissing) {
    const reason = result.code !== 0 ? `exit ${result.code}` : `finished but ${target.output} is missing`;
    console.log(`  ${red('✗')} ${target.name.padEnd(22)} failed after ${formatDuration(result.durationMs)} (${reason})`);
    console.log(`${lastLines(result.output, 60)}\n  (full log: ${path.relative(REPO_ROOT, logFile)})`);
    return { name: target.name, status: 'failed', durationMs: result.durationMs, logFile };
  }
  recordBuild(target, fingerprint);
  console.log(`  ${green('✓')} ${target.name.padEnd(22)} built in ${formatDuration(result.durationMs)}`);
  return { name: target.name, status: 'built', durationMs: result.durationMs, logFile };
}

/**
 * Build the given targets (all by default), `concurrency` at a time. Stops starting new builds after a failure.
 * @param {{ names?: string[], ifStale?: boolean, concurrency?: number }} [options]
 * @returns {Promise<{ ok: boolean, results: BuildResult[], wallMs: number }>}
 */
export async function buildTargets(options = {}) {
  const { names, ifStale = false, concurrency = 2 } = options;
  const targets = names && names.length > 0 ? names.map(findTarget) : BUILD_TARGETS;
  /** @type {BuildResult[]} */
  const results = [];
  const queue = [];
  for (const target of targets) {
    const state = ifStale ? buildState(target) : 'stale';
    if (state === 'fresh') results.push({ name: target.name, status: 'up to date', durationMs: 0 });
    else queue.push(target);
  }
  const started = performance.now();
  if (queue.length === 0) {
    console.log(`Builds: all ${targets.length} up to date.`);
    return { ok: true, results, wallMs: 0 };
  }
  console.log(`Building ${queue.map((t) => t.name).join(', ')} (${Math.min(concurrency, queue.length)} at a time)...`);
  let failed = false;
  const worker = async () => {
    while (queue.length > 0 && !failed) {
      const target = /** @type {import('./lib/build-targets.mjs').BuildTarget} */ (queue.shift());
      const result = await buildOne(target);
      results.push(result);
      if (result.status === 'failed') failed = true;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const wallMs = performance.now() - started;
  const order = BUILD_TARGETS.map((t) => t.name);
  results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  const built = results.filter((r) => r.status === 'built');
  if (built.length > 0) {
    const sum = built.reduce((total, r) => total + r.durationMs, 0);
    console.log(bold('Build times:'));
    for (const r of results) console.log(`  ${r.name.padEnd(22)} ${r.status === 'built' ? formatDuration(r.durationMs) : r.status}`);
    console.log(`  ${'total (wall clock)'.padEnd(22)} ${formatDuration(wallMs)}  (sum of builds ${formatDuration(sum)}, ${concurrency} at a time)`);
  }
  fs.mkdirSync(BUILD_LOG_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(BUILD_LOG_DIR, 'timings.json'),
    `${JSON.stringify({ finishedAt: new Date().toISOString(), concurrency, wallMs: Math.round(wallMs), results: results.map(({ name, status, durationMs }) => ({ name, status, durationMs: Math.round(durationMs) })) }, null, 2)}\n`,
  );
  return { ok: !failed, results, wallMs };
}

function parseArgs(argv) {
  const options = { names: [], ifStale: false, concurrency: 2, install: true };
  for (const arg of argv) {
    if (arg === '--if-stale') options.ifStale = true;
    else if (arg === '--no-install') options.install = false;
    else if (arg.startsWith('--concurrency=')) options.concurrency = Number(arg.slice('--concurrency='.length)) || 1;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.names.push(arg);
  }
  return options;
}

async function main() {
  // On another Node.js major this runs the script again on the pinned one and exits with its code.
  await ensurePinnedNode();
  const options = parseArgs(process.argv.slice(2));
  if (options.install) await ensureDependencies();
  const { ok } = await buildTargets(options);
  if (!ok) {
    console.error(red('Build failed.'));
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(red(error instanceof Error ? error.message : String(error)));
    process.exitCode = 1;
  });
}

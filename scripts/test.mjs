#!/usr/bin/env node
// `npm test`: install what is missing (workspace dependencies, Debian's chromium, nginx), then run
// the stages in two lanes side by side, each in order, stopping both at the first failure:
//   code  type-check, lint, tooling tests, unit tests, API tests
//   apps  production builds, the two-replica topology, bundle budgets, end-to-end suite
// Each stage's output is printed whole when it ends (one lane alone prints as it goes). Prints each
// stage's result and duration and a closing "N passed, N failed" line.
//
//   node scripts/test.mjs                      every stage
//   node scripts/test.mjs --only=unit,api      only these stages (setup stages always run)
//   node scripts/test.mjs --from=build         from this stage on
//   stage ids: typecheck, lint, tooling, unit, api, build, replicas, budgets, e2e
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { bold, formatDuration, green, heading, red, yellow } from './lib/format.mjs';
import { failedTestLines } from './lib/failed-tests.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { runPnpm } from './lib/pnpm.mjs';
import { runCommand } from './lib/run.mjs';
import { REPO_ROOT } from './lib/services.mjs';
import unitTestPackages from './lib/unit-test-packages.cjs';
import { ensurePinnedNode } from './lib/node-runtime.mjs';

// On another Node.js major this runs the script again on the pinned one and exits with its code.
await ensurePinnedNode();

const { UNIT_TEST_PACKAGES } = unitTestPackages;

/** Folders whose *.test.mjs files are the tooling tests (node --test): scripts, the webpack factory, the lint rules. */
const TOOLING_TEST_DIRS = ['scripts', 'webpack', 'eslint-rules'];
/** The replicas stage's tests (they need the builds, nginx and PostgreSQL): not tooling tests. */
const REPLICAS_TEST_DIR = path.join('scripts', 'topology');

function replicasTestFiles() {
  return fs
    .readdirSync(path.join(REPO_ROOT, REPLICAS_TEST_DIR))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => path.join(REPLICAS_TEST_DIR, name))
    .sort();
}

/** The tooling test files. Listed explicitly: given a folder, `node --test` would also run scripts/test.mjs. */
function toolingTestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (path.relative(REPO_ROOT, full) === REPLICAS_TEST_DIR) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.mjs$/.test(entry.name)) files.push(path.relative(REPO_ROOT, full));
    }
  };
  for (const dir of TOOLING_TEST_DIRS) walk(path.join(REPO_ROOT, dir));
  return files.sort();
}

/**
 * @typedef {{ ok: boolean, detail?: string, output?: string }} StageOutcome
 * @typedef {{ stream: boolean }} StageIo   whether the stage prints as it goes or returns its output
 * @typedef {{ id: string, title: string, setup?: boolean, lane?: 'code' | 'apps', run: (io: StageIo) => Promise<StageOutcome> }} Stage
 */

async function pnpmStage(args, io) {
  const result = await runPnpm(args, { stream: io.stream });
  return { ok: result.code === 0, output: result.output, detail: result.code === 0 ? undefined : `pnpm ${args.join(' ')} exited ${result.code}` };
}

/** A command as a stage: passed when it exits 0. */
async function commandStage(argv, io, options = {}) {
  const result = await runCommand(process.execPath, argv, { ...options, stream: io.stream });
  return { ok: result.code === 0, output: result.output, code: result.code };
}

/** @type {Stage[]} */
const STAGES = [
  {
    id: 'install',
    title: 'Dependencies (pnpm install --frozen-lockfile when needed)',
    setup: true,
    run: async () => {
      const { installed } = await ensureDependencies();
      return { ok: true, detail: installed ? 'installed' : 'up to date' };
    },
  },
  {
    id: 'chromium',
    title: "Debian's chromium",
    setup: true,
    run: async () => {
      const { ok, message } = await ensureChromium();
      return { ok, detail: message };
    },
  },
  {
    id: 'nginx',
    title: "Debian's nginx (the replicas' reverse proxy)",
    setup: true,
    run: async () => {
      const { ok, message } = await ensureNginx();
      return { ok, detail: message };
    },
  },
  // One package per core: tsc is single-threaded.
  { id: 'typecheck', lane: 'code', title: 'Type-check (pnpm -r typecheck)', run: (io) => pnpmStage(['-r', `--workspace-concurrency=${availableParallelism()}`, 'typecheck'], io) },
  { id: 'lint', lane: 'code', title: 'Lint (pnpm lint)', run: (io) => pnpmStage(['lint'], io) },
  {
    id: 'tooling',
    lane: 'code',
    title: 'Tooling tests (node --test: scripts/, webpack/, eslint-rules/)',
    run: async (io) => {
      const files = toolingTestFiles();
      if (files.length === 0) return { ok: false, detail: `no *.test.mjs found in ${TOOLING_TEST_DIRS.join(', ')}` };
      const result = await commandStage(['--test', '--test-reporter=spec', `--test-concurrency=${availableParallelism()}`, ...files], io);
      return { ...result, detail: `${files.length} files${result.ok ? '' : `, node --test exited ${result.code}`}` };
    },
  },
  {
    id: 'unit',
    lane: 'code',
    title: `Unit tests (jest: ${UNIT_TEST_PACKAGES.join(', ')})`,
    run: async (io) => {
      // One jest run over every package (the root jest.config.cjs), on every core: jest's own default
      // leaves one core to its scheduler, which on a 2-core machine means one test file at a time.
      const jest = createRequire(path.join(REPO_ROOT, 'shared-ui', 'package.json')).resolve('jest/bin/jest');
      const result = await commandStage([jest, '--config', 'jest.config.cjs', `--maxWorkers=${availableParallelism()}`, '--ci'], io, {
        env: { ...process.env, CI: process.env.CI || 'true' },
      });
      return { ...result, detail: result.ok ? undefined : `jest exited ${result.code}` };
    },
  },
  {
    id: 'api',
    lane: 'code',
    title: `API tests (PGlite${process.env.DATABASE_URL ? ' and PostgreSQL from DATABASE_URL' : '; set DATABASE_URL to also run on PostgreSQL'}) and the API contract test`,
    run: async (io) => {
      const api = await pnpmStage(['--filter', 'api', 'test'], io);
      if (!api.ok) return api;
      // shared-contracts: the OpenAPI document's schemas are the shared contract schemas.
      const contract = await pnpmStage(['--filter', 'shared-contracts', 'test'], io);
      return { ...contract, output: `${api.output}${contract.output}` };
    },
  },
  {
    id: 'build',
    lane: 'apps',
    title: 'Production builds (api, host, three remotes)',
    // A child process, so that its report is this stage's output like every other stage's.
    run: async (io) => {
      const result = await commandStage(['scripts/build.mjs', '--no-install'], io);
      return { ...result, detail: result.ok ? undefined : 'a build failed (see its log above)' };
    },
  },
  {
    id: 'replicas',
    lane: 'apps',
    title: `Two API replicas behind nginx (node --test scripts/topology/${process.env.DATABASE_URL ? ', PostgreSQL from DATABASE_URL' : '; needs DATABASE_URL'})`,
    run: async (io) => {
      if (!process.env.DATABASE_URL) return { ok: true, detail: 'skipped: set DATABASE_URL (two replicas cannot share PGlite)' };
      const files = replicasTestFiles();
      const result = await commandStage(['--test', '--test-reporter=spec', '--test-concurrency=1', ...files], io);
      return { ...result, detail: `${files.length} file${files.length === 1 ? '' : 's'}${result.ok ? '' : `, node --test exited ${result.code}`}` };
    },
  },
  {
    id: 'budgets',
    lane: 'apps',
    title: 'Bundle budgets (e2e/bench/bundle-size.mjs --check, own servers)',
    run: async (io) => {
      const result = await commandStage(['e2e/bench/bundle-size.mjs', '--check', '--own-servers'], io);
      return { ...result, detail: result.ok ? undefined : 'a bundle is over budget or could not be measured (see above)' };
    },
  },
  { id: 'e2e', lane: 'apps', title: 'End-to-end (Playwright + chromium, pnpm --filter e2e test)', run: (io) => pnpmStage(['--filter', 'e2e', 'test'], io) },
];

function selectStages(argv) {
  let only = null;
  let from = null;
  for (const arg of argv) {
    if (arg.startsWith('--only=')) only = arg.slice('--only='.length).split(',').filter(Boolean);
    else if (arg.startsWith('--from=')) from = arg.slice('--from='.length);
    else throw new Error(`Unknown argument ${arg} (use --only=a,b or --from=stage)`);
  }
  const ids = STAGES.filter((s) => !s.setup).map((s) => s.id);
  for (const id of [...(only ?? []), ...(from ? [from] : [])]) {
    if (!ids.includes(id)) throw new Error(`Unknown stage "${id}" (stages: ${ids.join(', ')})`);
  }
  return STAGES.filter((stage) => {
    if (stage.setup) return true;
    if (only) return only.includes(stage.id);
    if (from) return ids.indexOf(stage.id) >= ids.indexOf(from);
    return true;
  });
}

/**
 * Runs one stage and records its outcome. `io.stream` false: the stage's output is collected and
 * printed whole when it ends, so two lanes running side by side still print one stage at a time.
 */
async function runStage(entry, io) {
  if (io.stream) heading(entry.stage.title);
  const stageStarted = performance.now();
  let outcome;
  try {
    outcome = await entry.stage.run(io);
  } catch (error) {
    outcome = { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  entry.durationMs = performance.now() - stageStarted;
  entry.status = outcome.ok ? 'passed' : 'failed';
  entry.detail = outcome.detail;
  if (!outcome.ok) entry.failedTests = failedTestLines(outcome.output);
  if (!io.stream) {
    heading(`${entry.stage.title} (${formatDuration(entry.durationMs)})`);
    if (outcome.output) process.stdout.write(outcome.output.endsWith('\n') ? outcome.output : `${outcome.output}\n`);
    if (!outcome.ok && outcome.detail) console.log(red(outcome.detail));
  }
  return outcome.ok;
}

async function main() {
  const stages = selectStages(process.argv.slice(2));
  /** @type {{ stage: Stage, status: 'passed' | 'failed' | 'not run', durationMs: number, detail?: string, failedTests?: string[] }[]} */
  const report = stages.map((stage) => ({ stage, status: 'not run', durationMs: 0 }));
  const started = performance.now();

  // The preparation steps first, one after the other, printing as they go.
  let failed = false;
  for (const entry of report.filter((e) => e.stage.setup)) {
    if (!(await runStage(entry, { stream: true }))) {
      failed = true;
      break;
    }
  }

  // Then the two lanes side by side: the code's checks and tests, and the apps' builds with what
  // runs on them. Neither needs the other, and each leaves a core idle much of the time (waiting for
  // servers, browsers, timers, the database), so together they take far less than one after the
  // other. A failure stops both lanes at their next stage.
  if (!failed) {
    const lanes = [...new Set(report.filter((e) => !e.stage.setup).map((e) => e.stage.lane))];
    const stream = lanes.length <= 1;
    await Promise.all(
      lanes.map(async (lane) => {
        for (const entry of report.filter((e) => e.stage.lane === lane)) {
          if (failed) return;
          if (!(await runStage(entry, { stream }))) failed = true;
        }
      }),
    );
  }

  console.log(`\n${bold('Summary')}`);
  for (const entry of report) {
    const mark = entry.status === 'passed' ? green('PASS') : entry.status === 'failed' ? red('FAIL') : yellow('----');
    const time = entry.status === 'not run' ? 'not run' : formatDuration(entry.durationMs);
    console.log(`  ${mark}  ${entry.stage.title.padEnd(64)} ${time}${entry.detail ? `  (${entry.detail})` : ''}`);
    for (const line of entry.failedTests ?? []) console.log(red(`          ${line}`));
  }
  const passed = report.filter((e) => e.status === 'passed').length;
  const failedCount = report.filter((e) => e.status === 'failed').length;
  console.log(`  total ${formatDuration(performance.now() - started)}`);
  const failedTitles = report.filter((e) => e.status === 'failed').map((e) => e.stage.title);
  if (failedTitles.length > 0) console.log(red(`Stopped after a failure: ${failedTitles.join('; ')}.`));
  console.log(`${passed} passed, ${failedCount} failed`);
  process.exitCode = failedCount > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(red(error instanceof Error ? error.message : String(error)));
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});

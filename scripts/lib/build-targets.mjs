// What `scripts/build.mjs` builds, what each build reads, and whether its output is stale.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, REPO_ROOT, findService } from './services.mjs';

/**
 * @typedef {object} BuildTarget
 * @property {string} name       workspace package name (`pnpm --filter <name> build`), or the target's own name
 * @property {string[]} inputs   folders and files (relative to the root) whose contents the build reads
 * @property {string} output     file the build produces (the service's built file)
 * @property {{ package: string, script: string }} [run]  another package script builds it (`pnpm --filter <package> <script>`)
 */

/** Root configuration every build reads: the workspace, its lockfile (= node_modules), the service table. */
const WORKSPACE_INPUTS = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'services.json', 'pages.json'];

/**
 * What a front-end build reads besides its own folder: the shared packages, the webpack factory
 * (loaders, plugins, facades, index.html) and the scripts its configuration requires.
 * scripts/lib/build-targets.test.mjs fails when a webpack configuration reads a file not covered here.
 */
const FRONTEND_INPUTS = [
  'shared-ui',
  'shared-auth',
  'shared-contracts',
  'webpack',
  'scripts/lib/service-table.cjs',
  'scripts/lib/page-table.cjs',
  'scripts/lib/catalogue-files.cjs',
  'scripts/lib/runtime-config.cjs',
  ...WORKSPACE_INPUTS,
];

/** @type {BuildTarget[]} */
export const BUILD_TARGETS = [
  { name: 'api', inputs: ['api', 'shared-contracts', ...WORKSPACE_INPUTS], output: findService('api').builtFile },
  ...FRONTEND_APPS.map((app) => ({
    name: app,
    inputs: [app, ...FRONTEND_INPUTS],
    output: findService(app).builtFile,
  })),
];

/**
 * The development shell (`npm run dev`, docs/developing-a-remote.md): the host's build with React's
 * development build. Not one of BUILD_TARGETS (what `npm start` and `npm test` build): `npm run dev`
 * names it.
 */
export const DEV_SHELL_TARGET = {
  name: 'host-dev-shell',
  inputs: ['host', ...FRONTEND_INPUTS],
  output: 'host/dist-dev-shell/index.html',
  run: { package: 'host', script: 'build:dev-shell' },
};

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-dev-shell', '.data', 'coverage', 'test-results', 'playwright-report', '.tmp', '.git']);
const SKIPPED_FILE = /(\.test\.[cm]?[jt]sx?$)|(^@mf-types)|(\.log$)/;

/** Whether a file (relative to the root) is one of the target's inputs, i.e. changing it makes the build stale. */
export function isInputOf(target, relativeFile) {
  const parts = relativeFile.split(/[\\/]/);
  if (SKIPPED_FILE.test(parts[parts.length - 1]) || parts.some((part) => SKIPPED_DIRS.has(part))) return false;
  return target.inputs.some((input) => relativeFile === input || relativeFile.startsWith(`${input}/`));
}

function collectFiles(root, relative, into) {
  const full = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    into.push(`${relative}:missing`);
    return;
  }
  if (stat.isFile()) {
    into.push(`${relative}:${stat.size}:${Math.trunc(stat.mtimeMs)}`);
    return;
  }
  for (const entry of fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) collectFiles(root, path.join(relative, entry.name), into);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      collectFiles(root, path.join(relative, entry.name), into);
    }
  }
}

/** Hash of the names, sizes and modification times of every input file of a target. */
export function inputFingerprint(target, root = REPO_ROOT) {
  const files = [];
  for (const input of target.inputs) collectFiles(root, input, files);
  return crypto.createHash('sha256').update(files.join('\n')).digest('hex');
}

const stampFile = (target, root) => path.join(root, 'node_modules', '.cache', 'connector-portal', `build-${target.name}.fingerprint`);

/** @returns {'missing' | 'stale' | 'fresh'} */
export function buildState(target, root = REPO_ROOT) {
  if (!fs.existsSync(path.join(root, target.output))) return 'missing';
  const stamp = fs.existsSync(stampFile(target, root)) ? fs.readFileSync(stampFile(target, root), 'utf8').trim() : '';
  return stamp === inputFingerprint(target, root) ? 'fresh' : 'stale';
}

/** Record the fingerprint the finished build was made from (taken before it started). */
export function recordBuild(target, fingerprint, root = REPO_ROOT) {
  fs.mkdirSync(path.dirname(stampFile(target, root)), { recursive: true });
  fs.writeFileSync(stampFile(target, root), `${fingerprint}\n`);
}

export function findTarget(name) {
  const known = [...BUILD_TARGETS, DEV_SHELL_TARGET];
  const target = known.find((candidate) => candidate.name === name);
  if (!target) throw new Error(`Unknown build target "${name}" (known: ${known.map((t) => t.name).join(', ')})`);
  return target;
}

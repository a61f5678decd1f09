// What `scripts/build.mjs` builds, what each build reads, and whether its output is stale.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, findService } from './services.mjs';

/**
 * @typedef {object} BuildTarget
 * @property {string} name       workspace package name (`pnpm --filter <name> build`)
 * @property {string[]} inputs   folders and files (relative to the root) whose contents the build reads
 * @property {string} output     file the build produces (the service's built file)
 */

const FRONTEND_INPUTS = ['shared-ui', 'shared-auth', 'shared-contracts', 'pnpm-lock.yaml', 'tsconfig.base.json'];

/** @type {BuildTarget[]} */
export const BUILD_TARGETS = [
  { name: 'api', inputs: ['api', 'shared-contracts', 'pnpm-lock.yaml', 'tsconfig.base.json'], output: findService('api').builtFile },
  ...['host', 'remote-core', 'remote-eligibility', 'remote-notifications'].map((app) => ({
    name: app,
    inputs: [app, ...FRONTEND_INPUTS],
    output: findService(app).builtFile,
  })),
];

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report', '.tmp', '.git']);
const SKIPPED_FILE = /(\.test\.[cm]?[jt]sx?$)|(^@mf-types)|(\.log$)/;

function collectFiles(relative, into) {
  const full = path.join(REPO_ROOT, relative);
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
      if (!SKIPPED_DIRS.has(entry.name)) collectFiles(path.join(relative, entry.name), into);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      collectFiles(path.join(relative, entry.name), into);
    }
  }
}

/** Hash of the names, sizes and modification times of every input file of a target. */
export function inputFingerprint(target) {
  const files = [];
  for (const input of target.inputs) collectFiles(input, files);
  return crypto.createHash('sha256').update(files.join('\n')).digest('hex');
}

const STAMP_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'connector-portal');
const stampFile = (target) => path.join(STAMP_DIR, `build-${target.name}.fingerprint`);

/** @returns {'missing' | 'stale' | 'fresh'} */
export function buildState(target) {
  if (!fs.existsSync(path.join(REPO_ROOT, target.output))) return 'missing';
  const stamp = fs.existsSync(stampFile(target)) ? fs.readFileSync(stampFile(target), 'utf8').trim() : '';
  return stamp === inputFingerprint(target) ? 'fresh' : 'stale';
}

/** Record the fingerprint the finished build was made from (taken before it started). */
export function recordBuild(target, fingerprint) {
  fs.mkdirSync(STAMP_DIR, { recursive: true });
  fs.writeFileSync(stampFile(target), `${fingerprint}\n`);
}

export function findTarget(name) {
  const target = BUILD_TARGETS.find((candidate) => candidate.name === name);
  if (!target) throw new Error(`Unknown build target "${name}" (known: ${BUILD_TARGETS.map((t) => t.name).join(', ')})`);
  return target;
}

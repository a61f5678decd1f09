// Install the workspace's dependencies when they are missing or the lockfile (or any package.json)
// changed since the last install made by these scripts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './services.mjs';
import { runPnpm } from './pnpm.mjs';
import { formatDuration } from './format.mjs';

const STAMP_FILE = path.join(REPO_ROOT, 'node_modules', '.cache', 'connector-portal', 'install-fingerprint');

function workspacePackageDirs() {
  const workspace = fs.readFileSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const dirs = [];
  let inPackages = false;
  for (const line of workspace.split('\n')) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (inPackages) {
      const item = /^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/.exec(line);
      if (item) dirs.push(item[1]);
      else if (/^\S/.test(line)) inPackages = false;
    }
  }
  return dirs;
}

/** Hash of everything an install depends on. */
export function installFingerprint() {
  const hash = crypto.createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', ...workspacePackageDirs().map((dir) => `${dir}/package.json`)];
  for (const file of files) {
    const full = path.join(REPO_ROOT, file);
    hash.update(file);
    hash.update(fs.existsSync(full) ? fs.readFileSync(full) : 'missing');
  }
  return hash.digest('hex');
}

function installLooksComplete() {
  if (!fs.existsSync(path.join(REPO_ROOT, 'node_modules', '.modules.yaml'))) return false;
  return workspacePackageDirs().every((dir) => {
    const manifestPath = path.join(REPO_ROOT, dir, 'package.json');
    if (!fs.existsSync(manifestPath)) return true;
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    const hasDeps = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).length > 0;
    return !hasDeps || fs.existsSync(path.join(REPO_ROOT, dir, 'node_modules'));
  });
}

/**
 * Run `pnpm install --frozen-lockfile` unless the installed tree matches the lockfile already.
 * Set CP_SKIP_INSTALL=1 to skip the check entirely.
 * @returns {Promise<{ installed: boolean, durationMs: number }>}
 */
export async function ensureDependencies({ log = console.log } = {}) {
  const started = performance.now();
  if (process.env.CP_SKIP_INSTALL === '1') {
    log('Dependencies: check skipped (CP_SKIP_INSTALL=1).');
    return { installed: false, durationMs: 0 };
  }
  const fingerprint = installFingerprint();
  const stamp = fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8').trim() : '';
  if (stamp === fingerprint && installLooksComplete()) {
    log('Dependencies: up to date.');
    return { installed: false, durationMs: performance.now() - started };
  }
  log(stamp ? 'Dependencies: lockfile or package.json changed, installing...' : 'Dependencies: installing (pnpm install --frozen-lockfile)...');
  const result = await runPnpm(['install', '--frozen-lockfile'], {});
  if (result.code !== 0) {
    throw new Error(
      `pnpm install --frozen-lockfile failed (exit ${result.code}). If a package.json changed, run ` +
        '`npx -y pnpm@10.34.8 install` to update pnpm-lock.yaml, then try again.',
    );
  }
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, `${fingerprint}\n`);
  const durationMs = performance.now() - started;
  log(`Dependencies: installed in ${formatDuration(durationMs)}.`);
  return { installed: true, durationMs };
}

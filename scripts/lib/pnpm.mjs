// pnpm, fetched by npx at the version the workspace pins (package.json "packageManager"), so a
// machine with only Node.js and npm can run everything. (corepack would need COREPACK_INTEGRITY_KEYS=0 here.)
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './services.mjs';
import { runCommand } from './run.mjs';

function pinnedPnpmVersion() {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(manifest.packageManager ?? '');
  if (!match) throw new Error('package.json has no "packageManager": "pnpm@x.y.z" field.');
  return match[1];
}

export const PNPM_VERSION = pinnedPnpmVersion();

/** argv for running pnpm with the given arguments. */
export function pnpmArgv(args) {
  return { command: 'npx', args: ['-y', `pnpm@${PNPM_VERSION}`, ...args] };
}

/**
 * Run pnpm to completion.
 * @param {string[]} args
 * @param {import('./run.mjs').RunOptions} [options]
 */
export function runPnpm(args, options = {}) {
  const { command, args: argv } = pnpmArgv(args);
  return runCommand(command, argv, {
    ...options,
    env: { ...(options.env ?? process.env), npm_config_update_notifier: 'false' },
  });
}

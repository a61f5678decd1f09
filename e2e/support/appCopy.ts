// A throw-away copy of one front-end app, built on its own, for tests that deploy a different build
// of a remote: the working tree and the app's dist/ are never written to. The copy sits in a
// temporary workspace next to a link to the real webpack/ (whose files resolve to the repository,
// so services.json and the scripts are the real ones); its node_modules links every package of the
// real app, optionally with a platform package replaced by one of another version.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './environment';

const run = promisify(execFile);
const NOT_COPIED = new Set(['node_modules', 'dist', 'coverage', '.cache']);

export interface AppCopy {
  /** The copied app folder (its sources can be edited). */
  appDir: string;
  /** Where its build goes. */
  distDir: string;
  remove(): void;
}

export interface AppCopyOptions {
  /** Platform packages to build against at another version, e.g. { 'shared-ui': '1.1.0' }. */
  platformVersions?: Record<string, string>;
}

function linkPackage(target: string, link: string): void {
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(target, link);
}

/** A package folder like the real one but with another version in its package.json. */
function packageAtVersion(workspace: string, name: string, version: string): string {
  const real = fs.realpathSync(path.join(REPO_ROOT, name));
  const dir = path.join(workspace, 'platform', name);
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(real)) {
    if (entry !== 'package.json') fs.symlinkSync(path.join(real, entry), path.join(dir, entry));
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(real, 'package.json'), 'utf8')) as { version: string };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
  return dir;
}

export function copyApp(app: string, options: AppCopyOptions = {}): AppCopy {
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), `cp-${app}-copy-`));
  const appDir = path.join(workspace, app);
  fs.cpSync(path.join(REPO_ROOT, app), appDir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)),
  });
  fs.symlinkSync(path.join(REPO_ROOT, 'webpack'), path.join(workspace, 'webpack'));
  const realModules = path.join(REPO_ROOT, app, 'node_modules');
  for (const entry of fs.readdirSync(realModules)) {
    if (entry === '.cache') continue;
    linkPackage(path.join(realModules, entry), path.join(appDir, 'node_modules', entry));
  }
  for (const [name, version] of Object.entries(options.platformVersions ?? {})) {
    const link = path.join(appDir, 'node_modules', name);
    fs.rmSync(link, { force: true });
    linkPackage(packageAtVersion(workspace, name, version), link);
  }
  return { appDir, distDir: path.join(appDir, 'dist'), remove: () => fs.rmSync(workspace, { recursive: true, force: true }) };
}

/** Production build of the copy alone, with the app's own webpack (no persistent cache). */
export async function buildCopy(copy: AppCopy): Promise<void> {
  const cli = path.join(copy.appDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  try {
    await run(process.execPath, [cli, '--config', 'webpack.config.cjs', '--mode', 'production', '--no-cache'], {
      cwd: copy.appDir,
      maxBuffer: 20 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`Building the copy of ${path.basename(copy.appDir)} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/**
 * The non-test source files under a folder that contain `text`: code, and the English catalogues
 * (`i18n/en.json`) where a screen's words live.
 */
export function sourcesContaining(dir: string, text: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isSource(full) && fs.readFileSync(full, 'utf8').includes(text)) found.push(full);
    }
  };
  walk(dir);
  return found;
}

function isSource(file: string): boolean {
  const name = path.basename(file);
  if (name === 'en.json') return path.basename(path.dirname(file)) === 'i18n';
  return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
}

/** SHA-256 of every file under a folder, by relative path. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hashes[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return hashes;
}

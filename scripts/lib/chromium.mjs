// Debian's chromium for the end-to-end suite (Playwright drives it through executablePath;
// `playwright install` downloads are not possible on these machines).
import fs from 'node:fs';
import { runCommand } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless flags for these machines: without the background-networking ones Chromium keeps dialling out. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {Promise<{ ok: boolean, message: string }>} */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return { ok: true, message: `${CHROMIUM_PATH} present` };
  if (process.env.CHROMIUM_PATH) {
    return { ok: false, message: `CHROMIUM_PATH=${CHROMIUM_PATH} does not exist.` };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return {
      ok: false,
      message:
        `${CHROMIUM_PATH} is missing and installing it needs root. Run:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
    };
  }
  if (!fs.existsSync('/usr/bin/apt-get')) {
    return { ok: false, message: `${CHROMIUM_PATH} is missing and apt-get is not available; install Chromium and set CHROMIUM_PATH.` };
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('Installing Debian chromium (apt-get update && apt-get install -y chromium)...');
  const update = await runCommand('apt-get', ['update'], { env });
  if (update.code !== 0) return { ok: false, message: `apt-get update failed (exit ${update.code}).` };
  const install = await runCommand('apt-get', ['install', '-y', 'chromium'], { env });
  if (install.code !== 0) return { ok: false, message: `apt-get install -y chromium failed (exit ${install.code}).` };
  if (!fs.existsSync(CHROMIUM_PATH)) return { ok: false, message: `apt-get installed chromium but ${CHROMIUM_PATH} is still missing.` };
  return { ok: true, message: 'installed from Debian packages' };
}

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
  const installed = await installDebianPackage('chromium', 'Debian chromium');
  if (!installed.ok) {
    return {
      ok: false,
      message:
        installed.why === 'not root'
          ? `${CHROMIUM_PATH} is missing and installing it needs root. Run:\n` +
            '  sudo apt-get update && sudo apt-get install -y chromium\n' +
            'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.'
          : installed.why === 'no apt-get'
            ? `${CHROMIUM_PATH} is missing and apt-get is not available; install Chromium and set CHROMIUM_PATH.`
            : installed.why,
    };
  }
  if (!fs.existsSync(CHROMIUM_PATH)) return { ok: false, message: `apt-get installed chromium but ${CHROMIUM_PATH} is still missing.` };
  return { ok: true, message: 'installed from Debian packages' };
}

/**
 * `apt-get update && apt-get install -y <pkg>` as root; `why` says what stood in the way.
 * @returns {Promise<{ ok: true } | { ok: false, why: string }>}
 */
async function installDebianPackage(pkg, what) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return { ok: false, why: 'not root' };
  if (!fs.existsSync('/usr/bin/apt-get')) return { ok: false, why: 'no apt-get' };
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Installing ${what} (apt-get update && apt-get install -y ${pkg})...`);
  const update = await runCommand('apt-get', ['update'], { env });
  if (update.code !== 0) return { ok: false, why: `apt-get update failed (exit ${update.code}).` };
  const install = await runCommand('apt-get', ['install', '-y', pkg], { env });
  if (install.code !== 0) return { ok: false, why: `apt-get install -y ${pkg} failed (exit ${install.code}).` };
  return { ok: true };
}

/**
 * A Devanagari font of the system's own, as every phone has (Android: Noto Sans Devanagari; iOS:
 * Kohinoor Devanagari; Windows: Nirmala UI), for the Hindi benches: the portal declares its served
 * Devanagari font only after a page's first frame (host/src/features/language/devanagariFont.ts), so
 * that frame is drawn with the system's. Debian's Lohit Devanagari has another name than the served
 * font, so the bench still downloads and swaps in the portal's font as a phone without Noto would.
 * @returns {Promise<{ ok: boolean, message: string }>}
 */
export async function ensureDevanagariSystemFont() {
  const listed = await runCommand('fc-list', [':lang=hi', 'family'], { stream: false });
  if (listed.code === 0 && listed.output.trim() !== '') return { ok: true, message: `system Devanagari font: ${listed.output.trim().split('\n')[0]}` };
  const installed = await installDebianPackage('fonts-lohit-deva', 'a system Devanagari font');
  if (!installed.ok) {
    return {
      ok: false,
      message: ['not root', 'no apt-get'].includes(installed.why)
        ? 'No system font draws Devanagari here; install one (Debian: sudo apt-get install -y fonts-lohit-deva).'
        : installed.why,
    };
  }
  return { ok: true, message: 'installed fonts-lohit-deva from Debian packages' };
}

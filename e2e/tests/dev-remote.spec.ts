// A team develops its remote inside the portal (docs/developing-a-remote.md): `npm run dev --
// remote-core` serves remote-core from its webpack dev server with React Fast Refresh, next to the API,
// the other remotes' production builds and the development shell. An edit to one of its components
// shows in the open page without a reload, and what was typed into the form stays. The command runs
// on a copy of remote-core (remote-core's own sources are never edited), on ports of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVICES } from '../../scripts/lib/services.mjs';
import { copyApp, sourcesContaining } from '../support/appCopy';
import { REPO_ROOT } from '../support/environment';
import { DEMO_PASSWORD } from '../support/portal';

/** `npm start`'s ports + 200: clear of a running portal (+0) and the e2e servers (+100). */
const DEV_PORT_OFFSET = 200;
const ports = Object.fromEntries((SERVICES as { name: string; defaultPort: number }[]).map((s) => [s.name, s.defaultPort + DEV_PORT_OFFSET]));
const portEnv = Object.fromEntries((SERVICES as { name: string; portEnv: string }[]).map((s) => [s.portEnv, String(ports[s.name])]));
const HOST = `http://localhost:${ports.host}`;
/** The Add Lead dialog's label the test edits, in its English catalogue (searched for: remote-core's folders move). */
const LABEL = '"addLead.customerName": "Customer Name"';

type DevWindow = Window & { __beforeEdit?: string; __cspViolations?: string[] };

/** Starts the command; resolves once it prints its banner (everything is healthy). */
function startDevCommand(appDir: string, dataDir: string): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const env: NodeJS.ProcessEnv = { ...process.env, ...portEnv, DATA_DIR: path.join(dataDir, 'pglite'), UPLOAD_DIR: path.join(dataDir, 'uploads') };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['scripts/dev-remote.mjs', 'remote-core', '--app-dir', appDir], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Connector Portal is running.')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm run dev exited (${code}) before it was ready:\n${output.slice(-4000)}`)));
  });
  return { child, ready, output: () => output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

test('an edit in the dev remote shows in the portal without a reload, and the form keeps its input', async ({ page }) => {
  test.setTimeout(480_000);
  const copy = copyApp('remote-core');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-dev-remote-data-'));
  const dev = startDevCommand(copy.appDir, dataDir);
  try {
    await dev.ready;
    expect(dev.output()).toContain('Developing remote-core');

    // The development shell's policy: the dev server's WebSocket and inline style text, never eval.
    const loginDocument = await page.request.get(`${HOST}/login`);
    const policy = loginDocument.headers()['content-security-policy'];
    expect(policy).toMatch(new RegExp(`connect-src [^;]*ws://localhost:${ports['remote-core']}`));
    expect(policy).not.toContain("'unsafe-eval'");

    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as DevWindow).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`));
    });
    await page.goto(`${HOST}/login`);
    await page.getByLabel('Employee ID').fill('CN1001');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${HOST}/leads`);
    await page.getByRole('button', { name: 'Add Lead' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Lead' });
    await dialog.getByLabel('Customer Name').fill('Meera Iyer');
    // Gone if the page reloads.
    await page.evaluate(() => {
      (window as DevWindow).__beforeEdit = 'this document';
    });

    const files = sourcesContaining(path.join(copy.appDir, 'src'), LABEL);
    expect(files, `the remote-core source with ${LABEL}`).toHaveLength(1);
    const marker = `edited ${Date.now().toString(36)}`;
    fs.writeFileSync(files[0], fs.readFileSync(files[0], 'utf8').replace(LABEL, `"addLead.customerName": "Customer Name (${marker})"`));

    const edited = dialog.getByLabel(`Customer Name (${marker})`);
    await expect(edited).toBeVisible({ timeout: 60_000 });
    await expect(edited).toHaveValue('Meera Iyer');
    expect(await page.evaluate(() => (window as DevWindow).__beforeEdit)).toBe('this document');
    expect(await page.evaluate(() => (window as DevWindow).__cspViolations)).toEqual([]);
  } finally {
    await stop(dev.child);
    copy.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // Every service the command started is gone with it.
  for (const port of Object.values(ports)) {
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  }
});

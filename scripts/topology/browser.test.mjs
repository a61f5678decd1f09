// The portal in Chromium on the two-replica topology (docs/replicas.md): the browser talks to the proxy only,
// so which replica answers changes from request to request. A connector signs in, a notification created
// through replica A reaches the badge, replica B is killed (SIGKILL) while the page is open, and the
// connector keeps working: the badge's stream reconnects to A, pages load, nobody is signed out.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { DEMO_PASSWORD } from '../lib/demo-accounts.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { REPO_ROOT } from '../lib/services.mjs';
import { startTopology } from '../lib/topology.mjs';

const { chromium } = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test');

const DATABASE_URL = process.env.DATABASE_URL;
const API_BASE = Number(process.env.REPLICAS_BROWSER_API_BASE || 8620);
const FRONT_BASE = Number(process.env.REPLICAS_BROWSER_FRONT_BASE || 3620);

let topology;
let database;
let browser;

async function apiSignIn(base, employeeId) {
  const response = await fetch(`${base}/auth/api/connector/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employee_id: employeeId, password: DEMO_PASSWORD }),
  });
  assert.equal(response.status, 200, `sign-in of ${employeeId}`);
  return (await response.json()).access;
}

async function sendAlert(base, token, title) {
  const response = await fetch(`${base}/notifications/custom-alert/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, message: `**${title}** through one replica`, audience: 'employees', employee_ids: ['CN1001'] }),
  });
  assert.equal(response.status, 201, await response.text());
}

/** Polls `read` until `accept` holds (or fails with the last value). */
async function eventually(read, accept, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let value;
  while (Date.now() < deadline) {
    value = await read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`${what}: last seen ${JSON.stringify(value)}`);
}

describe('the portal in a browser on two replicas', { skip: DATABASE_URL ? false : 'DATABASE_URL is not set' }, () => {
  before(async () => {
    database = await createScratchDatabase(/** @type {string} */ (DATABASE_URL), 'browser');
    try {
      topology = await startTopology({ databaseUrl: database.url, apiBase: API_BASE, frontBase: FRONT_BASE });
    } catch (error) {
      await database.drop();
      throw error;
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  after(async () => {
    await browser?.close();
    await topology?.stopAll();
    await database?.drop();
  });

  it('signs in, gets a notification made through replica A on the badge, and keeps working when replica B dies', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const unread = async () => {
      const label = (await page.getByRole('banner').getByRole('link', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
      const match = /(\d+)\+? unread/.exec(label);
      return match ? Number(match[1]) : 0;
    };

    await page.goto(`${topology.frontUrls.host}/login`);
    await page.getByLabel('Employee ID').fill('CN1001');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back, Aarav Sharma').waitFor({ timeout: 30_000 });
    const before = await eventually(unread, (count) => count > 0, 'the badge shows the seeded unread count');

    const admin = await apiSignIn(topology.replicas.a.url, 'AD3001');
    await sendAlert(topology.replicas.a.url, admin, 'First alert');
    await eventually(unread, (count) => count === before + 1, 'the badge after an alert through A');

    await topology.replicas.b.kill();
    await sendAlert(topology.replicas.a.url, admin, 'Second alert');
    await eventually(unread, (count) => count === before + 2, 'the badge after B died (its stream reconnects through the proxy)', 40_000);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads', exact: true }).click();
    await page.getByRole('heading', { name: 'Leads Management' }).waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).pathname, '/leads');
    assert.equal(await page.getByRole('button', { name: 'Logout' }).isVisible(), true, 'still signed in');

    await topology.replicas.b.start();
    await page.close();
  });
});

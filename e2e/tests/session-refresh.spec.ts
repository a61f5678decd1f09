// Token refresh against the real API: a second API with a short access-token lifetime and a second
// host pointed at it (the suite's remotes serve both hosts). After the access token expires, opening a
// page makes its calls answer 401, the browser renews the session once and repeats them; logging out
// then ends the session on the server, so the last access token no longer works.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS, PUBLIC_HOST } from '../support/environment';
import { extraApiEnv, startExtraServer, stopExtraServer, waitUntilHealthy, type ExtraServer } from '../support/extra-servers';
import { openFromSidebar } from '../support/portal';
import { readState } from '../support/servers';

// Long enough that the checks after the refresh run well within the renewed token's life on a loaded CI
// machine (at 5 s the check of the renewed token sometimes came after it had expired again).
const ACCESS_TOKEN_TTL_SECONDS = 15;
const API_PORT = E2E_PORTS.api + 10;
const HOST_PORT = E2E_PORTS.host + 10;
const API = `http://${PUBLIC_HOST}:${API_PORT}`;
const HOST = `http://${PUBLIC_HOST}:${HOST_PORT}`;

const started: ExtraServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const { tmpDir, env } = readState();
  const api = startExtraServer(
    ['api/dist/server.js'],
    { ...extraApiEnv(API_PORT, path.join(tmpDir, 'short-tokens'), HOST), ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS), LOG_LEVEL: 'warn' },
    path.join(tmpDir, 'logs', 'short-token-api.log'),
  );
  // The same remotes as the suite's host; only the API differs.
  const host = startExtraServer(
    ['scripts/serve-static.mjs', 'host'],
    { ...env, PORT: String(HOST_PORT), HOST_PORT: String(HOST_PORT), API_URL: API },
    path.join(tmpDir, 'logs', 'short-token-host.log'),
  );
  started.push(api, host);
  await Promise.all([waitUntilHealthy(`${API}/health`, api), waitUntilHealthy(`${HOST}/health`, host)]);
});

test.afterAll(async () => {
  await Promise.all(started.map(stopExtraServer));
});

test('an expired access token is renewed once and the page loads; logout ends the session on the server', async ({ page, request }) => {
  const refreshes: number[] = [];
  const refused: string[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(API)) return;
    if (response.url().endsWith('/auth/refresh')) refreshes.push(response.status());
    else if (response.status() === 401) refused.push(new URL(response.url()).pathname);
  });

  await page.goto(`${HOST}/login`);
  await page.getByLabel('Employee ID').fill('CN1001');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back, Aarav Sharma')).toBeVisible();
  expect(refreshes).toEqual([]);

  // Let the access token expire, then open a page whose calls need it.
  await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
  await openFromSidebar(page, 'My Profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Vikram Mehta').first()).toBeVisible();
  expect(refused.length).toBeGreaterThan(0);
  expect(refreshes).toEqual([200]);

  const access = await page.evaluate(() => window.localStorage.getItem('cp.access'));
  expect(access).toBeTruthy();
  const before = await request.get(`${API}/auth/profile/`, { headers: { Authorization: `Bearer ${access}` } });
  expect(before.status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await request.get(`${API}/auth/profile/`, { headers: { Authorization: `Bearer ${access}` } });
  expect(after.status()).toBe(401);
});

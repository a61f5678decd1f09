import { expect, test, type APIRequestContext } from '@playwright/test';
import { originOf } from '../support/environment';
import { TOKEN_PATH, expectShell, openFromSidebar, signInThroughForm } from '../support/portal';
import { restartServer, stopServer } from '../support/servers';

const REMOTE_APPS = ['remote-core', 'remote-eligibility', 'remote-notifications'];
const CORE_UNAVAILABLE = 'Dashboard, leads and banks is unavailable right now.';

type MarkedWindow = Window & { __sameDocument?: boolean };

/** The files an app's build holds react-dom in (its mf-manifest.json's shared entries). */
async function reactDomFilesOf(request: APIRequestContext, app: string): Promise<string[]> {
  const manifest = (await (await request.get(`${originOf(app)}/mf-manifest.json`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return manifest.shared
    .filter((shared) => shared.name === 'react-dom' || shared.name === 'react-dom/client')
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((file) => `${originOf(app)}/${file}`);
}

test('react-dom is downloaded exactly once with all three remotes loaded', async ({ page, request }) => {
  const responses: string[] = [];
  const remotesThatServed = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    responses.push(url);
    for (const app of REMOTE_APPS) if (url.startsWith(`${originOf(app)}/`)) remotesThatServed.add(app);
  });

  await signInThroughForm(page, 'DR4001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Back office overview' })).toBeVisible();
  await openFromSidebar(page, 'Loan Products');
  await expect(page).toHaveURL(/\/banks_eligibility$/);
  await expect(page.getByRole('tab', { name: 'LAP' })).toBeVisible();
  await openFromSidebar(page, 'My Profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('DR4001').first()).toBeVisible();

  expect([...remotesThatServed].sort()).toEqual(REMOTE_APPS);
  // Only the host's copy of react-dom is fetched: a remote takes it from the share scope, never from
  // a copy of its own (a file the login page prefetched answers twice, the prefetch and the script
  // from the HTTP cache: one URL).
  const fetched = new Set(responses);
  for (const app of REMOTE_APPS) expect((await reactDomFilesOf(request, app)).filter((file) => fetched.has(file)), app).toEqual([]);
  expect(responses.filter((url) => /react-dom/.test(new URL(url).pathname) && !url.startsWith(`${originOf('host')}/`))).toEqual([]);
  const hostFiles = await reactDomFilesOf(request, 'host');
  expect(new Set(hostFiles.filter((file) => fetched.has(file))).size, `host files: ${hostFiles.join(', ')}`).toBe(1);
});

test('the profile page (remote-notifications) shows the signed-in user without a second sign-in', async ({ page }) => {
  let signInRequests = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(TOKEN_PATH)) signInRequests += 1;
  });
  await signInThroughForm(page, 'CN1001');
  await expectShell(page);
  await openFromSidebar(page, 'My Profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Aarav Sharma').first()).toBeVisible();
  await expect(page.getByText('CN1001').first()).toBeVisible();
  await expect(page.getByText('aarav.sharma@connectorportal.in').first()).toBeVisible();
  await expect(page.getByText('Team Structure', { exact: true })).toBeVisible();
  await expect(page.getByText('Vikram Mehta').first()).toBeVisible();
  await expect(page.getByLabel('Employee ID')).toHaveCount(0);
  expect(signInRequests).toBe(1);
});

test('with remote-core down the shell and the other remotes keep working, and Retry brings the dashboard back without a reload', async ({ page }) => {
  await stopServer('remote-core');
  try {
    await signInThroughForm(page, 'AD3001');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectShell(page);
    await expect(page.getByText(CORE_UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await openFromSidebar(page, 'My Profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('Anjali Desai').first()).toBeVisible();
    await openFromSidebar(page, 'Loan Products');
    await expect(page.getByRole('tab', { name: 'LAP' })).toBeVisible();

    await openFromSidebar(page, 'Dashboard');
    await expect(page.getByText(CORE_UNAVAILABLE)).toBeVisible();
    await page.evaluate(() => {
      (window as MarkedWindow).__sameDocument = true;
    });

    await restartServer('remote-core');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Back office overview' })).toBeVisible();
    await expect(page.getByText(CORE_UNAVAILABLE)).toHaveCount(0);
    expect(await page.evaluate(() => (window as MarkedWindow).__sameDocument)).toBe(true);
  } finally {
    await restartServer('remote-core');
  }
});

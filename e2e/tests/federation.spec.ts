import { expect, test } from '@playwright/test';
import { originOf } from '../support/environment';
import { TOKEN_PATH, expectShell, openFromSidebar, signInThroughForm } from '../support/portal';
import { restartServer, stopServer } from '../support/servers';

const REMOTE_APPS = ['remote-core', 'remote-eligibility', 'remote-notifications'];
const CORE_UNAVAILABLE = 'Dashboard, leads and banks is unavailable right now.';

type MarkedWindow = Window & { __sameDocument?: boolean };

test('react-dom is downloaded exactly once with all three remotes loaded', async ({ page }) => {
  const reactDomResponses: string[] = [];
  const remotesThatServed = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('react-dom')) reactDomResponses.push(url);
    for (const app of REMOTE_APPS) if (url.startsWith(`${originOf(app)}/`)) remotesThatServed.add(app);
  });

  await signInThroughForm(page, 'DR4001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Rajesh Kapoor')).toBeVisible();
  await openFromSidebar(page, 'Loan Products');
  await expect(page).toHaveURL(/\/banks_eligibility$/);
  await expect(page.getByRole('tab', { name: 'LAP' })).toBeVisible();
  await openFromSidebar(page, 'My Profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('DR4001').first()).toBeVisible();

  expect([...remotesThatServed].sort()).toEqual(REMOTE_APPS);
  // Shared chunks are named after their share key: "react-dom.<hash>.js" and, for the separately
  // shared entry point react-dom/client, "react-dom-client.<hash>.js". Each is fetched once, from the
  // host, although every remote's build carries its own copy as a fallback. (A file the login page
  // prefetched answers twice, the prefetch and the script from the HTTP cache: one file.)
  const listing = `react-dom responses:\n${reactDomResponses.join('\n')}`;
  const downloadsPerShareKey = new Map<string, number>();
  for (const url of new Set(reactDomResponses)) {
    expect(new URL(url).origin, listing).toBe(originOf('host'));
    const file = new URL(url).pathname.split('/').pop() ?? '';
    const shareKey = file.replace(/\.[0-9a-f]{8,}\.js$/, '').replace(/-\d+$/, '');
    downloadsPerShareKey.set(shareKey, (downloadsPerShareKey.get(shareKey) ?? 0) + 1);
  }
  expect(downloadsPerShareKey.get('react-dom'), listing).toBe(1);
  for (const [shareKey, count] of downloadsPerShareKey) expect(count, `${shareKey}: ${listing}`).toBe(1);
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
    await expect(page.getByText('Welcome back, Anjali Desai')).toBeVisible();
    await expect(page.getByText(CORE_UNAVAILABLE)).toHaveCount(0);
    expect(await page.evaluate(() => (window as MarkedWindow).__sameDocument)).toBe(true);
  } finally {
    await restartServer('remote-core');
  }
});

import { expect, test } from '@playwright/test';
import { TOKEN_PATH, expectShell, signInThroughForm } from '../support/portal';

test('CN1001 signs in and sees the dashboard with the seeded figures inside the shell', async ({ page }) => {
  await signInThroughForm(page, 'CN1001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectShell(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Assigned territory' })).toContainText('Pune West');
  // The four headline cards, each a group named by its label.
  await expect(main.getByRole('group', { name: 'Total Earnings' })).toHaveText(/^Total Earnings\s*₹53,000\s*Paid out$/);
  await expect(main.getByRole('group', { name: "This Month's Earnings" })).toHaveText(
    /^This Month's Earnings\s*₹43,000\s*From 4 successful leads$/,
  );
  await expect(main.getByRole('group', { name: 'Conversion Rate' })).toHaveText(/^Conversion Rate\s*37\.5%$/);
  await expect(main.getByRole('group', { name: 'Active Leads' })).toHaveText(/^Active Leads\s*3$/);
});

test("a wrong password shows the server's message and stays on the login page", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Employee ID').fill('CN1004');
  await page.getByLabel('Password', { exact: true }).fill('Wrong@Password1');
  const answer = page.waitForResponse((response) => response.url().endsWith(TOKEN_PATH) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(401);
  const { detail } = (await response.json()) as { detail: string };
  expect(detail.length).toBeGreaterThan(0);
  await expect(page.getByText(detail)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('a signed-in user who opens /login lands on /dashboard', async ({ page }) => {
  await signInThroughForm(page, 'RM2001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectShell(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Team overview' })).toBeVisible();
});

test('Logout returns to /login and the protected pages are closed again', async ({ page }) => {
  await signInThroughForm(page, 'DR4001');
  await expectShell(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('cp.access'), localStorage.getItem('cp.refresh')])).toEqual([null, null]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

// Who sees the back office: the sidebar groups per role, a page another role may not open, and the
// relationship manager's team, on the real API.
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/environment';
import { apiAccessToken, expectShell, signInThroughForm, SIDEBAR_ITEMS } from '../support/portal';

test('a connector has exactly the seven items, and a typed back-office URL says "You do not have access to this page"', async ({ page, request }) => {
  await signInThroughForm(page, 'CN1001');
  await expectShell(page);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link')).toHaveCount(SIDEBAR_ITEMS.length);
  await page.goto('/back-office/payouts');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expectShell(page);

  // The screen is a courtesy: the API refuses the call itself.
  const token = await apiAccessToken(request, 'CN1001');
  const answer = await request.get(`${API_URL}/leads/payouts/pending/`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});

test('AD3001 gets the Back Office group after the seven items', async ({ page }) => {
  await signInThroughForm(page, 'AD3001');
  await expect(page).toHaveURL(/\/dashboard$/);
  const group = page.getByRole('navigation', { name: 'Main' }).getByRole('region', { name: 'Back Office' });
  await expect(group.getByRole('link')).toHaveText(['KYC Review', 'Lead Management', 'Payouts', 'Catalogue', 'People']);
  await group.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
  await expect(page.getByText('CN1001').first()).toBeVisible();
});

test('RM2001 gets My Team: the connectors below them with their leads, and their team leads read-only', async ({ page }) => {
  await signInThroughForm(page, 'RM2001');
  await expect(page).toHaveURL(/\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('region', { name: 'My Team' }).getByRole('link')).toHaveText(['My Team', 'Team Leads']);
  await expect(sidebar.getByRole('region', { name: 'Back Office' })).toHaveCount(0);

  await sidebar.getByRole('link', { name: 'My Team', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  for (const id of ['CN1001', 'CN1002', 'CN1003', 'CN1004']) await expect(page.getByText(id, { exact: true }).first()).toBeVisible();

  await sidebar.getByRole('link', { name: 'Team Leads' }).click();
  await expect(page.getByText('Read-only: the leads of your team.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Leads' })).toContainText('Aarav Sharma');
  await expect(page.getByRole('table', { name: 'Leads' })).not.toContainText('Arjun Singh');

  await page.goto('/back-office/kyc');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
});

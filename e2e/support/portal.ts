// What the tests do as a user (through the page) or as the back office (through the API).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from './environment';

export const DEMO_PASSWORD = 'Demo@1234';

export const TOKEN_PATH = '/auth/api/connector/token/';

/** The sidebar's seven items, in the spec's order. */
export const SIDEBAR_ITEMS = ['Dashboard', 'Bank & Loans', 'Leads', 'Bonus', 'Loan Products', 'Eligibility Check', 'My Profile'];

/** Sign in through the login form (fields Employee ID and Password, button Sign In). */
export async function signInThroughForm(page: Page, employeeId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Employee ID').fill(employeeId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The app shell is on screen: the sidebar's items and the Logout button. */
export async function expectShell(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  for (const item of SIDEBAR_ITEMS) await expect(sidebar.getByRole('link', { name: item, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Follow a sidebar item (client-side navigation, same page session); on a phone, through the menu's drawer. */
export async function openFromSidebar(page: Page, item: string): Promise<void> {
  // The top bar is drawn with the shell: only then does the menu button's visibility say which screen this is.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  const onPhone = await menu.isVisible();
  if (onPhone) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item, exact: true }).click();
  if (onPhone) await expect(page.getByRole('button', { name: 'Close menu' })).toBeHidden();
}

/**
 * The entries of a page kit list (`ResponsiveList`) named `label`: its table's rows on a wide screen,
 * its cards below 1024px (only one of the two is visible, so only one matches).
 */
export function listEntries(scope: Page | Locator, label: string | RegExp): Locator {
  return scope
    .getByRole('table', { name: label })
    .getByRole('row')
    .or(scope.getByRole('list', { name: label }).getByRole('listitem'));
}

/** Sign in through the API and return the access token (back-office calls). */
export async function apiAccessToken(request: APIRequestContext, employeeId: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post(`${API_URL}${TOKEN_PATH}`, { data: { employee_id: employeeId, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access: string; refresh: string };
  return body.access;
}

// The notification centre and the live badge (issue 9), on the real API: a custom alert reaches a
// connector's badge without a reload, and an approval's lead_status notification leads to the lead.
// Both add notifications and a lead, so they run in the "flows" project.
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { API_URL, HOST_URL } from '../support/environment';
import { apiAccessToken, signInThroughForm } from '../support/portal';

async function signedInPage(browser: Browser, employeeId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInThroughForm(page, employeeId);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** The top bar's bell. */
const bellOf = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** The unread count the bell announces ("Notifications, 3 unread"; "Notifications" alone at zero). */
async function unreadOnBell(page: Page): Promise<number> {
  const label = (await bellOf(page).getAttribute('aria-label')) ?? (await bellOf(page).innerText());
  const match = /(\d+)\+? unread/.exec(label);
  return match ? Number(match[1]) : 0;
}

/** A mark that survives only as long as the page is not reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
}
async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
}

test('AD3001 sends a custom alert to connectors: CN1001’s badge goes up without a reload, the item shows its bold text, opening it marks it read and the badge goes down', async ({ browser }) => {
  const connector = await signedInPage(browser, 'CN1001');
  await expect(bellOf(connector)).toBeVisible();
  // The seed leaves CN1001 some unread notifications; wait until the bell shows the API's count.
  await expect.poll(() => unreadOnBell(connector)).toBeGreaterThan(0);
  const before = await unreadOnBell(connector);
  await markPage(connector);

  const admin = await signedInPage(browser, 'AD3001');
  await bellOf(admin).click();
  await expect(admin).toHaveURL(/\/notifications$/);
  await admin.getByRole('link', { name: 'Send Custom' }).click();
  await expect(admin).toHaveURL(/\/custom_notifications$/);
  const title = `Branch visit ${Date.now()}`;
  await admin.getByRole('radio', { name: /Custom alert/ }).check();
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Message').fill('Meet your relationship manager at **Pune West** on Friday.\nBring your KYC originals.');
  await admin.getByRole('radio', { name: 'A role' }).check();
  await admin.getByRole('combobox', { name: /^Role/ }).selectOption('connector');
  await expect(admin.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: 'Pune West' })).toBeVisible();
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(admin.getByText(/Sent to \d+ employees?/).first()).toBeVisible();

  // The connector's badge moves by itself: the API's event stream, no reload.
  await expect.poll(() => unreadOnBell(connector), { timeout: 15_000 }).toBe(before + 1);
  await expectNotReloaded(connector);

  await bellOf(connector).click();
  await expect(connector).toHaveURL(/\/notifications$/);
  const item = connector.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item.locator('strong', { hasText: 'Pune West' })).toBeVisible();
  await expect(item).toContainText('Bring your KYC originals.');
  await expect(item.getByText('Custom Alert', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: title }).click();
  await expect.poll(() => unreadOnBell(connector), { timeout: 15_000 }).toBe(before);
  await expectNotReloaded(connector);
  await connector.context().close();
  await admin.context().close();
});

async function addLeadForCN1001(request: APIRequestContext, customer: string): Promise<number> {
  const token = await apiAccessToken(request, 'CN1001');
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get(`${API_URL}/auth/profile/`, { headers })).json()) as { assigned_territory: { id: number } | null };
  const bankLoans = (await (await request.get(`${API_URL}/leads/bankloans/`, { headers })).json()) as {
    id: number;
    bank: { name: string };
    loan: { type?: string; name?: string };
  }[];
  const homeLoan = bankLoans.find((loan) => loan.bank.name === 'HDFC Bank' && /home/i.test(loan.loan.type ?? loan.loan.name ?? ''));
  if (!homeLoan || !profile.assigned_territory) throw new Error('the demo data has no HDFC Bank home loan or CN1001 no territory');
  const created = await request.post(`${API_URL}/leads/leads/`, {
    headers,
    data: {
      customer_name: customer,
      customer_mobile: `96${String(Date.now()).slice(-8)}`,
      customer_address: '12, FC Road, Pune 411004',
      loan_type: homeLoan.id,
      loan_amount: 2_500_000,
      referred_by_employee_id: 'CN1001',
      branch: profile.assigned_territory.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('AD3001 approves a lead of CN1001: CN1001 gets a lead_status notification whose View Lead opens the lead', async ({ browser, request }) => {
  const customer = `Ishaan Kulkarni ${String(Date.now()).slice(-5)}`;
  const leadId = await addLeadForCN1001(request, customer);

  const adminToken = await apiAccessToken(request, 'AD3001');
  const approved = await request.post(`${API_URL}/leads/manage/leads/${leadId}/status/`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { from_status: 'processing', status: 'approved', remark: 'Sanction letter received from the bank' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const connector = await signedInPage(browser, 'CN1001');
  await bellOf(connector).click();
  const item = connector.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: customer });
  await expect(item.first()).toBeVisible();
  const approval = item.filter({ hasText: 'approved' }).first();
  await expect(approval.getByText('Lead Status', { exact: true })).toBeVisible();
  await expect(approval.getByLabel('Lead', { exact: true })).toContainText(customer);
  await approval.getByRole('link', { name: 'View Lead' }).click();
  await expect(connector).toHaveURL(new RegExp(`/lead/${leadId}$`));
  await expect(connector.getByRole('main')).toContainText(customer);
  await connector.context().close();
});

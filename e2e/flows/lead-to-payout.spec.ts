// The design's business flow 2 end to end, on the real API: a connector's lead is worked in the back
// office, approved, and paid. It changes CN1001's figures, so it runs in the "flows" project, after
// the tests that assert the seeded ones.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { HOST_URL } from '../support/environment';
import { openFromSidebar, signInThroughForm } from '../support/portal';

/** "₹1,23,456" (as the screen shows it) to 123456. */
function rupees(text: string): number {
  const match = /₹\s*([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`no rupee amount in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

async function dashboardFigures(page: Page): Promise<{ total: number; thisMonth: number }> {
  await openFromSidebar(page, 'Dashboard');
  const main = page.getByRole('main');
  const total = main.getByRole('group', { name: 'Total Earnings' });
  const thisMonth = main.getByRole('group', { name: "This Month's Earnings" });
  await expect(total).toContainText('₹');
  return { total: rupees(await total.innerText()), thisMonth: rupees(await thisMonth.innerText()) };
}

async function signedInPage(browser: Browser, employeeId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInThroughForm(page, employeeId);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('CN1001 adds a lead; AD3001 verifies its documents and approves it; CN1001 sees the pending credit; AD3001 pays it; Total Earnings grow by it', async ({ browser }) => {
  const customer = `Nandini Rao ${String(Date.now()).slice(-5)}`;
  const mobile = `97${String(Date.now()).slice(-8)}`;
  const loanAmount = 1_000_000; // HDFC Bank Home Loan pays connectors 1.00%: ₹10,000
  const payout = 10_000;

  // CN1001 adds the lead.
  const connector = await signedInPage(browser, 'CN1001');
  const before = await dashboardFigures(connector);
  await openFromSidebar(connector, 'Leads');
  await connector.getByRole('button', { name: 'Add Lead' }).click();
  const add = connector.getByRole('dialog', { name: 'Add Lead' });
  await add.getByLabel('Customer Name').fill(customer);
  await add.getByLabel('Mobile Number').fill(mobile);
  await add.getByLabel('Address').fill('8, Baner Road, Pune 411045');
  await add.getByRole('combobox', { name: 'Loan Type' }).fill('hdfc home');
  await add.getByRole('option', { name: 'Home Loan — HDFC Bank' }).click();
  await add.getByLabel('Loan Amount').fill(String(loanAmount));
  await add.getByRole('button', { name: 'Create Lead' }).click();
  await expect(add).toBeHidden();
  await expect(connector.getByRole('table', { name: 'My leads' }).getByRole('row').filter({ hasText: customer })).toContainText(/processing/i);

  // AD3001 finds it in Lead Management, verifies every document and approves it with a remark.
  const admin = await signedInPage(browser, 'AD3001');
  await openFromSidebar(admin, 'Lead Management');
  await expect(admin.getByRole('heading', { name: 'Lead Management' })).toBeVisible();
  await admin.getByLabel('Customer').fill(customer);
  await admin.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(admin).toHaveURL(/search=/);
  const leadRow = admin.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: customer });
  await expect(leadRow).toHaveCount(1);
  await expect(leadRow).toContainText('₹10,00,000');
  await leadRow.click();
  await expect(admin).toHaveURL(/\/back-office\/leads\/\d+$/);
  await expect(admin.getByRole('heading', { name: customer })).toBeVisible();

  const checklist = admin.getByRole('list', { name: 'Document checklist' });
  const documentChoices = checklist.getByRole('combobox');
  // The checklist is the page's body, drawn after its header (docs/pages.md, "A page's header first").
  await expect(documentChoices.first()).toBeVisible();
  const documentCount = await documentChoices.count();
  expect(documentCount).toBeGreaterThan(0);
  for (let index = 0; index < documentCount; index += 1) await documentChoices.nth(index).selectOption('Verified');
  await admin.getByRole('button', { name: 'Save documents' }).click();
  await expect(admin.getByText(/marked Verified/).first()).toBeVisible();

  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve lead' });
  await approve.getByLabel('Remark').fill('All documents verified; sanction letter received');
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toBeHidden();
  await expect(admin.getByText('Processing → Approved').first()).toBeVisible();
  await expect(admin.getByText('₹10,000').first()).toBeVisible();

  // CN1001: the credit is Pending on Bonus, counted in This Month's Earnings, not yet in Total Earnings.
  await connector.reload();
  const approved = await dashboardFigures(connector);
  expect(approved.thisMonth).toBe(before.thisMonth + payout);
  expect(approved.total).toBe(before.total);
  await openFromSidebar(connector, 'Bonus');
  const credit = connector.getByText(customer).first();
  await expect(credit).toBeVisible();
  await expect(connector.getByText('Pending', { exact: true }).first()).toBeVisible();
  await openFromSidebar(connector, 'Leads');
  await connector.getByRole('table', { name: 'My leads' }).getByRole('row').filter({ hasText: customer }).click();
  await expect(connector.getByText('Processing → Approved')).toBeVisible();
  await expect(connector.getByText('All documents verified; sanction letter received').first()).toBeVisible();

  // AD3001 pays exactly this credit in a payout run.
  await openFromSidebar(admin, 'Payouts');
  await expect(admin.getByRole('heading', { name: 'Payouts' })).toBeVisible();
  const search = admin.getByRole('search', { name: 'Search connectors' });
  await search.getByLabel('Connector').fill('CN1001');
  await search.getByLabel('Connector').press('Enter');
  const entry = admin.getByRole('row').filter({ hasText: customer });
  // The checkbox's input is visually hidden behind its box; a user clicks the box (its label).
  await entry.locator('label').first().click();
  await expect(entry.getByRole('checkbox')).toBeChecked();
  await expect(admin.getByRole('status', { name: 'Selection' })).toContainText('₹10,000');
  await admin.getByRole('button', { name: 'Run payout' }).click();
  const run = admin.getByRole('dialog', { name: 'Run payout' });
  const reference = `UTR${Date.now()}`;
  await run.getByLabel('Payment reference').fill(reference);
  await run.getByRole('button', { name: 'Record payout run' }).click();
  await expect(run).toBeHidden();
  await expect(admin.getByText(`Payout run ${reference} recorded: ₹10,000 to 1 connector.`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: customer })).toHaveCount(0);

  // CN1001's Total Earnings grow by the payout.
  await connector.reload();
  const paid = await dashboardFigures(connector);
  expect(paid.total).toBe(before.total + payout);
  expect(paid.thisMonth).toBe(before.thisMonth + payout);
  await connector.context().close();
  await admin.context().close();
});

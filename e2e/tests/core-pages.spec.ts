// The remote-core pages on the real API: adding and opening a lead, the bank → branch → spokespersons
// path with its filters, a loan type's banks, the cards below 1024px, the bonus statement's CSV, and
// another connector's lead by URL.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openFromSidebar, signInThroughForm } from '../support/portal';

/** The cell texts of a table's rows (header row included), as the screen shows them. */
async function tableTexts(page: Page, name: string): Promise<string[][]> {
  return page.getByRole('table', { name }).evaluate((table) =>
    Array.from(table.querySelectorAll('tr')).map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim())),
  );
}

/** A CSV file as rows of fields (quoted fields, doubled quotes, CRLF, BOM). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

// CN1006 adds the lead: other tests assert CN1001's seeded figures.
test('CN1006 adds a lead, is warned about the same mobile next time, and opens the lead with its checklist and timeline', async ({ page }) => {
  await signInThroughForm(page, 'CN1006');
  await openFromSidebar(page, 'Leads');
  await expect(page.getByRole('heading', { name: 'Leads Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'my', exact: false })).toBeVisible();

  const mobile = `98${String(Date.now()).slice(-8)}`;
  await page.getByRole('button', { name: 'Add Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  const create = dialog.getByRole('button', { name: 'Create Lead' });
  await dialog.getByLabel('Customer Name').fill('Kavita Joshi');
  await dialog.getByLabel('Mobile Number').fill(mobile);
  await dialog.getByLabel('Address').fill('12 MG Road, Pune 411001');
  await expect(create).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Loan Type' }).fill('hdfc gold');
  await dialog.getByRole('option', { name: 'Gold Loan — HDFC Bank' }).click();
  await dialog.getByLabel('Loan Amount').fill('300000');
  await dialog.getByLabel('Remarks (Optional)').fill('Wants a quick disbursal');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'My leads' });
  const row = table.getByRole('row').filter({ hasText: 'Kavita Joshi' });
  await expect(row).toContainText('Gold Loan');
  await expect(row).toContainText('₹3,00,000');
  await expect(row).toContainText(/processing/i);

  // The same customer again: a warning, not a refusal.
  await page.getByRole('button', { name: 'Add Lead' }).click();
  await dialog.getByLabel('Mobile Number').fill(mobile);
  await expect(dialog.getByText('This customer already has an open lead from the last 90 days.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.click();
  await expect(page).toHaveURL(/\/lead\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Kavita Joshi' })).toBeVisible();
  await expect(page.getByText('PROCESSING', { exact: true })).toBeVisible();
  await expect(page.getByText('Wants a quick disbursal').first()).toBeVisible();
  for (const document of ['PAN Card', 'Aadhaar Card', 'Gold ornaments for valuation']) await expect(page.getByText(document, { exact: true })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(3);
  await expect(page.getByText('Created as Processing')).toBeVisible();
  await expect(page.getByText('Arjun Singh (CN1006)').first()).toBeVisible();

  await page.getByRole('link', { name: 'Back to Leads' }).click();
  await expect(page).toHaveURL(/\/leads$/);
});

test('bank → branch → spokespersons: the four filters and "Showing X of Y branches"', async ({ page }) => {
  await signInThroughForm(page, 'CN1001');
  await openFromSidebar(page, 'Bank & Loans');
  await page.getByText('HDFC Bank', { exact: true }).click();
  await expect(page).toHaveURL(/\/bank\/\d+$/);
  await expect(page.getByRole('heading', { name: 'HDFC Bank' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Branches \(15\)$/ })).toBeVisible();
  await expect(page.getByText('Showing 15 of 15 branches')).toBeVisible();

  await page.getByLabel('State').fill('KARNATAKA');
  await expect(page.getByText(/^Showing [1-9]\d* of 15 branches$/)).toBeVisible();
  const karnataka = await page.getByRole('table').getByRole('row').count();
  await page.getByLabel('State').fill('');
  await page.getByLabel('Cluster').fill('pune');
  await expect(page.getByText(/^Showing [1-9]\d* of 15 branches$/)).toBeVisible();
  await page.getByLabel('Cluster').fill('');
  await page.getByLabel('Pincode').fill('411');
  await expect(page.getByText(/^Showing [1-9]\d* of 15 branches$/)).toBeVisible();
  await page.getByLabel('Pincode').fill('');
  await page.getByLabel('Branch Name').fill('no such branch');
  await expect(page.getByText('Showing 0 of 15 branches')).toBeVisible();
  await page.getByLabel('Branch Name').fill('kothrud');
  await expect(page.getByText('Showing 1 of 15 branches')).toBeVisible();
  expect(karnataka).toBeGreaterThan(1);

  await page.getByRole('row').filter({ hasText: 'Pune - Kothrud' }).click();
  await expect(page).toHaveURL(/\/branch\/\d+$/);
  await expect(page.getByText(/^Total Spokespersons: \d+$/)).toBeVisible();
  for (const column of ['Employee ID', 'Name', 'Contact Info', 'Role', 'Status']) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/bank\/\d+$/);
  await page.getByRole('tab', { name: /^Loans \(\d+\)$/ }).click();
  for (const column of ['Loan Type', 'Required Documents', "Connector's Payout (%)"]) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
});

test('a loan type lists the banks offering it; on a narrow screen the lists are cards', async ({ page }) => {
  await signInThroughForm(page, 'CN1001');
  await openFromSidebar(page, 'Bank & Loans');
  await page.getByRole('tab', { name: 'Loans' }).click();
  await page.getByText('Personal Loan', { exact: true }).click();
  await expect(page).toHaveURL(/\/loan\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Personal Loan' })).toBeVisible();
  await expect(page.getByText(/^Banks Offering: \d+$/)).toBeVisible();
  for (const column of ['Bank Name', 'Required Documents', "Connector's Payout (%)"]) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(/^Commission: [\d.]+%$/).first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/leads');
  await expect(page.getByRole('list', { name: 'My leads' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the bonus statement CSV holds exactly what the table shows', async ({ page }) => {
  await signInThroughForm(page, 'CN1001');
  await openFromSidebar(page, 'Bonus');
  await expect(page.getByText('Total Bonus Amount')).toBeVisible();
  await page.getByRole('button', { name: 'Table' }).click();
  const shown = await tableTexts(page, 'Transactions');
  expect(shown[0]).toEqual(['Date', 'Amount', 'Status', 'Customer', 'Bank', 'Loan Type', 'Loan Amount', 'Commission']);
  expect(shown.length).toBeGreaterThan(1);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bonus-statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(fs.readFileSync(await download.path(), 'utf8'));
  expect(csv).toEqual(shown);
});

test('CN1005 opening one of CN1001\'s leads by URL sees "Lead not found"', async ({ page, browser }) => {
  // Find the id of one of CN1001's leads through CN1001's own list.
  await signInThroughForm(page, 'CN1001');
  await openFromSidebar(page, 'Leads');
  await page.getByRole('table', { name: 'My leads' }).getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/lead\/\d+$/);
  const leadUrl = new URL(page.url()).pathname;

  const other = await browser.newPage();
  await signInThroughForm(other, 'CN1005');
  await expect(other).toHaveURL(/\/dashboard$/);
  await other.goto(leadUrl);
  await expect(other.getByText('Lead not found')).toBeVisible();
  await expect(other.getByText('This lead does not exist, or it is not one of your leads.')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Back to Leads' })).toBeVisible();
  await other.close();
});

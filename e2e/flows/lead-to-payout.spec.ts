// The design's business flow 2 end to end, on the real API, with the taxes on it (docs/payout-taxes.md):
// a connector enters their PAN and the back office verifies it; their lead is worked in the back office,
// approved (TDS at the PAN rate beside the credit) and paid; the connector is told, sees the payment and
// downloads the month's statement. It changes CN1001's figures, so it runs in the "flows" project, after
// the tests that assert the seeded ones.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_URL, HOST_URL } from '../support/environment';
import { solidPng } from '../support/png';
import { listEntries, openFromSidebar, signInThroughForm } from '../support/portal';

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

/** The text of a PDF, as copy and paste would give it (pdfjs, the reader the portal's viewer uses). */
async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

/**
 * The flow runs at both widths the portal is built for, each person on their own browser. The second
 * run enters a new PAN, which takes the first one's verification away, so it is verified again.
 */
const SCREENS = [
  { name: 'at 1280 px', context: { viewport: { width: 1280, height: 800 } }, pan: 'ABCPE1234F' },
  { name: 'on a phone (390 px)', context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, pan: 'ABCPK5678L' },
] as const;
type Screen = (typeof SCREENS)[number];

async function signedInPage(browser: Browser, employeeId: string, screen: Screen): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_URL, ...screen.context });
  const page = await context.newPage();
  await signInThroughForm(page, employeeId);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

for (const screen of SCREENS) {
  test(`${screen.name}: CN1001 enters a PAN, AD3001 verifies it; CN1001 adds a lead; AD3001 verifies its documents and approves it (2% TDS); AD3001 pays it; CN1001 is told, sees it paid and downloads the statement`, async ({ browser }) => {
    // Two people's whole round of a lead, its uploads and its payout in one test: on a 2-core CI machine,
    // beside the unit and API tests, it takes over the default minute without anything being wrong.
    test.setTimeout(180_000);
    const customer = `Nandini Rao ${String(Date.now()).slice(-5)}`;
    const mobile = `97${String(Date.now()).slice(-8)}`;
    const loanAmount = 1_000_000; // HDFC Bank Home Loan pays connectors 1.00%: ₹10,000
    const payout = 10_000;
    // CN1001's year is over ₹20,000 already (the seed), so a verified PAN means 2% TDS on each credit.
    const tds = 200;

    // CN1001 enters a PAN on My Profile (with their password); it waits for the back office.
    const connector = await signedInPage(browser, 'CN1001', screen);
    await openFromSidebar(connector, 'My Profile');
    const taxCard = connector.getByRole('region', { name: 'Tax and payout details' });
    await taxCard.getByRole('button', { name: 'Edit' }).click();
    await taxCard.getByLabel('PAN').fill(screen.pan.toLowerCase());
    await taxCard.getByLabel('Current password').fill('Demo@1234');
    await taxCard.getByRole('button', { name: 'Save' }).click();
    await expect(taxCard.getByText(screen.pan)).toBeVisible();
    await expect(taxCard.getByText('Awaiting verification').first()).toBeVisible();

    // AD3001 verifies it from the queue on the Payouts page's Tax details tab.
    const admin = await signedInPage(browser, 'AD3001', screen);
    await openFromSidebar(admin, 'Payouts');
    await admin.getByRole('tab', { name: 'Tax details' }).click();
    const queue = admin.getByRole('region', { name: 'Tax details to verify' });
    await queue.getByRole('button', { name: 'Review CN1001' }).click();
    const review = admin.getByRole('dialog', { name: /Tax details of .*CN1001/ });
    await expect(review.getByText(screen.pan)).toBeVisible();
    await review.getByRole('button', { name: 'Verify PAN' }).click();
    await expect(review.getByRole('button', { name: 'Verify PAN' })).toHaveCount(0);
    await expect(review.getByText(/Verified on .* by Anjali Desai/).first()).toBeVisible();
    await review.getByRole('button', { name: 'Done' }).click();

    // CN1001 adds the lead.
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
    await expect(listEntries(connector, 'My leads').filter({ hasText: customer })).toContainText(/processing/i);

    // AD3001 finds it in Lead Management, verifies every document and approves it with a remark.
    await openFromSidebar(admin, 'Lead Management');
    await expect(admin.getByRole('heading', { name: 'Lead Management' })).toBeVisible();
    await admin.getByLabel('Customer').fill(customer);
    await admin.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(admin).toHaveURL(/search=/);
    const leadRow = listEntries(admin, 'Leads').filter({ hasText: customer });
    await expect(leadRow).toHaveCount(1);
    await expect(leadRow).toContainText('₹10,00,000');
    await leadRow.click();
    await expect(admin).toHaveURL(/\/back-office\/leads\/\d+$/);
    await expect(admin.getByRole('heading', { name: customer })).toBeVisible();

    // CN1001 has sent a page of every document (through the API here: the upload screen has its own
    // spec, lead-documents.spec.ts); AD3001 verifies each one.
    const leadId = Number(/\/back-office\/leads\/(\d+)$/.exec(admin.url())?.[1]);
    const token = await connector.evaluate(() => localStorage.getItem('cp.access'));
    const headers = { authorization: `Bearer ${token}` };
    const { documents } = (await (await connector.request.get(`${API_URL}/leads/leads/${leadId}/documents/`, { headers })).json()) as { documents: { name: string }[] };
    expect(documents.length).toBeGreaterThan(0);
    for (const [index, document] of documents.entries()) {
      const sent = await connector.request.post(`${API_URL}/leads/leads/${leadId}/documents/pages/`, {
        headers,
        multipart: { document: document.name, upload_key: `flow-${index}`, file: { name: 'page.png', mimeType: 'image/png', buffer: solidPng(600, 800, [245, 245, 240]) } },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await admin.reload();
    for (const document of documents) {
      await admin.getByRole('button', { name: `Verify ${document.name}` }).click();
      await expect(admin.getByText(`${document.name} verified.`)).toBeVisible();
    }
    await expect(admin.getByText(`${documents.length} of ${documents.length} verified`)).toBeVisible();
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
    await listEntries(connector, 'My leads').filter({ hasText: customer }).click();
    await expect(connector.getByText('Processing → Approved')).toBeVisible();
    await expect(connector.getByText('All documents verified; sanction letter received').first()).toBeVisible();

    // CN1001 keeps Bonus open while AD3001 pays: the payment shows there without a reload.
    await openFromSidebar(connector, 'Bonus');
    await expect(connector.getByText(customer).first()).toBeVisible();

    // AD3001 pays exactly this credit in a payout run: its TDS entry comes with it.
    await openFromSidebar(admin, 'Payouts');
    await expect(admin.getByRole('heading', { name: 'Payouts' })).toBeVisible();
    const search = admin.getByRole('search', { name: 'Search connectors' });
    await search.getByLabel('Connector').fill('CN1001');
    await search.getByLabel('Connector').press('Enter');
    const rows = listEntries(admin, /^Entries of .*\(CN1001\)$/).filter({ hasText: customer });
    await expect(rows).toHaveCount(2);
    const entry = rows.filter({ hasNotText: 'TDS' });
    const tdsEntry = rows.filter({ hasText: 'TDS' });
    await expect(tdsEntry).toContainText('₹200');
    // The checkbox's input is visually hidden behind its box; a user clicks the box (its label).
    await entry.locator('label').first().click();
    await expect(entry.getByRole('checkbox')).toBeChecked();
    await expect(tdsEntry.getByRole('checkbox')).toBeChecked();
    const selection = admin.getByRole('status', { name: 'Selection' });
    await expect(selection).toContainText('₹9,800');
    await admin.getByRole('button', { name: 'Run payout' }).click();
    const run = admin.getByRole('dialog', { name: 'Run payout' });
    await expect(run).toContainText('₹200');
    const reference = `UTR${Date.now()}`;
    await run.getByLabel('Payment reference').fill(reference);
    await run.getByRole('button', { name: 'Record payout run' }).click();
    await expect(run).toBeHidden();
    await expect(admin.getByText(`Payout run ${reference} recorded: ₹9,800 to 1 connector.`)).toBeVisible();
    await expect(listEntries(admin, /^Entries of .*\(CN1001\)$/).filter({ hasText: customer })).toHaveCount(0);

    // CN1001: Bonus shows the payment and its reference by itself (the notification's arrival refreshes it).
    const paidCredit = connector.getByRole('group', { name: 'Credit +₹10,000' }).filter({ hasText: customer });
    await expect(paidCredit).toContainText(`· ${reference}`, { timeout: 20_000 });
    await expect(paidCredit).toContainText(/Paid on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await connector.getByRole('link', { name: /^Notifications/ }).click();
    await expect(connector.getByText('Payout paid: ₹9,800').first()).toBeVisible();

    // The month's statement (a PDF drawn by the server) says what the screen says.
    await openFromSidebar(connector, 'Bonus');
    const statementCard = connector.getByRole('region', { name: 'Monthly statement' });
    const downloading = connector.waitForEvent('download');
    await statementCard.getByRole('button', { name: 'Download statement' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^commission-statement-CN1001-\d{4}-\d{2}\.pdf$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await pdfText(await readFile(path));
    const totalBonus = await connector.getByRole('group', { name: 'Total Bonus Amount' }).innerText();
    expect(text).toContain('Aarav Sharma (CN1001)');
    expect(text).toContain(`PAN: ${screen.pan}`);
    expect(text).toContain(`${customer} · HDFC Bank · Home Loan · loan ₹10,00,000 · payout 1%`);
    expect(text).toContain(reference);
    expect(text).toContain('-₹200');
    expect(text).toContain('₹9,800');
    expect(totalBonus).toContain('₹');

    // CN1001's Total Earnings grow by what was paid (net of TDS); This Month's Earnings count the commission.
    await connector.reload();
    const paid = await dashboardFigures(connector);
    expect(paid.total).toBe(before.total + payout - tds);
    expect(paid.thisMonth).toBe(before.thisMonth + payout);
    await connector.context().close();
    await admin.context().close();
  });
}

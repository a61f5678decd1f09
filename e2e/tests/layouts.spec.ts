// Layouts only a browser can measure (jsdom has no widths): the back office's widest tables fit a
// 1280px laptop beside the sidebar, the dashboard's four figures sit two to a row on a tablet, and
// the shell's title stays on one line next to the bell on a phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/portal';

/** Neither the page nor the table's own scroll area scrolls sideways. */
async function expectNoSidewaysScrolling(page: Page, table: Locator): Promise<void> {
  const documentWidths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(documentWidths.scroll, 'the page is wider than the screen').toBeLessThanOrEqual(documentWidths.client);
  // The table sits in a scroll area (its parent) that would scroll if the table were too wide.
  const areaWidths = await table.evaluate((element) => ({ scroll: element.parentElement!.scrollWidth, client: element.parentElement!.clientWidth }));
  expect(areaWidths.scroll, 'the table is wider than its card').toBeLessThanOrEqual(areaWidths.client);
}

/** The element is on screen from its left edge to its right edge: nothing to scroll sideways for. */
async function expectWhollyOnScreen(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'no box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${await element.textContent()} ends past the right edge`).toBeLessThanOrEqual(width);
}

/** Signed in as the demo admin, a back-office list from the sidebar, once its first row is drawn. */
async function openAdminTable(page: Page, sidebarItem: string, tableName: string): Promise<Locator> {
  await signInThroughForm(page, 'AD3001');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: sidebarItem }).click();
  const table = page.getByRole('table', { name: tableName });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScrolling(page, table);
  return table;
}

test.describe('at 1280×800 beside the sidebar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Lead Management's table fits: every column header, Created included, is on screen", async ({ page }) => {
    const table = await openAdminTable(page, 'Lead Management', 'Leads');
    for (const header of ['ID', 'Customer', 'Loan Amount', 'Status', 'Created']) {
      await expectWhollyOnScreen(page, table.getByRole('columnheader', { name: header, exact: true }));
    }
    await expectWhollyOnScreen(page, table.getByRole('row').nth(1).getByRole('cell').last());
  });

  test("People's table fits: e-mail whole, KYC, Active and Deactivate on screen", async ({ page }) => {
    const table = await openAdminTable(page, 'People', 'Employees');
    for (const header of ['E-mail', 'KYC', 'Active', 'Actions']) {
      await expectWhollyOnScreen(page, table.getByRole('columnheader', { name: header, exact: true }));
    }
    // An e-mail wraps at "@" and dots when it must; every character of it stays readable.
    const email = table.getByRole('cell', { name: /@/ }).first();
    await expectWhollyOnScreen(page, email);
    expect(await email.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    await expectWhollyOnScreen(page, table.getByRole('button', { name: /^Deactivate / }).first());
  });
});

test("at 900px the connector's dashboard shows its four figures two to a row", async ({ page }) => {
  await signInThroughForm(page, 'CN1001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 900, height: 800 });
  const figures = ['Total Earnings', "This Month's Earnings", 'Conversion Rate', 'Active Leads'].map((name) => page.getByRole('group', { name }));
  await expect(figures[3]).toBeVisible();

  const [first, second, third, fourth] = await Promise.all(figures.map(async (figure) => (await figure.boundingBox())!));
  expect(second.y, 'the second figure beside the first').toBeCloseTo(first.y, 0);
  expect(second.x).toBeGreaterThan(first.x + first.width);
  expect(third.y, 'the third figure on the next row').toBeGreaterThan(first.y + first.height);
  expect(third.x).toBeCloseTo(first.x, 0);
  expect(fourth.y).toBeCloseTo(third.y, 0);
  expect(fourth.x).toBeCloseTo(second.x, 0);
});

test('at 390px the title "Connector Portal" is one line next to the bell', async ({ page }) => {
  await signInThroughForm(page, 'AD3001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 390, height: 844 });
  const banner = page.getByRole('banner');
  const wordmark = banner.getByRole('img', { name: 'Connector Portal' }).locator(':scope > span');
  await expect(wordmark).toBeVisible();

  const { height, lineHeight, truncated } = await wordmark.evaluate((element) => {
    const style = getComputedStyle(element);
    const line = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
    return { height: element.getBoundingClientRect().height, lineHeight: line, truncated: element.scrollWidth > element.clientWidth };
  });
  expect(height, 'the title wraps onto a second line').toBeLessThan(lineHeight * 1.5);
  expect(truncated, 'the title is cut short').toBe(false);
  await expectWhollyOnScreen(page, banner.getByRole('button', { name: 'Logout' }));
  const documentWidths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(documentWidths.scroll).toBeLessThanOrEqual(documentWidths.client);
});

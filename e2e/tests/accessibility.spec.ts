// Every page held to the phone targets passes axe's WCAG 2.1 A/AA rules and its heading order (the
// rules behind Lighthouse's accessibility score), on a phone and on a laptop, once its data is shown.
import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/portal';

const { auditedPages } = createRequire(import.meta.url)('../../scripts/lib/page-table.cjs') as {
  auditedPages: () => { path: string; account: 'connector' | 'staff' }[];
};

const ACCOUNTS = { connector: 'CN1001', staff: 'AD3001' } as const;
const WIDTHS = [390, 1280];

/** The page's title is shown and nothing is still loading. */
async function expectPageShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

// One test per account and width: each audit loads axe into the page and walks the whole DOM, which
// takes seconds on a loaded CI machine, so each test's time allowance grows with its pages.
for (const account of ['connector', 'staff'] as const) {
  for (const width of WIDTHS) {
    test(`every page a ${account} is audited on meets WCAG 2.1 AA and keeps its headings in order at ${width}px`, async ({ page }) => {
      const pages = auditedPages().filter((entry) => entry.account === account);
      test.setTimeout(60_000 + pages.length * 30_000);
      await page.setViewportSize({ width, height: 844 });
      await signInThroughForm(page, ACCOUNTS[account]);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      const failures: string[] = [];
      for (const { path } of pages) {
        await page.goto(path);
        await expectPageShown(page);
        // One run: the WCAG rules by tag, plus heading-order by name (a best practice, not a WCAG
        // rule; axe's `rules` option turns it on beside the tags).
        const results = await new AxeBuilder({ page })
          .options({ rules: { 'heading-order': { enabled: true } } })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        for (const violation of results.violations) {
          failures.push(`${path} at ${width}px: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
}

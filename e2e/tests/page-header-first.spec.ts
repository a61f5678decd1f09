// A page's header is drawn before shared-ui/widgets arrive (the page kit's lazyPageBody,
// docs/pages.md "A page's header first"): with the widgets' files held back, every page held to the
// phone targets shows its title; once they are let through, its body. A page whose own module
// imports the widgets, directly or through a component, shows nothing of itself until they come.
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughForm } from '../support/portal';

const { auditedPages } = createRequire(import.meta.url)('../../scripts/lib/page-table.cjs') as {
  auditedPages: () => { path: string; account: 'connector' | 'staff' }[];
};

const ACCOUNTS = { connector: 'CN1001', staff: 'AD3001' } as const;

interface FederationManifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

/** The widgets' files as the host's build names them (the shared module's own chunks). */
async function widgetsFileMatcher(request: APIRequestContext): Promise<(url: URL) => boolean> {
  const manifest = (await (await request.get('/mf-manifest.json')).json()) as FederationManifest;
  const widgetsFiles = manifest.shared.find((shared) => shared.name === 'shared-ui/widgets')?.assets.js.sync ?? [];
  expect(widgetsFiles.length).toBeGreaterThan(0);
  return (url: URL) => widgetsFiles.some((file) => url.pathname.endsWith(`/${file}`));
}

for (const account of ['connector', 'staff'] as const) {
  test(`every page a ${account} is audited on draws its header before shared-ui/widgets arrive`, async ({ page, request }) => {
    const pages = auditedPages().filter((entry) => entry.account === account);
    test.setTimeout(30_000 + pages.length * 15_000);
    const isWidgetsFile = await widgetsFileMatcher(request);

    // Each page's widgets wait for its gate; every gate opens once that page's title is shown.
    let gate: Promise<void> = Promise.resolve();
    let held = 0;
    await page.route(isWidgetsFile, async (route) => {
      held += 1;
      await gate;
      // A request the page has given up on (it navigated on) cannot be continued: nothing to do.
      await route.continue().catch(() => undefined);
    });

    await signInThroughForm(page, ACCOUNTS[account]);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    for (const { path } of pages) {
      let open = () => {};
      gate = new Promise<void>((resolve) => (open = resolve));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), `${path}: its title while the widgets are held back`).toBeVisible();
      open();
      await expect(page.getByRole('status', { name: /^Loading/ }), `${path}: its body once they are let through`).toHaveCount(0);
    }
    // The gates held the widgets at least once: the test held what the pages load.
    expect(held).toBeGreaterThan(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

// On a phone the Notification Center's largest paint is its list, so the list and its tabs are in
// the page's own module (the page kit's PageTabs) and only the filter form needs the widgets: it is
// loaded when Filters is opened.
test('on a phone the Notification Center shows its notifications and switches tabs while shared-ui/widgets are held back', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const isWidgetsFile = await widgetsFileMatcher(request);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let widgetsRequested = 0;
  await page.route(isWidgetsFile, async (route) => {
    widgetsRequested += 1;
    await held;
    await route.continue().catch(() => undefined);
  });

  await signInThroughForm(page, ACCOUNTS.connector);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  // Other tests may have read CN1001's notifications: All has them whatever their state.
  await expect(page.getByRole('tab', { name: /^Unread/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // The filter form is what waits for the widgets.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('status', { name: 'Loading filters' })).toBeVisible();
  expect(widgetsRequested).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

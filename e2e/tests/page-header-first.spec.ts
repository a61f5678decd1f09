// A page's header is drawn before shared-ui/widgets arrive (the page kit's lazyPageBody,
// docs/pages.md "A page's header first"): with the widgets' files held back, every page held to the
// phone targets shows its title; once they are let through, its body. A page whose own module
// imports the widgets, directly or through a component, shows nothing of itself until they come.
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/portal';

const { auditedPages } = createRequire(import.meta.url)('../../scripts/lib/page-table.cjs') as {
  auditedPages: () => { path: string; account: 'connector' | 'staff' }[];
};

const ACCOUNTS = { connector: 'CN1001', staff: 'AD3001' } as const;

interface FederationManifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

for (const account of ['connector', 'staff'] as const) {
  test(`every page a ${account} is audited on draws its header before shared-ui/widgets arrive`, async ({ page, request }) => {
    const pages = auditedPages().filter((entry) => entry.account === account);
    test.setTimeout(30_000 + pages.length * 15_000);
    // The widgets' files as the host's build names them (the shared module's own chunks).
    const manifest = (await (await request.get('/mf-manifest.json')).json()) as FederationManifest;
    const widgetsFiles = manifest.shared.find((shared) => shared.name === 'shared-ui/widgets')?.assets.js.sync ?? [];
    expect(widgetsFiles.length).toBeGreaterThan(0);
    const isWidgetsFile = (url: URL) => widgetsFiles.some((file) => url.pathname.endsWith(`/${file}`));

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

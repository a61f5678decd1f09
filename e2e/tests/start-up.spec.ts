import { expect, test } from '@playwright/test';
import { API_URL, originOf } from '../support/environment';
import { signInThroughForm } from '../support/portal';

// How the portal starts on a slow phone (docs/performance.md): what a browser can observe of it.

test('the pre-rendered login page is painted whole and does not move while it becomes live', async ({ page, request }) => {
  const html = await (await request.get('/login')).text();
  // Rendering waits for the marker after the page's markup, so no half-parsed page is ever painted.
  expect(html).toMatch(/<head><link rel="expect" href="#portal-page-end" blocking="render">/);
  expect(html).toMatch(/<div id="root" data-prerendered="\/login">[\s\S]+<\/div><span id="portal-page-end" hidden><\/span><\/body>/);

  await page.addInitScript(() => {
    const shifts: number[] = [];
    (globalThis as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/login');
  await page.getByLabel('Employee ID').fill('CN1001');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (globalThis as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});

test("a reload of the dashboard asks the API for the account before the page's code, its figures' reads once its first frame is painted, and fetches each of its files once", async ({ page }) => {
  await signInThroughForm(page, 'CN1001');
  await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();

  const reads: string[] = [];
  const readTogether: string[][] = [];
  const requested: string[] = [];
  page.on('request', (request) => {
    requested.push(request.url());
    if (!request.url().startsWith(API_URL)) return;
    if (request.method() === 'GET') reads.push(new URL(request.url()).pathname);
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/start-up/reads/') {
      readTogether.push((request.postDataJSON() as { paths: string[] }).paths);
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Active Leads' })).toHaveText(/^Active Leads\s*3$/);

  // The account's reads, sent together before the page's own code was even requested, and used by the
  // shell instead of asking again. The dashboard declares no first reads (pages.json): its greeting is
  // drawn from the account, and reads in flight before that frame would delay it.
  const accountReads = ['/channel_partner/connector/current/', '/auth/profile/'];
  expect(readTogether).toEqual([accountReads]);
  for (const path of accountReads) expect(reads, path).not.toContain(path);
  // When each request was made (Resource Timing's startTime), not when Playwright saw it: the reads'
  // POST is seen only after its CORS preflight, which a busy API can hold past the page's first script.
  const { started, firstPaint } = await page.evaluate(() => ({
    started: performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  const pageCodeStart = started.find(({ name }) => name.startsWith(originOf('remote-core')) && name.endsWith('.js'))?.startTime;
  const readsStart = started.find(({ name }) => name === `${API_URL}/start-up/reads/`)?.startTime;
  expect(pageCodeStart).toBeDefined();
  expect(readsStart).toBeDefined();
  expect(readsStart!).toBeLessThan(pageCodeStart!);
  // The figures' reads leave after the greeting's frame is on screen.
  expect(firstPaint).toBeDefined();
  for (const path of ['/leads/transactions/', '/leads/leads/my-leads/']) {
    const figureReads = started.filter(({ name }) => new URL(name).pathname === path);
    expect(figureReads.length, path).toBeGreaterThan(0);
    for (const { startTime } of figureReads) expect(startTime, path).toBeGreaterThan(firstPaint!);
  }

  // The runtime adopts the manifest requested with the early reads and finds the page's scripts
  // preloaded; the runtime config is in the document, not requested.
  const fetchedTimes = (matches: (url: string) => boolean) => requested.filter(matches).length;
  const core = originOf('remote-core');
  expect(fetchedTimes((url) => url.startsWith(core) && url.endsWith('/mf-manifest.json'))).toBe(1);
  expect(fetchedTimes((url) => url.startsWith(core) && url.endsWith('/remoteEntry.js'))).toBe(1);
  expect(fetchedTimes((url) => url.startsWith(core) && /\/__federation_expose_DashboardPage\.[0-9a-f]+\.js$/.test(url))).toBe(1);
  expect(fetchedTimes((url) => new URL(url).pathname === '/config.json')).toBe(0);
});

test("a reload of /bonus reads the ledger with the start-up reads and never asks for it again", async ({ page }) => {
  await signInThroughForm(page, 'CN1001');
  await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();
  await page.goto('/bonus');
  const total = page.getByRole('group', { name: 'Total Bonus Amount' });
  await expect(total).toBeVisible();

  const reads: string[] = [];
  const readTogether: string[][] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(API_URL)) return;
    if (request.method() === 'GET') reads.push(new URL(request.url()).pathname);
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/start-up/reads/') {
      readTogether.push((request.postDataJSON() as { paths: string[] }).paths);
    }
  });
  await page.reload();
  await expect(total).toBeVisible();
  // remote-core's manifest names the page's first read (pages.json), which leaves with the start-up reads.
  expect(readTogether).toEqual([['/channel_partner/connector/current/', '/auth/profile/'], ['/leads/transactions/']]);
  expect(reads).not.toContain('/leads/transactions/');
});

test('on a phone the shell downloads the widgets when idle but runs them only when the menu opens', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInThroughForm(page, 'CN1001');
  await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();
  // A document of the signed-in area (the login page's lists its own start-up chunks too).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();

  const listed = ((await page.locator('meta[name="portal-idle-prefetch"]').getAttribute('content')) ?? '').split(' ').filter(Boolean);
  expect(listed.some((url) => /\/shared-ui-widgets[.-]/.test(url))).toBe(true);
  // How the browser fetched each listed chunk so far: by the prefetch link only, never as a script.
  const fetchedAs = () =>
    page.evaluate(
      (urls) =>
        urls.map((url) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === url)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        ),
      listed,
    );
  await expect.poll(fetchedAs).toEqual(listed.map(() => ['link']));

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: 'Leads' })).toBeVisible();
  const widgets = listed.findIndex((url) => /\/shared-ui-widgets[.-]/.test(url));
  expect((await fetchedAs())[widgets]).toEqual(['link', 'script']);
});

test('the login page starts up only once it is used, and a sign-in clicked before then goes through without the password in an address', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  // Painted and idle: main.js has not run (at most prefetched) and the auth stack was never asked for.
  const mainRunAsScript = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name) && (entry as PerformanceResourceTiming).initiatorType !== 'link'),
    );
  expect(await mainRunAsScript()).toBe(false);
  expect(requested.some((url) => /\/shared-auth[.-]/.test(url))).toBe(false);

  // Typed and clicked at once, before React can have taken the form over.
  await page.getByLabel('Employee ID').fill('CN1001');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();
  expect(requested.filter((url) => url.includes('password'))).toEqual([]);
  expect(await mainRunAsScript()).toBe(true);
});

test("a page opened directly sends its own reads once its first frame is on screen, not while it is being drawn", async ({ page }) => {
  await signInThroughForm(page, 'AD3001');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/back-office/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);

  const { firstPaint, listReads } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    listReads: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/leads/manage/leads/')
      .map((entry) => entry.startTime),
  }));
  expect(firstPaint).toBeDefined();
  expect(listReads.length).toBeGreaterThan(0);
  for (const started of listReads) expect(started).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY);
});

// The portal in Hindi (docs/languages.md): kept with the account, chosen on My Profile, drawn with the
// Devanagari font the host serves; and every page a connector, a relationship manager and the back
// office open, in Hindi on a phone, without a page wider than the screen or a text cut off.
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, originOf } from '../support/environment';
import { englishOnlyTexts } from '../support/englishTexts';
import { apiAccessToken, DEMO_PASSWORD } from '../support/portal';

const { auditedPages, navEntriesOf } = createRequire(import.meta.url)('../../scripts/lib/page-table.cjs') as {
  auditedPages: () => { path: string; account: 'connector' | 'staff' }[];
  navEntriesOf: (group: string) => { page: { path: string } }[];
};

// Accounts no other test signs in as with expectations about their language; set back to English after.
const ACCOUNTS = { connector: 'CN1006', rm: 'RM2002', staff: 'DR4001' } as const;
const PHONE = { width: 390, height: 844 };

async function setAccountLanguage(request: APIRequestContext, employeeId: string, language: 'en' | 'hi'): Promise<void> {
  const token = await apiAccessToken(request, employeeId);
  const response = await request.patch(`${API_URL}/auth/employees/update/`, { headers: { Authorization: `Bearer ${token}` }, data: { language } });
  expect(response.status(), await response.text()).toBe(200);
}

test.afterAll(async ({ request }) => {
  for (const employeeId of Object.values(ACCOUNTS)) await setAccountLanguage(request, employeeId, 'en');
});

async function newestLeadOf(request: APIRequestContext, employeeId: string): Promise<number> {
  const token = await apiAccessToken(request, employeeId);
  const response = await request.get(`${API_URL}/leads/leads/my-leads/`, { headers: { Authorization: `Bearer ${token}` } });
  const leads = (await response.json()) as { id: number }[];
  if (!leads[0]) throw new Error(`${employeeId} has no lead in the demo data`);
  return leads[0].id;
}

async function signIn(page: Page, employeeId: string, labels: { employeeId: string; password: string; signIn: string }): Promise<void> {
  await page.getByLabel(labels.employeeId).fill(employeeId);
  await page.getByLabel(labels.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.signIn, exact: true }).click();
}

test('a connector whose account is in Hindi signs in: the shell in Hindi, drawn with the served font; the choice stays with the account', async ({ page, request }) => {
  await setAccountLanguage(request, ACCOUNTS.connector, 'hi');
  await page.setViewportSize(PHONE);
  const fontRequests: string[] = [];
  page.on('request', (fontRequest) => {
    if (fontRequest.url().endsWith('.woff2')) fontRequests.push(fontRequest.url());
  });
  await page.goto('/login');
  await signIn(page, ACCOUNTS.connector, { employeeId: 'Employee ID', password: 'Password', signIn: 'Sign In' });

  await expect(page.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'मेन्यू खोलें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Drawn with the portal's own Devanagari font once the first frame is on screen (before it, with the system's).
  await servedFontShown(page);
  expect(fontRequests.some((url) => url.includes('noto-sans-devanagari-devanagari-400-normal'))).toBe(true);

  // Reloaded, the dashboard asks the host for its Hindi texts once, as one file, and remote-core for the
  // dashboard's own texts file only, however many features' texts the page shows (docs/languages.md,
  // "One file of Hindi texts per app", "A page's own Hindi texts").
  const hindiTextFiles: string[] = [];
  page.on('request', (scriptRequest) => {
    const url = new URL(scriptRequest.url());
    const file = url.pathname.split('/').pop() ?? '';
    if (scriptRequest.resourceType() === 'script' && /^texts-hi(-\w+)?\.[0-9a-f]+\.js$/.test(file)) hindiTextFiles.push(`${url.origin} ${file.replace(/\.[0-9a-f]+\.js$/, '')}`);
  });
  await page.reload();
  // The figures are drawn after the first frame, by code loaded then (with texts of other features).
  await expect(page.getByRole('group', { name: 'कुल कमाई', exact: true })).toBeVisible();
  expect(hindiTextFiles.sort()).toEqual([`${originOf('host')} texts-hi`, `${originOf('remote-core')} texts-hi-DashboardPage`].sort());

  // My Profile's language card: back to English, saved with the account.
  await page.goto('/profile');
  await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const token = await apiAccessToken(request, ACCOUNTS.connector);
  const profile = await request.get(`${API_URL}/auth/profile/`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await profile.json()) as { language: string }).language).toBe('en');
});

test('Hindi chosen on the login page: the sign-in form in Hindi on a phone, then the account keeps it', async ({ page, request }, testInfo) => {
  await setAccountLanguage(request, ACCOUNTS.connector, 'en');
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();

  await expect(page.getByRole('heading', { name: 'कर्मचारी लॉगिन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => document.fonts.ready);
  expect(await overflowsOf(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('login-hi.png'), fullPage: true });

  // A wrong password: the server's answer comes back in Hindi too (Accept-Language).
  await page.getByLabel('कर्मचारी ID').fill(ACCOUNTS.connector);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/[\u0900-\u097F]/);

  await signIn(page, ACCOUNTS.connector, { employeeId: 'कर्मचारी ID', password: 'पासवर्ड', signIn: 'साइन इन करें' });
  await expect(page.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
  const token = await apiAccessToken(request, ACCOUNTS.connector);
  await expect
    .poll(async () => {
      const profile = await request.get(`${API_URL}/auth/profile/`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await profile.json()) as { language: string }).language;
    })
    .toBe('hi');

  // Signed out, this device keeps showing the login page in Hindi.
  await page.getByRole('button', { name: 'लॉग आउट' }).click();
  await expect(page.getByRole('heading', { name: 'कर्मचारी लॉगिन' })).toBeVisible();

  // Opened again, it comes from the server in Hindi (pre-rendered so: the device's language cookie) and
  // is hydrated in Hindi without main.js running before it is used, like the English one.
  const scripts: string[] = [];
  page.on('request', (scriptRequest) => {
    if (scriptRequest.resourceType() === 'script') scripts.push(new URL(scriptRequest.url()).pathname);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const served = await page.goto('/login');
  expect(await served?.text()).toMatch(/<html lang="hi">[\s\S]*कर्मचारी लॉगिन/);
  await expect(page.getByRole('heading', { name: 'कर्मचारी लॉगिन' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(scripts.some((script) => /^\/main\.[0-9a-f]+\.js$/.test(script))).toBe(false);
  await page.getByLabel('कर्मचारी ID').fill(ACCOUNTS.connector);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/[\u0900-\u097F]/);
  await expect(page.getByRole('heading', { name: 'कर्मचारी लॉगिन' })).toBeVisible();
  expect(warnings.filter((warning) => /rendered again|hydrat/i.test(warning))).toEqual([]);
});

test('an English page downloads no Devanagari font, though it shows amounts in rupees', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (fontRequest) => {
    if (fontRequest.url().endsWith('.woff2')) fontRequests.push(fontRequest.url());
  });
  await page.goto('/login');
  await signIn(page, 'CN1001', { employeeId: 'Employee ID', password: 'Password', signIn: 'Sign In' });
  await expect(page.getByText(/₹/).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(fontRequests).toEqual([]);
});

/**
 * The portal's Devanagari font has loaded and draws the page: it is declared after the page's first
 * frame (host/src/features/language/devanagariFont.ts), so document.fonts.ready alone may come first.
 */
async function servedFontShown(page: Page): Promise<void> {
  // document.fonts.check() alone is true before the faces are declared (the system's font then draws).
  const servedFaceLoaded = () =>
    page.evaluate(() => {
      let loaded = false;
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded') loaded = true;
      });
      return loaded;
    });
  await expect.poll(servedFaceLoaded).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'लॉग आउट'))).toBe(true);
}

/**
 * The texts on the page, each text node whole, that are one of the portal's English texts (in any case:
 * "PROCESSING" is "processing" in upper case) where the page is in Hindi. Hidden text counts too: a
 * screen reader reads it.
 */
async function englishTextsOf(page: Page, english: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent?.trim() ?? '';
      // The brand's name is the same in every language (marked translate="no").
      if (text && parent && !parent.closest('script, style, noscript, [translate="no"]')) texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (element.closest('[translate="no"]')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) texts.push(text);
      }
    }
    return texts;
  });
  return [...new Set(shown.filter((text) => english.has(text.toLowerCase())))];
}

/** What on the page is wider than the screen, or a text cut off by its box (ellipsis or hidden overflow). */
async function overflowsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (!element.childNodes.length || element.closest('[aria-hidden="true"], svg, table')) continue;
      const text = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!text) continue;
      // Text only screen readers hear (a checkbox's name drawn in a 1px clipped box) is not cut off.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) found.push(`"${text.slice(0, 40)}" is cut off`);
    }
    return found;
  });
}

for (const [account, pagesOf] of [
  ['connector', () => auditedPages().filter((entry) => entry.account === 'connector').map((entry) => entry.path)],
  ['rm', () => navEntriesOf('myTeam').map((entry) => entry.page.path)],
  ['staff', () => auditedPages().filter((entry) => entry.account === 'staff').map((entry) => entry.path)],
] as const) {
  test(`every page a${account === 'rm' ? 'n' : ''} ${account} opens fits a phone in Hindi, nothing cut off, no English text of the portal's`, async ({ page, request }, testInfo) => {
    const paths = ['/dashboard', ...pagesOf().filter((path) => path !== '/dashboard')];
    // And one lead's page: the connector's newest lead, which the back office opens too.
    if (account !== 'rm') {
      const leadId = await newestLeadOf(request, ACCOUNTS.connector);
      paths.push(account === 'connector' ? `/lead/${leadId}` : `/back-office/leads/${leadId}`);
    }
    test.setTimeout(60_000 + paths.length * 15_000);
    await setAccountLanguage(request, ACCOUNTS[account], 'hi');
    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await signIn(page, ACCOUNTS[account], { employeeId: 'Employee ID', password: 'Password', signIn: 'Sign In' });
    await expect(page.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    const problems: string[] = [];
    const english = englishOnlyTexts();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /Loading|लोड हो रह/ })).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await servedFontShown(page);
      for (const problem of await overflowsOf(page)) problems.push(`${path}: ${problem}`);
      for (const text of await englishTextsOf(page, english)) problems.push(`${path}: "${text}" is the portal's English`);
      await page.screenshot({ path: testInfo.outputPath(`${account}${path.replace(/\//g, '_')}.png`), fullPage: true });
    }
    expect(problems).toEqual([]);
  });
}

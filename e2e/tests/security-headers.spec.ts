// The static servers' protection headers, and a Content-Security-Policy strict enough to matter yet
// one the portal never trips over: signing in and opening a page of each remote reports no violation.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, HOST_URL, originOf } from '../support/environment';
import { openFromSidebar, signInThroughForm } from '../support/portal';

const REMOTE_APPS = ['remote-core', 'remote-eligibility', 'remote-notifications'];

type ViolationWindow = Window & { __cspViolations?: string[] };

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as ViolationWindow).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []))];
}

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

test('every static server sends the protection headers; the policy allows exactly the configured origins', async ({ request }) => {
  const remoteOrigins = REMOTE_APPS.map(originOf);
  const responses = [
    await request.get(`${HOST_URL}/login`),
    await request.get(`${HOST_URL}/dashboard`),
    ...(await Promise.all(REMOTE_APPS.map((app) => request.get(`${originOf(app)}/remoteEntry.js`)))),
    ...(await Promise.all(REMOTE_APPS.map((app) => request.get(`${originOf(app)}/mf-manifest.json`)))),
  ];
  for (const response of responses) {
    const headers = response.headers();
    const where = response.url();
    expect(response.status(), where).toBe(200);
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['referrer-policy'], where).toBe('no-referrer');
    expect(headers['x-frame-options'], where).toBe('DENY');
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('script-src'), where).toEqual(["'self'", ...remoteOrigins]);
    expect(policy.get('connect-src'), where).toEqual(["'self'", API_URL, ...remoteOrigins]);
    expect(policy.get('img-src'), where).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('object-src'), where).toEqual(["'none'"]);
    expect(policy.get('base-uri'), where).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
    expect(policy.get('style-src') ?? [], where).not.toContain("'unsafe-inline'");
  }
});

test('signing in and opening a page of each remote reports no CSP violation, and the policy is enforced', async ({ page }) => {
  const violations = await recordViolations(page);
  await signInThroughForm(page, 'CN1001');
  await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();
  await openFromSidebar(page, 'Loan Products');
  await expect(page.getByRole('tab', { name: 'LAP' })).toBeVisible();
  await openFromSidebar(page, 'My Profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  // Chakra's styles (Emotion's <style> elements) and the page's own inline style took effect.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(249, 250, 251)');
  expect(await page.getByRole('button', { name: 'Logout' }).evaluate((button) => getComputedStyle(button).borderRadius)).not.toBe('0px');
  expect(await violations()).toEqual([]);

  // What an injected style or script would meet: blocked, and reported.
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { background-color: rgb(255, 0, 0) !important; }';
    document.head.append(style);
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return { background: getComputedStyle(document.body).backgroundColor, script: (window as Window & { __injected?: boolean }).__injected ?? false };
  });
  expect(applied).toEqual({ background: 'rgb(249, 250, 251)', script: false });
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^style-src-elem blocked inline/), expect.stringMatching(/^script-src-elem blocked inline/)]));
});

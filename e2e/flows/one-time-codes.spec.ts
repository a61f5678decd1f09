// Mobile sign-in and password reset by one-time code (issue 9), on the real API. The development
// sender writes each code to GET /dev/outbox/, which plays the phone here. The reset changes CN1002's
// password, so this runs in the "flows" project, after the tests that sign CN1002 in with the demo one.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL } from '../support/environment';
import { DEMO_PASSWORD, apiAccessToken, expectShell, signInThroughForm } from '../support/portal';

interface OutboxMessage {
  id: number;
  employee_id: string;
  mobile_number: string;
  purpose: 'login' | 'password_reset';
  text: string;
}

/** The newest code the development sender wrote for this purpose and person, newer than `afterId`. */
async function codeFromOutbox(request: APIRequestContext, query: string, afterId: number): Promise<{ id: number; code: string }> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/dev/outbox/?${query}&limit=1`);
      expect(response.status()).toBe(200);
      [found] = (await response.json()) as OutboxMessage[];
      return found && found.id > afterId ? found.id : 0;
    })
    .toBeGreaterThan(afterId);
  const code = /\b(\d{6})\b/.exec(found!.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${found!.text}"`);
  return { id: found!.id, code };
}

async function newestOutboxId(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`${API_URL}/dev/outbox/?${query}&limit=1`);
  const [newest] = (await response.json()) as OutboxMessage[];
  return newest?.id ?? 0;
}

test('CN1001 signs in with a mobile number and the one-time code sent to it', async ({ page, request }) => {
  const query = 'mobile_number=9876500001&purpose=login';
  const before = await newestOutboxId(request, query);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Or continue with Mobile Number' }).click();
  await expect(page).toHaveURL(/\/login\/mobile$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
  await page.getByLabel('Mobile Number').fill('98765 00001');
  await page.getByRole('button', { name: 'Send OTP' }).click();

  await expect(page.getByRole('timer')).toHaveText(/OTP expires in [45]:\d\d/);
  await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
  const { code } = await codeFromOutbox(request, query, before);
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectShell(page);
  // The code was single use: a second verification with it is refused.
  const reuse = await request.post(`${API_URL}/auth/connectors/verify-otp/`, { data: { mobile_number: '9876500001', otp: code } });
  expect(reuse.status()).toBe(400);
});

test('CN1002 resets the password by one-time code: the new one signs in, the old one and an older session are refused', async ({ browser, page, request }) => {
  const newPassword = `Fresh-${Date.now()}-pass`;

  // An older session of CN1002, in another browser, still on the portal.
  const olderContext = await browser.newContext();
  const older = await olderContext.newPage();
  await signInThroughForm(older, 'CN1002');
  await expect(older).toHaveURL(/\/dashboard$/);
  const olderToken = await apiAccessToken(request, 'CN1002');

  const query = 'employee_id=CN1002&purpose=password_reset';
  const before = await newestOutboxId(request, query);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await page.getByLabel('Employee ID').fill('CN1002');
  await page.getByRole('button', { name: 'Request OTP' }).click();

  const { code } = await codeFromOutbox(request, query, before);
  const resetButton = page.getByRole('button', { name: 'Reset Password' });
  await page.getByLabel('OTP').fill(code);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}x`);
  await resetButton.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await resetButton.click();
  await expect(page.getByText('Password reset successful! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // Every earlier session of CN1002 ended with the reset: the API refuses its token at once ...
  const refused = await request.get(`${API_URL}/auth/profile/`, { headers: { authorization: `Bearer ${olderToken}` } });
  expect(refused.status()).toBe(401);
  // ... and the other browser is sent to the sign-in page on its next move.
  await older.reload();
  await expect(older).toHaveURL(/\/login$/);
  await olderContext.close();

  // The old password no longer works; the new one does.
  await signInThroughForm(page, 'CN1002', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, 'CN1002', newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectShell(page);
});

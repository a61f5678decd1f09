// One-time codes reaching a phone, from the screens (docs/otp.md#channels): a second API whose codes go out by
// real channel adapters pointed at local doubles of the providers' published HTTP APIs (WhatsApp Cloud API,
// MSG91's DLT flow SMS, Twilio Verify; api/test/provider-doubles/, run in this test's process), and a second host
// pointed at that API (the suite's remotes serve it). The doubles play the phone: the test reads the code a
// person would receive there and types it into the screen. The API restarts on the same data for each channel
// configuration. Its log, at `info`, must hold no mobile number or code, as the suite's API log.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Msg91Double } from '../../api/test/provider-doubles/msg91-double';
import { MSG91_TEST_ACCOUNT, TWILIO_TEST_ACCOUNT, WHATSAPP_TEST_ACCOUNT, providerDoubleEnv } from '../../api/test/provider-doubles/test-accounts';
import { TwilioVerifyDouble } from '../../api/test/provider-doubles/twilio-verify-double';
import { WhatsAppDouble } from '../../api/test/provider-doubles/whatsapp-double';
import { E2E_PORTS, PUBLIC_HOST } from '../support/environment';
import { extraApiEnv, startExtraServer, stopExtraServer, waitUntilHealthy, type ExtraServer } from '../support/extra-servers';
import { describeFindings, scanLog } from '../support/personal-data';
import { readState } from '../support/servers';

test.describe.configure({ mode: 'serial' });

const API_PORT = E2E_PORTS.api + 20;
const HOST_PORT = E2E_PORTS.host + 20;
const API = `http://${PUBLIC_HOST}:${API_PORT}`;
const HOST = `http://${PUBLIC_HOST}:${HOST_PORT}`;
const NEW_PASSWORD = 'Field2026code';

const whatsapp = new WhatsAppDouble(WHATSAPP_TEST_ACCOUNT);
const msg91 = new Msg91Double(MSG91_TEST_ACCOUNT);
const twilio = new TwilioVerifyDouble(TWILIO_TEST_ACCOUNT);

let host: ExtraServer | undefined;
let api: ExtraServer | undefined;
let apiLog = '';

/** (Re)starts the channel API with `OTP_CHANNELS=order`, on the data of the previous start. */
async function useChannels(order: string): Promise<void> {
  if (api) await stopExtraServer(api);
  const { tmpDir } = readState();
  api = startExtraServer(
    ['api/dist/server.js'],
    {
      ...extraApiEnv(API_PORT, path.join(tmpDir, 'otp-channels'), HOST),
      LOG_LEVEL: 'info',
      IDLE_LEAD_CHECK_INTERVAL_MINUTES: '0',
      OTP_CHANNELS: order,
      // A failing channel hands over to the fallback after one retry, quickly.
      OTP_CHANNEL_TIMEOUT_MS: '2000',
      OTP_CHANNEL_RETRIES: '1',
      ...providerDoubleEnv({ whatsapp, msg91, twilio }),
    },
    apiLog,
  );
  await waitUntilHealthy(`${API}/health`, api, 150_000);
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await Promise.all([whatsapp.start(), msg91.start(), twilio.start()]);
  const { tmpDir, env } = readState();
  apiLog = path.join(tmpDir, 'logs', 'otp-channels-api.log');
  host = startExtraServer(
    ['scripts/serve-static.mjs', 'host'],
    { ...env, PORT: String(HOST_PORT), HOST_PORT: String(HOST_PORT), API_URL: API },
    path.join(tmpDir, 'logs', 'otp-channels-host.log'),
  );
  await waitUntilHealthy(`${HOST}/health`, host, 30_000);
});

test.afterAll(async () => {
  await Promise.all([api, host].filter((server): server is ExtraServer => server !== undefined).map(stopExtraServer));
  await Promise.all([whatsapp.close(), msg91.close(), twilio.close()]);
  const findings = fs.existsSync(apiLog) ? scanLog(fs.readFileSync(apiLog, 'utf8')) : [];
  expect(findings, describeFindings(apiLog, findings)).toEqual([]);
});

/** The code "the phone" received last, once it has arrived (delivery runs after the answer). */
async function receivedCode(read: () => string | undefined): Promise<string> {
  await expect.poll(read, { message: 'a code reached the double', timeout: 15_000 }).toMatch(/^\d{6}$/);
  return read() as string;
}

async function requestSignInCode(page: Page, mobile: string): Promise<void> {
  await page.goto(`${HOST}/login`);
  await page.getByRole('button', { name: 'Or continue with Mobile Number' }).click();
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
}

async function enterSignInCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** Password reset from the login page's link, up to the code being sent. */
async function requestResetCode(page: Page, employeeId: string): Promise<void> {
  await page.goto(`${HOST}/login`);
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await page.getByLabel('Employee ID').fill(employeeId);
  await page.getByRole('button', { name: 'Request OTP' }).click();
}

/** Enters the code and a new password, then signs in with that password on the login page it leads to. */
async function resetAndSignIn(page: Page, employeeId: string, code: string): Promise<void> {
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(`${HOST}/login`, { timeout: 10_000 });
  await page.getByLabel('Employee ID').fill(employeeId);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('WhatsApp Cloud API first, MSG91 DLT SMS as the fallback', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await useChannels('whatsapp,msg91_sms');
  });

  test('mobile sign-in: the code arrives on WhatsApp; after 30 seconds the screen offers SMS, and the SMS code signs in', async ({ page }) => {
    await page.clock.install();
    await requestSignInCode(page, '98765 00001');
    await expect(page.getByText('Sent on WhatsApp to ••••••0001.')).toBeVisible();
    await receivedCode(() => whatsapp.codeFor('9876500001'));
    await expect(page.getByRole('button', { name: 'Send by SMS instead' })).toHaveCount(0);

    await page.clock.fastForward('00:31');
    await page.getByRole('button', { name: 'Send by SMS instead' }).click();
    await expect(page.getByText('Sent on SMS to ••••••0001.')).toBeVisible();
    const smsCode = await receivedCode(() => msg91.codeFor('9876500001'));
    const sms = msg91.delivered.at(-1);
    expect([sms?.sender, sms?.entityId, sms?.dltTemplateId]).toEqual([MSG91_TEST_ACCOUNT.senderId, MSG91_TEST_ACCOUNT.dltEntityId, MSG91_TEST_ACCOUNT.dltTemplateId]);

    await enterSignInCode(page, smsCode);
    await expect(page.getByText('Welcome back, Aarav Sharma')).toBeVisible();
  });

  test('WhatsApp failing: the code reaches the phone by SMS without the person doing anything', async ({ page }) => {
    whatsapp.failAlways({ kind: 'status', status: 503, body: { error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2 } } });
    try {
      const whatsappCallsBefore = whatsapp.requests.length;
      await requestSignInCode(page, '9876500005');
      // The line says what the configuration chose; the message itself took the fallback.
      await expect(page.getByText('Sent on WhatsApp to ••••••0005.')).toBeVisible();
      const code = await receivedCode(() => msg91.codeFor('9876500005'));
      expect(whatsapp.requests.length - whatsappCallsBefore).toBe(2);
      expect(whatsapp.codeFor('9876500005')).toBeUndefined();
      await enterSignInCode(page, code);
      await expect(page.getByText('Welcome back, Kavya Reddy')).toBeVisible();
    } finally {
      whatsapp.recover();
    }
  });

  test('password reset: the code arrives on WhatsApp, no digit of the number is shown, and the new password signs in', async ({ page }) => {
    await requestResetCode(page, 'RM2001');
    await expect(page.getByText('Sent on WhatsApp to the mobile number registered for this employee ID.')).toBeVisible();
    await expect(page.getByText(/0021/)).toHaveCount(0);
    const code = await receivedCode(() => whatsapp.codeFor('9876500021'));
    await resetAndSignIn(page, 'RM2001', code);
    await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  });

  test('password reset: after 30 seconds "Send by SMS instead" brings the code by MSG91 DLT SMS, and it sets the password', async ({ page }) => {
    await page.clock.install();
    await requestResetCode(page, 'RM2002');
    await expect(page.getByText('Sent on WhatsApp to the mobile number registered for this employee ID.')).toBeVisible();
    await page.clock.fastForward('00:31');
    await page.getByRole('button', { name: 'Send by SMS instead' }).click();
    await expect(page.getByText('Sent on SMS to the mobile number registered for this employee ID.')).toBeVisible();
    const code = await receivedCode(() => msg91.codeFor('9876500022'));
    await resetAndSignIn(page, 'RM2002', code);
    await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  });
});

test.describe('Twilio Verify by SMS first, WhatsApp Cloud API as the fallback', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await useChannels('twilio_sms,whatsapp');
  });

  test('mobile sign-in: Twilio makes the code and sends it by SMS, and Twilio checks the code typed', async ({ page }) => {
    const checksBefore = twilio.calls('VerificationCheck');
    await requestSignInCode(page, '9876500006');
    await expect(page.getByText('Sent on SMS to ••••••0006.')).toBeVisible();
    const code = await receivedCode(() => twilio.codeFor('9876500006'));
    expect(twilio.delivered.at(-1)?.channel).toBe('sms');
    await enterSignInCode(page, code);
    await expect(page.getByText('Welcome back, Arjun Singh')).toBeVisible();
    expect(twilio.calls('VerificationCheck')).toBe(checksBefore + 1);
  });

  test('password reset: the Twilio SMS code sets the new password', async ({ page }) => {
    await requestResetCode(page, 'AD3001');
    await expect(page.getByText('Sent on SMS to the mobile number registered for this employee ID.')).toBeVisible();
    const code = await receivedCode(() => twilio.codeFor('9876500031'));
    await resetAndSignIn(page, 'AD3001', code);
    await expect(page.getByRole('heading', { level: 1, name: 'Back office overview' })).toBeVisible();
  });
});

test.describe('Twilio Verify by WhatsApp first, MSG91 DLT SMS as the fallback', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await useChannels('twilio_whatsapp,msg91_sms');
  });

  test('mobile sign-in: Twilio sends the code on WhatsApp, and it signs in', async ({ page }) => {
    await requestSignInCode(page, '9876500041');
    await expect(page.getByText('Sent on WhatsApp to ••••••0041.')).toBeVisible();
    const code = await receivedCode(() => twilio.codeFor('9876500041'));
    expect(twilio.delivered.at(-1)?.channel).toBe('whatsapp');
    await enterSignInCode(page, code);
    await expect(page.getByRole('heading', { level: 1, name: 'Back office overview' })).toBeVisible();
  });

  test('password reset: the code Twilio sent on WhatsApp sets the password', async ({ page }) => {
    await requestResetCode(page, 'CN1005');
    await expect(page.getByText('Sent on WhatsApp to the mobile number registered for this employee ID.')).toBeVisible();
    const code = await receivedCode(() => twilio.codeFor('9876500005'));
    expect(twilio.delivered.at(-1)?.channel).toBe('whatsapp');
    await resetAndSignIn(page, 'CN1005', code);
    await expect(page.getByText('Welcome back, Kavya Reddy')).toBeVisible();
  });
});

/**
 * One-time codes through the channel providers (docs/otp.md#channels), end to end through the API routes
 * against local doubles of the providers' published HTTP APIs (test/provider-doubles/): WhatsApp Cloud API,
 * MSG91 flow SMS (DLT) and Twilio Verify (the provider makes and checks the code). Fallback on timeout, 5xx
 * and an open breaker; no retry and no fallback on a refusal (4xx); delivery-status webhooks with good and bad
 * signatures, out of order; the production start refusal and the feature turned off.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_OTP_SETTINGS, loadConfig, type AppConfig } from '../src/config';
import { employees, otpDeliveries, otps } from '../src/db/schema';
import { DEFAULT_CHANNEL_SETTINGS, type OtpChannelId, type OtpChannelSettings } from '../src/features/otp/channels/config';
import { movesForward } from '../src/features/otp/channels/delivery-status';
import { MAX_STATUS_EVENTS_PER_CALL } from '../src/features/otp/channels/webhooks';
import { otpCounter } from '../src/features/otp/channels/metrics';
import { OTP_CHANNEL_NOT_AVAILABLE, OTP_INVALID, OTP_REQUEST_ACCEPTED, OTP_UNAVAILABLE, PASSWORD_RESET_DONE } from '../src/features/otp/routes';
import { Msg91Double } from './provider-doubles/msg91-double';
import { TwilioVerifyDouble } from './provider-doubles/twilio-verify-double';
import { MSG91_TEST_ACCOUNT, TWILIO_TEST_ACCOUNT, WHATSAPP_TEST_ACCOUNT } from './provider-doubles/test-accounts';
import { WhatsAppDouble } from './provider-doubles/whatsapp-double';
import { addressSequence, freshMobile } from './support/otp-fixtures';
import { createTestApp, PRODUCTION_GRIEVANCE_OFFICER, type TestApp } from './support/test-app';

const WHATSAPP = WHATSAPP_TEST_ACCOUNT;
const MSG91 = MSG91_TEST_ACCOUNT;
const TWILIO = TWILIO_TEST_ACCOUNT;
/** The Event Streams sink's destination as registered with Twilio (TWILIO_EVENTS_WEBHOOK_URL). */
const TWILIO_SINK_URL = 'https://api.portal.example/webhooks/otp/twilio/';

const whatsapp = new WhatsAppDouble(WHATSAPP);
const msg91 = new Msg91Double(MSG91);
const twilio = new TwilioVerifyDouble(TWILIO);

function channelSettings(order: OtpChannelId[], overrides: Partial<OtpChannelSettings> = {}): Partial<AppConfig> {
  const channels: OtpChannelSettings = {
    ...DEFAULT_CHANNEL_SETTINGS,
    order,
    // The production default: a double on this machine answers in milliseconds, but a CI machine running the
    // browser tests beside this suite can stall a process for a second or more, which must not read as a timeout.
    timeoutMs: DEFAULT_CHANNEL_SETTINGS.timeoutMs,
    retries: 1,
    retryBaseDelayMs: 5,
    breakerFailures: 100,
    breakerOpenMs: 60_000,
    whatsapp: { ...WHATSAPP, baseUrl: whatsapp.baseUrl },
    msg91: { ...MSG91, baseUrl: msg91.baseUrl },
    twilio: { ...TWILIO, baseUrl: twilio.baseUrl, eventsWebhookUrl: TWILIO_SINK_URL },
    ...overrides,
  };
  return { otp: { ...DEFAULT_OTP_SETTINGS, channels } };
}

let waSms: TestApp;
let twilioSms: TestApp;
beforeAll(async () => {
  await Promise.all([whatsapp.start(), msg91.start(), twilio.start()]);
  waSms = await createTestApp(channelSettings(['whatsapp', 'msg91_sms']));
  twilioSms = await createTestApp(channelSettings(['twilio_sms', 'msg91_sms']));
});
afterAll(async () => {
  await waSms?.close();
  await twilioSms?.close();
  await Promise.all([whatsapp.close(), msg91.close(), twilio.close()]);
});
beforeEach(() => {
  whatsapp.recover();
  msg91.recover();
  twilio.recover();
});

const nextAddress = addressSequence(88);

/** An employee of the test's own (the demo password) with a fresh mobile number, reading the portal in `language`. */
async function person(app: FastifyInstance, language: 'en' | 'hi' = 'en') {
  const [template] = await app.db.select({ passwordHash: employees.passwordHash }).from(employees).where(eq(employees.employeeId, 'CN1001'));
  const employeeId = `CH${randomInt(100_000, 999_999)}`;
  const mobile = freshMobile();
  await app.db.insert(employees).values({
    employeeId,
    username: `Channel Tester ${employeeId}`,
    role: 'connector',
    mobileNumber: mobile,
    passwordHash: template!.passwordHash,
    kycVerified: true,
    isActive: true,
    language,
  });
  return { employeeId, mobile };
}

const post = (app: FastifyInstance, url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
const requestLogin = (app: FastifyInstance, mobile: string, channel?: string) => post(app, '/auth/employees/login-otp/', { mobile_number: mobile, ...(channel ? { channel } : {}) });
const verifyLogin = (app: FastifyInstance, mobile: string, otp: string) => post(app, '/auth/connectors/verify-otp/', { mobile_number: mobile, otp });
const requestReset = (app: FastifyInstance, employeeId: string, channel?: string) => post(app, '/auth/send-reset-otp/', { employee_id: employeeId, ...(channel ? { channel } : {}) });
const resetPassword = (app: FastifyInstance, employeeId: string, otp: string) =>
  post(app, '/auth/reset-password/', { employee_id: employeeId, otp, new_password: 'Fresh-pass-2026' });

/** Waits for the deliveries in flight (they run off the answer path). */
const delivered = (app: FastifyInstance) => app.otp.deliveries.settled();

async function latestOtp(app: FastifyInstance, mobile: string) {
  const [row] = await app.db.select().from(otps).where(eq(otps.mobileNumber, mobile));
  return row;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Neither the code nor the whole number appears in any log line. */
function expectNoSecretsInLogs(t: TestApp, mobile: string, code: string) {
  const text = JSON.stringify(t.logs());
  expect(text).not.toContain(mobile);
  expect(text).not.toContain(code);
}

describe('WhatsApp Cloud API, then MSG91 DLT SMS as the fallback', () => {
  it('mobile sign-in: the code reaches WhatsApp, the answer says so, the code from the phone signs in', async () => {
    const { mobile } = await person(waSms.app);
    const answer = await requestLogin(waSms.app, mobile);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ detail: OTP_REQUEST_ACCEPTED, expires_in: 300, channel: 'whatsapp', other_channel: 'sms' });
    await delivered(waSms.app);
    const code = whatsapp.codeFor(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await verifyLogin(waSms.app, mobile, code!);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ access: expect.any(String), refresh: expect.any(String), device_token: expect.any(String) });
    const row = await latestOtp(waSms.app, mobile);
    expect(row?.channel).toBe('whatsapp');
    const [delivery] = await waSms.app.db.select().from(otpDeliveries).where(eq(otpDeliveries.otpId, row!.id));
    expect(delivery).toMatchObject({ channel: 'whatsapp', providerMessageId: whatsapp.idFor(mobile), status: 'accepted' });
    expectNoSecretsInLogs(waSms, mobile, code!);
  });

  it('an unknown number gets the same answer (the configured primary), and nothing is sent', async () => {
    const before = whatsapp.requests.length;
    const answer = await requestLogin(waSms.app, freshMobile());
    expect(answer.json()).toEqual({ detail: OTP_REQUEST_ACCEPTED, expires_in: 300, channel: 'whatsapp', other_channel: 'sms' });
    await delivered(waSms.app);
    expect(whatsapp.requests.length).toBe(before);
  });

  it('password reset: the code reaches WhatsApp and resets the password', async () => {
    const { employeeId, mobile } = await person(waSms.app);
    const answer = await requestReset(waSms.app, employeeId);
    expect(answer.json()).toEqual({ detail: OTP_REQUEST_ACCEPTED, expires_in: 900, channel: 'whatsapp', other_channel: 'sms' });
    await delivered(waSms.app);
    const done = await resetPassword(waSms.app, employeeId, whatsapp.codeFor(mobile)!);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: PASSWORD_RESET_DONE });
  });

  it('"Send by SMS instead": the fallback channel asked for carries the DLT fields, and its code works (reset too)', async () => {
    const { employeeId, mobile } = await person(waSms.app);
    const answer = await requestLogin(waSms.app, mobile, 'sms');
    expect(answer.json()).toEqual({ detail: OTP_REQUEST_ACCEPTED, expires_in: 300, channel: 'sms', other_channel: 'whatsapp' });
    await delivered(waSms.app);
    const sms = msg91.delivered.at(-1)!;
    expect(sms).toMatchObject({ to: `91${mobile}`, sender: MSG91.senderId, dltTemplateId: MSG91.dltTemplateId, entityId: MSG91.dltEntityId });
    expect((await verifyLogin(waSms.app, mobile, sms.code)).statusCode).toBe(200);
    expect((await latestOtp(waSms.app, mobile))?.channel).toBe('msg91_sms');

    await requestReset(waSms.app, employeeId, 'sms');
    await delivered(waSms.app);
    expect((await resetPassword(waSms.app, employeeId, msg91.codeFor(mobile)!)).statusCode).toBe(200);
  });

  it("each channel's template in the account's language: the Hindi translation for a Hindi reader, the English one otherwise", async () => {
    const hindi = await person(waSms.app, 'hi');
    const english = await person(waSms.app, 'en');
    for (const [who, language, template] of [
      [hindi, 'hi', MSG91.hindi!],
      [english, 'en', MSG91],
    ] as const) {
      await requestLogin(waSms.app, who.mobile);
      await delivered(waSms.app);
      expect(whatsapp.delivered.at(-1), language).toMatchObject({ to: `91${who.mobile}`, language });
      await requestReset(waSms.app, who.employeeId, 'sms');
      await delivered(waSms.app);
      expect(msg91.delivered.at(-1), language).toMatchObject({ to: `91${who.mobile}`, templateId: template.templateId, dltTemplateId: template.dltTemplateId });
      // The code from the phone works whichever template carried it.
      expect((await resetPassword(waSms.app, who.employeeId, msg91.codeFor(who.mobile)!)).statusCode).toBe(200);
    }
  });

  it('a medium no configured channel has is refused (400)', async () => {
    const answer = await requestLogin(twilioSms.app, freshMobile(), 'whatsapp');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ channel: [OTP_CHANNEL_NOT_AVAILABLE] });
  });

  it('WhatsApp timing out (every retry) moves the code to SMS, which signs in', async () => {
    const { mobile } = await person(waSms.app);
    const [waBefore, smsBefore] = [whatsapp.requests.length, msg91.requests.length];
    whatsapp.failNext({ kind: 'timeout' }, 2);
    await requestLogin(waSms.app, mobile);
    await delivered(waSms.app);
    expect(whatsapp.requests.length - waBefore).toBe(2);
    expect(msg91.requests.length - smsBefore).toBe(1);
    expect((await verifyLogin(waSms.app, mobile, msg91.codeFor(mobile)!)).statusCode).toBe(200);
    expect(waSms.logs()).toContainEqual(expect.objectContaining({ otpChannel: expect.objectContaining({ channel: 'whatsapp', failure: 'timeout' }) }));
  });

  it('a 5xx (after the retry) moves to SMS; a single 429 or 5xx is retried on WhatsApp', async () => {
    const first = await person(waSms.app);
    whatsapp.failNext({ kind: 'status', status: 500, body: { error: { message: 'Internal', type: 'OAuthException', code: 2 } } }, 2);
    await requestLogin(waSms.app, first.mobile);
    await delivered(waSms.app);
    expect(msg91.codeFor(first.mobile)).toBeDefined();

    const second = await person(waSms.app);
    const smsBefore = msg91.requests.length;
    whatsapp.failNext({ kind: 'status', status: 429, body: { error: { message: 'Too many', type: 'OAuthException', code: 130429 } } });
    await requestLogin(waSms.app, second.mobile);
    await delivered(waSms.app);
    expect(whatsapp.codeFor(second.mobile)).toBeDefined();
    expect(msg91.requests.length).toBe(smsBefore);
  });

  it('a refusal (4xx: not a WhatsApp number) is neither retried nor sent by the fallback: no retry storm', async () => {
    const { mobile } = await person(waSms.app);
    const [waBefore, smsBefore] = [whatsapp.requests.length, msg91.requests.length];
    whatsapp.failNext({ kind: 'status', status: 400, body: { error: { message: 'Recipient not on WhatsApp', type: 'OAuthException', code: 131026 } } });
    const answer = await requestLogin(waSms.app, mobile);
    expect(answer.statusCode).toBe(200);
    await delivered(waSms.app);
    expect(whatsapp.requests.length - waBefore).toBe(1);
    expect(msg91.requests.length - smsBefore).toBe(0);
    expect(waSms.logs()).toContainEqual(expect.objectContaining({ security: 'otp_delivery_failed', employeeId: expect.any(String) }));
    expect(waSms.logs()).toContainEqual(expect.objectContaining({ otpChannel: expect.objectContaining({ failure: 'rejected', status: 400, providerCode: 131026 }) }));
  });

  it('an open breaker skips WhatsApp without calling it, straight to SMS', async () => {
    const t = await createTestApp(channelSettings(['whatsapp', 'msg91_sms'], { retries: 0, breakerFailures: 2 }));
    try {
      whatsapp.failAlways({ kind: 'status', status: 503, body: { error: { message: 'Service unavailable', code: 2 } } });
      for (let i = 0; i < 2; i += 1) {
        const { mobile } = await person(t.app);
        await requestLogin(t.app, mobile);
        await delivered(t.app);
        expect(msg91.codeFor(mobile)).toBeDefined();
      }
      const waBefore = whatsapp.requests.length;
      const { mobile } = await person(t.app);
      await requestLogin(t.app, mobile);
      await delivered(t.app);
      expect(whatsapp.requests.length).toBe(waBefore);
      expect((await verifyLogin(t.app, mobile, msg91.codeFor(mobile)!)).statusCode).toBe(200);
      expect(otpCounter('otp_channel_sends_total', { channel: 'whatsapp', outcome: 'breaker_open' })).toBeGreaterThanOrEqual(1);
    } finally {
      whatsapp.recover();
      await t.close();
    }
  });
});

describe('Twilio Verify: the provider makes and checks the code', () => {
  it('mobile sign-in: Verifications sends, VerificationCheck approves; a wrong code is refused', async () => {
    const { mobile } = await person(twilioSms.app);
    const answer = await requestLogin(twilioSms.app, mobile);
    expect(answer.json()).toEqual({ detail: OTP_REQUEST_ACCEPTED, expires_in: 300, channel: 'sms' });
    await delivered(twilioSms.app);
    const code = twilio.codeFor(mobile)!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await latestOtp(twilioSms.app, mobile))?.channel).toBe('twilio_sms');
    const checks = twilio.calls('VerificationCheck');
    const refused = await verifyLogin(twilioSms.app, mobile, wrong(code));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ otp: [OTP_INVALID] });
    const signedIn = await verifyLogin(twilioSms.app, mobile, code);
    expect(signedIn.statusCode).toBe(200);
    expect(twilio.calls('VerificationCheck') - checks).toBe(2);
    expectNoSecretsInLogs(twilioSms, mobile, code);
  });

  it("asks Verify for its message in the account's language (Locale): hi for a Hindi reader, en otherwise", async () => {
    for (const language of ['hi', 'en'] as const) {
      const { mobile } = await person(twilioSms.app, language);
      await requestLogin(twilioSms.app, mobile);
      await delivered(twilioSms.app);
      expect(twilio.delivered.at(-1)).toMatchObject({ to: `+91${mobile}`, locale: language });
      expect((await verifyLogin(twilioSms.app, mobile, twilio.codeFor(mobile)!)).statusCode).toBe(200);
    }
  });

  it('password reset with the code Twilio made', async () => {
    const { employeeId, mobile } = await person(twilioSms.app);
    await requestReset(twilioSms.app, employeeId);
    await delivered(twilioSms.app);
    expect((await resetPassword(twilioSms.app, employeeId, twilio.codeFor(mobile)!)).statusCode).toBe(200);
  });

  it('Twilio failing (5xx) moves to MSG91; that code is ours, checked by our HMAC without asking Twilio', async () => {
    const { mobile } = await person(twilioSms.app);
    twilio.failNext({ kind: 'status', status: 503, body: { code: 20503, message: 'Service unavailable', status: 503 } }, 2);
    await requestLogin(twilioSms.app, mobile);
    await delivered(twilioSms.app);
    expect((await latestOtp(twilioSms.app, mobile))?.channel).toBe('msg91_sms');
    const checks = twilio.calls('VerificationCheck');
    expect((await verifyLogin(twilioSms.app, mobile, msg91.codeFor(mobile)!)).statusCode).toBe(200);
    expect(twilio.calls('VerificationCheck')).toBe(checks);
  });

  it('the double checks requests against the published description (required fields, enums)', async () => {
    const { formProblems } = await import('./provider-doubles/twilio-verify-double');
    expect(formProblems('/v2/Services/{ServiceSid}/Verifications', new URLSearchParams({ To: '+919800000000' }))).toEqual(['Channel is required']);
    expect(formProblems('/v2/Services/{ServiceSid}/Verifications', new URLSearchParams({ To: '+919800000000', Channel: 'pigeon' }))[0]).toMatch(/Channel must be one of/);
    expect(formProblems('/v2/Services/{ServiceSid}/VerificationCheck', new URLSearchParams({ To: '+919800000000', Code: '123456' }))).toEqual([]);
  });
});

describe('delivery-status webhooks', () => {
  async function sentByWhatsApp() {
    const { mobile } = await person(waSms.app);
    await requestLogin(waSms.app, mobile);
    await delivered(waSms.app);
    return whatsapp.idFor(mobile)!;
  }
  const statusOf = async (app: FastifyInstance, providerMessageId: string) =>
    (await app.db.select().from(otpDeliveries).where(eq(otpDeliveries.providerMessageId, providerMessageId)))[0]?.status;
  const postWhatsApp = (raw: string, signature: string | undefined) =>
    waSms.app.inject({
      method: 'POST',
      url: '/webhooks/otp/whatsapp/',
      payload: raw,
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    });

  it("Meta's GET handshake answers the challenge only for the configured verify token", async () => {
    const ok = await waSms.app.inject({ method: 'GET', url: `/webhooks/otp/whatsapp/?hub.mode=subscribe&hub.verify_token=${WHATSAPP.webhookVerifyToken}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const bad = await waSms.app.inject({ method: 'GET', url: '/webhooks/otp/whatsapp/?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
    expect(bad.statusCode).toBe(403);
  });

  it('WhatsApp statuses: signed events move forward only; out-of-order ones do not move back; bad signatures store nothing', async () => {
    const id = await sentByWhatsApp();
    const delivered = JSON.stringify(WhatsAppDouble.statusBody(id, 'delivered'));
    expect((await postWhatsApp(delivered, whatsapp.sign(delivered))).statusCode).toBe(200);
    expect(await statusOf(waSms.app, id)).toBe('delivered');

    const lateSent = JSON.stringify(WhatsAppDouble.statusBody(id, 'sent'));
    expect((await postWhatsApp(lateSent, whatsapp.sign(lateSent))).statusCode).toBe(200);
    expect(await statusOf(waSms.app, id)).toBe('delivered');
    const lateFailed = JSON.stringify(WhatsAppDouble.statusBody(id, 'failed'));
    await postWhatsApp(lateFailed, whatsapp.sign(lateFailed));
    expect(await statusOf(waSms.app, id)).toBe('delivered');

    const read = JSON.stringify(WhatsAppDouble.statusBody(id, 'read'));
    expect((await postWhatsApp(read, whatsapp.sign(read, 'another-secret'))).statusCode).toBe(401);
    expect((await postWhatsApp(read, undefined)).statusCode).toBe(401);
    expect((await postWhatsApp(read.replace('read', 'read '), whatsapp.sign(read))).statusCode).toBe(401);
    expect(await statusOf(waSms.app, id)).toBe('delivered');
    expect((await postWhatsApp(read, whatsapp.sign(read))).statusCode).toBe(200);
    expect(await statusOf(waSms.app, id)).toBe('read');

    const unknown = JSON.stringify(WhatsAppDouble.statusBody('wamid.unknown', 'delivered'));
    const ignored = await postWhatsApp(unknown, whatsapp.sign(unknown));
    expect(ignored.statusCode).toBe(200);

    const logs = waSms.logs();
    expect(logs).toContainEqual(expect.objectContaining({ security: 'otp_delivery_status', provider: 'whatsapp', status: 'delivered', outcome: 'updated' }));
    expect(logs).toContainEqual(expect.objectContaining({ security: 'otp_delivery_status', status: 'sent', outcome: 'unchanged' }));
    expect(logs).toContainEqual(expect.objectContaining({ security: 'otp_delivery_status', outcome: 'unknown_message' }));
    expect(logs).toContainEqual(expect.objectContaining({ security: 'otp_webhook_refused', provider: 'whatsapp', reason: 'signature' }));
    expect(otpCounter('otp_delivery_statuses_total', { channel: 'whatsapp', status: 'read' })).toBeGreaterThanOrEqual(1);
    expect(otpCounter('otp_webhooks_refused_total', { provider: 'whatsapp' })).toBeGreaterThanOrEqual(3);
  });

  it('a failed WhatsApp delivery is stored with the provider code', async () => {
    const id = await sentByWhatsApp();
    const failed = JSON.stringify(WhatsAppDouble.statusBody(id, 'failed'));
    await postWhatsApp(failed, whatsapp.sign(failed));
    const [row] = await waSms.app.db.select().from(otpDeliveries).where(eq(otpDeliveries.providerMessageId, id));
    expect(row).toMatchObject({ status: 'failed', errorCode: '131026' });
  });

  it('MSG91 delivery reports: only with the secret token; a late "sent" or "failed" does not undo "delivered"', async () => {
    const { mobile } = await person(waSms.app);
    await requestLogin(waSms.app, mobile, 'sms');
    await delivered(waSms.app);
    const requestId = msg91.idFor(mobile)!;
    const report = (desc: 'DELIVERED' | 'FAILED' | 'SENT') => JSON.stringify(Msg91Double.report(requestId, desc));
    const postReport = (raw: string, token?: string) =>
      waSms.app.inject({ method: 'POST', url: `/webhooks/otp/msg91/${token ? `?token=${token}` : ''}`, payload: raw, headers: { 'content-type': 'application/json' } });
    expect((await postReport(report('DELIVERED'))).statusCode).toBe(401);
    expect((await postReport(report('DELIVERED'), 'wrong-token')).statusCode).toBe(401);
    expect(await statusOf(waSms.app, requestId)).toBe('accepted');
    expect((await postReport(report('DELIVERED'), MSG91.webhookSecret)).statusCode).toBe(200);
    expect(await statusOf(waSms.app, requestId)).toBe('delivered');
    await postReport(report('SENT'), MSG91.webhookSecret);
    await postReport(report('FAILED'), MSG91.webhookSecret);
    expect(await statusOf(waSms.app, requestId)).toBe('delivered');
    expect((await postReport(JSON.stringify(Msg91Double.report('unknown-request', 'DELIVERED')), MSG91.webhookSecret)).statusCode).toBe(200);
  });

  it('Twilio Verify message statuses (Event Streams): only calls signed over the sink URL and the body hash are read; forward only', async () => {
    const { mobile } = await person(twilioSms.app);
    await requestLogin(twilioSms.app, mobile);
    await delivered(twilioSms.app);
    const sid = twilio.sidFor(mobile)!;
    expect(await statusOf(twilioSms.app, sid)).toBe('accepted');
    const events = (status: 'SENT' | 'DELIVERED' | 'READ' | 'UNDELIVERED' | 'FAILED') => JSON.stringify(TwilioVerifyDouble.messageStatusEvents(sid, status));
    const postEvents = (raw: string, call: { query: string; signature?: string }) =>
      twilioSms.app.inject({
        method: 'POST',
        url: `/webhooks/otp/twilio/?${call.query}`,
        payload: raw,
        headers: { 'content-type': 'application/json', ...(call.signature ? { 'x-twilio-signature': call.signature } : {}) },
      });

    const deliveredEvents = events('DELIVERED');
    const signed = twilio.signedCall(TWILIO_SINK_URL, deliveredEvents);
    expect((await postEvents(deliveredEvents, { query: signed.query })).statusCode).toBe(401);
    expect((await postEvents(deliveredEvents, twilio.signedCall(TWILIO_SINK_URL, deliveredEvents, 'another-token'))).statusCode).toBe(401);
    expect((await postEvents(deliveredEvents, twilio.signedCall('https://elsewhere.example/webhooks/otp/twilio/', deliveredEvents))).statusCode).toBe(401);
    // A body changed after signing no longer matches bodySHA256, though the URL's signature is right.
    expect((await postEvents(events('READ'), signed)).statusCode).toBe(401);
    expect(await statusOf(twilioSms.app, sid)).toBe('accepted');

    const answer = await postEvents(deliveredEvents, signed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: 1 });
    expect(await statusOf(twilioSms.app, sid)).toBe('delivered');
    for (const late of [events('SENT'), events('UNDELIVERED')]) expect((await postEvents(late, twilio.signedCall(TWILIO_SINK_URL, late))).statusCode).toBe(200);
    expect(await statusOf(twilioSms.app, sid)).toBe('delivered');

    const unknown = JSON.stringify(TwilioVerifyDouble.messageStatusEvents('VE-unknown', 'DELIVERED'));
    expect((await postEvents(unknown, twilio.signedCall(TWILIO_SINK_URL, unknown))).json()).toEqual({ received: 1 });
    const otherEvent = JSON.stringify([{ ...TwilioVerifyDouble.messageStatusEvents(sid, 'READ')[0], type: 'com.twilio.accountsecurity.verify.verification.approved' }]);
    expect((await postEvents(otherEvent, twilio.signedCall(TWILIO_SINK_URL, otherEvent))).json()).toEqual({ received: 0 });
    expect(await statusOf(twilioSms.app, sid)).toBe('delivered');

    const logs = twilioSms.logs();
    expect(logs).toContainEqual(expect.objectContaining({ security: 'otp_delivery_status', provider: 'twilio', channel: 'twilio_sms', status: 'delivered', outcome: 'updated' }));
    expect(logs).toContainEqual(expect.objectContaining({ security: 'otp_webhook_refused', provider: 'twilio', reason: 'signature' }));
    expect(otpCounter('otp_delivery_statuses_total', { channel: 'twilio_sms', status: 'delivered' })).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(logs)).not.toContain(mobile);
  });

  it('an undelivered Twilio message is stored as failed with the provider code; without TWILIO_EVENTS_WEBHOOK_URL nothing is read', async () => {
    const { mobile } = await person(twilioSms.app);
    await requestLogin(twilioSms.app, mobile);
    await delivered(twilioSms.app);
    const sid = twilio.sidFor(mobile)!;
    const raw = JSON.stringify(TwilioVerifyDouble.messageStatusEvents(sid, 'UNDELIVERED'));
    const call = twilio.signedCall(TWILIO_SINK_URL, raw);
    const post = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: `/webhooks/otp/twilio/?${call.query}`, payload: raw, headers: { 'content-type': 'application/json', 'x-twilio-signature': call.signature } });
    const unconfigured = await createTestApp(channelSettings(['twilio_sms', 'msg91_sms'], { twilio: { ...TWILIO, baseUrl: twilio.baseUrl } }));
    try {
      expect((await post(unconfigured.app)).statusCode).toBe(401);
    } finally {
      await unconfigured.close();
    }
    expect((await post(twilioSms.app)).statusCode).toBe(200);
    const [row] = await twilioSms.app.db.select().from(otpDeliveries).where(eq(otpDeliveries.providerMessageId, sid));
    expect(row).toMatchObject({ status: 'failed', errorCode: '30008' });
  });

  it('a call with more status events than MAX_STATUS_EVENTS_PER_CALL is refused whole (413), before anything is stored', async () => {
    const id = await sentByWhatsApp();
    const statuses = Array.from({ length: MAX_STATUS_EVENTS_PER_CALL + 1 }, (_, index) => ({ id: index === 0 ? id : `wamid.other${index}`, status: 'delivered' }));
    const raw = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'WABA_ID', changes: [{ field: 'messages', value: { statuses } }] }] });
    const answer = await postWhatsApp(raw, whatsapp.sign(raw));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ detail: `A call may carry at most ${MAX_STATUS_EVENTS_PER_CALL} status events.` });
    expect(await statusOf(waSms.app, id)).toBe('accepted');
    const longId = JSON.stringify(WhatsAppDouble.statusBody('w'.repeat(100_000), 'delivered'));
    expect((await postWhatsApp(longId, whatsapp.sign(longId))).json()).toEqual({ received: 1 });
  });

  it('statuses move forward only', () => {
    expect(movesForward('accepted', 'sent')).toBe(true);
    expect(movesForward('sent', 'delivered')).toBe(true);
    expect(movesForward('delivered', 'read')).toBe(true);
    expect(movesForward('read', 'delivered')).toBe(false);
    expect(movesForward('delivered', 'sent')).toBe(false);
    expect(movesForward('sent', 'failed')).toBe(true);
    expect(movesForward('delivered', 'failed')).toBe(false);
    expect(movesForward('failed', 'delivered')).toBe(false);
  });
});

describe('production and the feature switch', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), VAULT_MASTER_KEY_FILE: '/run/secrets/vault-keys', ...PRODUCTION_GRIEVANCE_OFFICER };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('refuses to start with one-time codes enabled and no channel, naming the variables', () => {
    const message = problems({ ...production, OTP_ENABLED: 'true' });
    expect(message).toMatch(/OTP_ENABLED=true/);
    expect(message).toMatch(/OTP_CHANNELS/);
    expect(problems({ ...production, OTP_CHANNELS: 'whatsapp' })).toMatch(/WHATSAPP_PHONE_NUMBER_ID: required when OTP_CHANNELS includes whatsapp/);
    expect(problems({ ...production, OTP_CHANNELS: 'msg91_sms,carrier_pigeon' })).toMatch(/"carrier_pigeon" is not a channel/);
    expect(problems({ ...production, OTP_CHANNELS: 'msg91_sms', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MSG91_SENDER_ID: 'TOOLONGID', MSG91_DLT_ENTITY_ID: '1', MSG91_DLT_TEMPLATE_ID: '2' })).toMatch(/MSG91_SENDER_ID/);
    const msg91Env = { ...production, OTP_CHANNELS: 'msg91_sms', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MSG91_SENDER_ID: 'CNPRTL', MSG91_DLT_ENTITY_ID: '1', MSG91_DLT_TEMPLATE_ID: '2' };
    expect(problems({ ...msg91Env, MSG91_TEMPLATE_ID_HI: 't-hi' })).toMatch(/MSG91_TEMPLATE_ID_HI and MSG91_DLT_TEMPLATE_ID_HI: both or neither/);
    expect(problems({ ...msg91Env, MSG91_TEMPLATE_ID_HI: 't-hi', MSG91_DLT_TEMPLATE_ID_HI: 'x3' })).toMatch(/MSG91_DLT_TEMPLATE_ID_HI: digits/);
    expect(loadConfig({ ...msg91Env, MSG91_TEMPLATE_ID_HI: 't-hi', MSG91_DLT_TEMPLATE_ID_HI: '3' }).otp.channels.msg91?.hindi).toEqual({ templateId: 't-hi', dltTemplateId: '3' });
    // Without a Hindi template a Hindi reader gets the English one: nothing is required.
    expect(loadConfig(msg91Env).otp.channels.msg91?.hindi).toBeUndefined();
  });

  it('production without a channel turns the feature off; with channels it is on', () => {
    expect(loadConfig(production).otp.enabled).toBe(false);
    const config = loadConfig({
      ...production,
      OTP_CHANNELS: 'whatsapp,msg91_sms',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_ACCESS_TOKEN: 't',
      WHATSAPP_TEMPLATE_NAME: 'code',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      MSG91_SENDER_ID: 'CNPRTL',
      MSG91_DLT_ENTITY_ID: '1101',
      MSG91_DLT_TEMPLATE_ID: '1107',
    });
    expect(config.otp.enabled).toBe(true);
    expect(config.otp.channels.order).toEqual(['whatsapp', 'msg91_sms']);
    expect(config.otp.channels.whatsapp?.baseUrl).toBe('https://graph.facebook.com');
    expect(config.otp.channels.msg91?.baseUrl).toBe('https://control.msg91.com');
    expect(loadConfig({}).otp).toMatchObject({ enabled: true, channels: { order: [] } });
  });

  it('OTP_ENABLED=false: both code requests answer the clear 503 to everyone, nothing is sent; entering a code is the usual 400', async () => {
    expect(loadConfig({ OTP_ENABLED: 'false' }).otp.enabled).toBe(false);
    const t = await createTestApp({ otp: { ...DEFAULT_OTP_SETTINGS, enabled: false } });
    try {
      for (const response of [await requestLogin(t.app, '9876500001'), await requestReset(t.app, 'CN1001'), await requestReset(t.app, 'ZZ404')]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ detail: OTP_UNAVAILABLE });
      }
      expect((await verifyLogin(t.app, '9876500001', '123456')).json()).toEqual({ otp: [OTP_INVALID] });
      expect(t.logs()).toContainEqual(expect.objectContaining({ security: 'otp_delivery_failed', reason: 'otp_disabled' }));
    } finally {
      await t.close();
    }
  });
});

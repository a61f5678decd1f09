import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { auditLog, employees, otpOutbox, otps } from '../src/db/schema';
import { NO_PASSWORD_SET } from '../src/features/auth/passwords';
import { OTP_INVALID, OTP_REQUEST_ACCEPTED, OTP_UNAVAILABLE, PASSWORD_RESET_DONE } from '../src/features/otp/routes';
import type { OtpMessage, OtpSender } from '../src/features/otp/sender';
import { pruneExpired } from '../src/maintenance/prune-expired';
import { addressSequence, freshMobile } from './support/otp-fixtures';
import { bearer, createTestApp, DEMO_PASSWORD, ManualClock, PRODUCTION_GRIEVANCE_OFFICER, signIn, type TestApp } from './support/test-app';

const clock = new ManualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const INVALID = { otp: [OTP_INVALID] };

const nextAddress = addressSequence(77);

interface Person {
  id: number;
  employeeId: string;
  mobile: string;
  role: Role;
}

/** An employee of their own (password Demo@1234 unless `noPassword`) with a mobile number, so tests do not share codes or limits. */
async function person(options: { role?: Role; active?: boolean; noPassword?: boolean; mobile?: string | null; app?: FastifyInstance } = {}): Promise<Person> {
  const app = options.app ?? t.app;
  const { db } = app;
  const [template] = await db.select({ passwordHash: employees.passwordHash }).from(employees).where(eq(employees.employeeId, 'CN1001'));
  if (!template) throw new Error('the demo seed is missing');
  const role = options.role ?? 'connector';
  const employeeId = `OT${randomInt(100_000, 999_999)}`;
  const mobile = options.mobile === undefined ? freshMobile() : options.mobile;
  const [row] = await db
    .insert(employees)
    .values({
      employeeId,
      username: `OTP Tester ${employeeId}`,
      role,
      mobileNumber: mobile,
      passwordHash: options.noPassword ? NO_PASSWORD_SET : template.passwordHash,
      kycVerified: true,
      isActive: options.active ?? true,
    })
    .returning({ id: employees.id });
  if (!row) throw new Error('could not create an employee');
  return { id: row.id, employeeId, mobile: mobile ?? '', role };
}

const post = (url: string, payload: unknown, remoteAddress = nextAddress(), app = t.app) => app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const requestLogin = (mobile: string, address?: string, app?: FastifyInstance) => post('/auth/employees/login-otp/', { mobile_number: mobile }, address, app);
const verifyLogin = (mobile: string, otp: string, address?: string, app?: FastifyInstance) => post('/auth/connectors/verify-otp/', { mobile_number: mobile, otp }, address, app);
const requestReset = (employeeId: string, address?: string, app?: FastifyInstance) => post('/auth/send-reset-otp/', { employee_id: employeeId }, address, app);
const resetPassword = (employeeId: string, otp: string, newPassword: string, address?: string) =>
  post('/auth/reset-password/', { employee_id: employeeId, otp, new_password: newPassword }, address);

interface OutboxMessage {
  id: number;
  employee_id: string;
  mobile_number: string;
  purpose: string;
  text: string;
  created_at: string;
}

async function outbox(query = '', app = t.app): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox/${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as OutboxMessage[];
}

const codeIn = (text: string) => {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in "${text}"`);
  return match[1];
};

/** The code of the newest message to this number (the phone's view). */
async function latestCode(mobile: string, purpose: 'login' | 'password_reset' = 'login'): Promise<string> {
  const [message] = await outbox(`?mobile_number=${mobile}&purpose=${purpose}`);
  if (!message) throw new Error(`no ${purpose} message to ${mobile}`);
  return codeIn(message.text);
}

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

const profileWith = (access: string) => t.app.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(access) });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
const securityEvents = (event: string) => t.logs().filter((line) => line.security === event);

describe('mobile sign-in with a one-time code', () => {
  it('sends a code to the number (read from the outbox) and signs in with it: the answer of the password sign-in', async () => {
    const someone = await person();
    const requested = await requestLogin(someone.mobile);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ detail: OTP_REQUEST_ACCEPTED, expires_in: 300 });

    const [message] = await outbox(`?mobile_number=${someone.mobile}`);
    expect(message).toMatchObject({ employee_id: someone.employeeId, mobile_number: someone.mobile, purpose: 'login' });
    expect(message?.text).toMatch(/^\d{6} is your Connector Portal sign-in code\. It expires in 5 minutes\./);
    expect(new Date(message?.created_at ?? '').getTime()).toBeGreaterThan(Date.now() - MINUTE);

    const verified = await verifyLogin(someone.mobile, codeIn(message?.text ?? ''));
    expect(verified.statusCode).toBe(200);
    const tokens = verified.json() as { access: string; refresh: string };
    expect(Object.keys(tokens).sort()).toEqual(['access', 'device_token', 'refresh']);
    expect((await profileWith(tokens.access)).json()).toMatchObject({ employee_id: someone.employeeId, mobile_number: someone.mobile });
    expect((await refresh(tokens.refresh)).statusCode).toBe(200);
    expect(securityEvents('sign_in_succeeded')).toContainEqual(expect.objectContaining({ employeeId: someone.employeeId, method: 'otp' }));
  });

  it('is open to every role (the KYC gate still applies to a connector afterwards)', async () => {
    for (const role of ['rm', 'admin', 'director'] as const) {
      const staff = await person({ role });
      await requestLogin(staff.mobile);
      const verified = await verifyLogin(staff.mobile, await latestCode(staff.mobile));
      expect(verified.statusCode, role).toBe(200);
      expect((await profileWith(verified.json().access)).json()).toMatchObject({ employee_id: staff.employeeId, role });
    }
    const unverified = await person();
    await t.app.db.update(employees).set({ kycVerified: false }).where(eq(employees.id, unverified.id));
    await requestLogin(unverified.mobile);
    const { access } = (await verifyLogin(unverified.mobile, await latestCode(unverified.mobile))).json() as { access: string };
    expect((await profileWith(access)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/leads/leads/my-leads/', headers: bearer(access) })).statusCode).toBe(403);
  });

  it('a code works once', async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    const code = await latestCode(someone.mobile);
    expect((await verifyLogin(someone.mobile, code)).statusCode).toBe(200);
    const again = await verifyLogin(someone.mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it("a request from elsewhere sends the live code again; one from the employee's own address supersedes it", async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    const first = await latestCode(someone.mobile);
    await requestLogin(someone.mobile);
    const messages = await outbox(`?mobile_number=${someone.mobile}`);
    expect(messages.map((message) => codeIn(message.text))).toEqual([first, first]);
    expect(securityEvents('otp_requested').filter((line) => line.employeeId === someone.employeeId).map((line) => line.outcome)).toEqual(['sent', 'resent']);

    const home = nextAddress();
    expect((await post('/auth/api/connector/token/', { employee_id: someone.employeeId, password: DEMO_PASSWORD }, home)).statusCode).toBe(200);
    await requestLogin(someone.mobile, home);
    const second = await latestCode(someone.mobile);
    if (first !== second) {
      const old = await verifyLogin(someone.mobile, first, home);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toEqual(INVALID);
    }
    expect((await verifyLogin(someone.mobile, second, home)).statusCode).toBe(200);
    // One open code per employee and purpose, whatever happened before.
    const open = await t.app.db.select().from(otps).where(and(eq(otps.employeeId, someone.id), isNull(otps.consumedAt), isNull(otps.supersededAt)));
    expect(open).toEqual([]);
  });

  it('expires after 5 minutes', async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    clock.advance(4 * MINUTE + 50_000);
    expect((await verifyLogin(someone.mobile, await latestCode(someone.mobile))).statusCode).toBe(200);

    await requestLogin(someone.mobile);
    clock.advance(5 * MINUTE + 1000);
    const late = await verifyLogin(someone.mobile, await latestCode(someone.mobile));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(INVALID);
    expect(securityEvents('otp_verify_failed')).toContainEqual(expect.objectContaining({ employeeId: someone.employeeId, reason: 'expired' }));
  });

  it("is locked after 5 wrong tries: even the right code is refused until a new one is requested from the employee's own address", async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    const code = await latestCode(someone.mobile);
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await verifyLogin(someone.mobile, wrongCode(code, i));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(INVALID);
    }
    const right = await verifyLogin(someone.mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(INVALID);
    const failures = securityEvents('otp_verify_failed').filter((line) => line.employeeId === someone.employeeId);
    expect(failures.map((line) => [line.reason, line.locked ?? false])).toEqual([
      ['wrong_code', false],
      ['wrong_code', false],
      ['wrong_code', false],
      ['wrong_code', false],
      ['wrong_code', true],
      ['locked', false],
    ]);

    // Asked again from elsewhere, the same (locked) code is sent again: guesses from elsewhere cannot renew it.
    await requestLogin(someone.mobile);
    expect(await latestCode(someone.mobile)).toBe(code);
    expect((await verifyLogin(someone.mobile, code)).json()).toEqual(INVALID);
    // From where the employee signed in before, a new code replaces it.
    const home = nextAddress();
    expect((await post('/auth/api/connector/token/', { employee_id: someone.employeeId, password: DEMO_PASSWORD }, home)).statusCode).toBe(200);
    await requestLogin(someone.mobile, home);
    expect((await verifyLogin(someone.mobile, await latestCode(someone.mobile), home)).statusCode).toBe(200);
  });

  it('a burst of concurrent guesses gets no more than 5 tries', async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    const code = await latestCode(someone.mobile);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyLogin(someone.mobile, wrongCode(code, i + 1))));
    expect(burst.every((response) => response.statusCode === 400)).toBe(true);
    const [row] = await t.app.db.select({ attempts: otps.attempts }).from(otps).where(eq(otps.employeeId, someone.id));
    expect(row?.attempts).toBe(5);
    expect((await verifyLogin(someone.mobile, code)).statusCode).toBe(400);
  });

  it('concurrent requests leave exactly one open code', async () => {
    const someone = await person();
    const answers = await Promise.all([1, 2, 3].map(() => requestLogin(someone.mobile)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const open = await t.app.db.select().from(otps).where(and(eq(otps.employeeId, someone.id), isNull(otps.supersededAt)));
    expect(open).toHaveLength(1);
    expect((await verifyLogin(someone.mobile, await latestCode(someone.mobile))).statusCode).toBe(200);
  });

  it('stores only a keyed hash of the code', async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    const code = await latestCode(someone.mobile);
    const [row] = await t.app.db.select().from(otps).where(eq(otps.employeeId, someone.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.mobileNumber).toBe(someone.mobile);
    expect(row?.expiresAt.getTime() ?? 0).toBeGreaterThan(clock.now().getTime() + 4 * MINUTE);
  });

  it('a code sent to a number stops working when the employee changes the number', async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    const code = await latestCode(someone.mobile);
    const newMobile = freshMobile();
    await t.app.db.update(employees).set({ mobileNumber: newMobile }).where(eq(employees.id, someone.id));
    expect((await verifyLogin(newMobile, code)).json()).toEqual(INVALID);
    expect((await verifyLogin(someone.mobile, code)).json()).toEqual(INVALID);
  });
});

describe('answers never reveal whether an account exists', () => {
  it('an unknown mobile number gets the same answer as a known one, and no message', async () => {
    const known = await person();
    const unknown = freshMobile();
    const [a, b] = [await requestLogin(known.mobile), await requestLogin(unknown)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.body).toBe(a.body);
    expect(await outbox(`?mobile_number=${unknown}`)).toEqual([]);
    expect(securityEvents('otp_requested')).toContainEqual(expect.objectContaining({ purpose: 'login', employeeId: null, outcome: 'unknown_mobile_number' }));
    const verify = await verifyLogin(unknown, '123456');
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual(INVALID);
  });

  it('an unknown employee id gets the same answer as a known one, and no message', async () => {
    const known = await person();
    const [a, b] = [await requestReset(known.employeeId), await requestReset('ZZ999999')];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.body).toBe(a.body);
    expect(a.json()).toEqual({ detail: OTP_REQUEST_ACCEPTED, expires_in: 900 });
    expect(await outbox('?employee_id=ZZ999999')).toEqual([]);
    const reset = await resetPassword('ZZ999999', '123456', 'Brand-new-passw0rd');
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual(INVALID);
  });

  it('an inactive employee, or one without a mobile number, gets the same answer and no code', async () => {
    const inactive = await person({ active: false });
    const noMobile = await person({ mobile: null });
    const known = await person();
    const reference = (await requestLogin(known.mobile)).body;
    expect((await requestLogin(inactive.mobile)).body).toBe(reference);
    expect((await requestReset(inactive.employeeId)).body).toBe((await requestReset(known.employeeId)).body);
    expect((await requestReset(noMobile.employeeId)).statusCode).toBe(200);
    expect(await outbox(`?employee_id=${inactive.employeeId}`)).toEqual([]);
    expect(await outbox(`?employee_id=${noMobile.employeeId}`)).toEqual([]);
    expect(await t.app.db.select().from(otps).where(eq(otps.employeeId, inactive.id))).toEqual([]);
    expect(securityEvents('otp_requested')).toContainEqual(expect.objectContaining({ employeeId: inactive.employeeId, outcome: 'inactive_account' }));
    expect(securityEvents('otp_requested')).toContainEqual(expect.objectContaining({ employeeId: noMobile.employeeId, outcome: 'no_mobile_number' }));
  });

  it('a code stops working when the employee is deactivated', async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    const code = await latestCode(someone.mobile);
    await t.app.db.update(employees).set({ isActive: false }).where(eq(employees.id, someone.id));
    expect((await verifyLogin(someone.mobile, code)).json()).toEqual(INVALID);
  });
});

describe('limits on sending', () => {
  it('3 requests per mobile number per 15 minutes, from any address, known number or not: then 429 with Retry-After', async () => {
    for (const mobile of [(await person()).mobile, freshMobile()]) {
      for (let i = 0; i < 3; i += 1) expect((await requestLogin(mobile)).statusCode).toBe(200);
      const limited = await requestLogin(mobile);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ detail: 'Too many code requests. Try again in 15 minutes.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect(securityEvents('rate_limited')).toContainEqual(expect.objectContaining({ limit: 'otp-request-recipient' }));
  });

  it('3 requests per employee id per 15 minutes (any case), known id or not', async () => {
    const known = await person();
    for (const employeeId of [known.employeeId, 'ZZ123456']) {
      for (const spelling of [employeeId, employeeId.toLowerCase(), ` ${employeeId} `]) expect((await requestReset(spelling)).statusCode).toBe(200);
      const limited = await requestReset(employeeId);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });

  it('20 requests per address per hour, sign-in and reset codes together', async () => {
    const address = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await requestLogin(freshMobile(), address)).statusCode).toBe(200);
      expect((await requestReset(`ZY${100_000 + i}`, address)).statusCode).toBe(200);
    }
    const limited = await requestLogin(freshMobile(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('Too many code requests. Try again in 60 minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await requestReset('ZY999999', address)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await requestLogin(freshMobile())).statusCode).toBe(200);
  });

  it('30 failed code entries per address per 15 minutes, then 429 even for a right code', async () => {
    const address = nextAddress();
    const someone = await person();
    await requestLogin(someone.mobile);
    const code = await latestCode(someone.mobile);
    for (let i = 0; i < 30; i += 1) expect((await verifyLogin(freshMobile(), '000000', address)).statusCode).toBe(400);
    const limited = await verifyLogin(someone.mobile, code, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many wrong codes\. Try again in \d+ minutes?\.$/);
    expect((await resetPassword('ZZ000001', '000000', 'Brand-new-passw0rd', address)).statusCode).toBe(429);
    expect((await verifyLogin(someone.mobile, code)).statusCode).toBe(200);
  });
});

describe('password reset with a one-time code', () => {
  it('sets the new password, ends every session at once and writes an audit entry', async () => {
    const someone = await person();
    const first = await signIn(t.app, someone.employeeId);
    const second = await signIn(t.app, someone.employeeId);

    const requested = await requestReset(someone.employeeId.toLowerCase());
    expect(requested.statusCode).toBe(200);
    const [message] = await outbox(`?employee_id=${someone.employeeId}&purpose=password_reset`);
    expect(message).toMatchObject({ employee_id: someone.employeeId, mobile_number: someone.mobile, purpose: 'password_reset' });
    expect(message?.text).toMatch(new RegExp(`^\\d{6} is your Connector Portal password reset code for ${someone.employeeId}\\. It expires in 15 minutes\\.`));

    const newPassword = 'Fresh-Passw0rd-2026';
    const reset = await resetPassword(someone.employeeId, codeIn(message?.text ?? ''), newPassword);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ detail: PASSWORD_RESET_DONE });

    for (const tokens of [first, second]) {
      expect((await profileWith(tokens.access)).statusCode).toBe(401);
      expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    }
    const oldPassword = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: someone.employeeId, password: DEMO_PASSWORD } });
    expect(oldPassword.statusCode).toBe(401);
    const fresh = await signIn(t.app, someone.employeeId, newPassword);
    expect((await profileWith(fresh.access)).statusCode).toBe(200);

    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, someone.id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'employee.password_reset', actorId: someone.id, details: { method: 'otp', sessions_ended: 2 } })]);
    expect(securityEvents('password_reset')).toContainEqual(expect.objectContaining({ employeeId: someone.employeeId, sessionsEnded: 2 }));

    // The code is used up.
    expect((await resetPassword(someone.employeeId, codeIn(message?.text ?? ''), 'Another-passw0rd')).json()).toEqual(INVALID);
  });

  it('gives an account created without a password its first one', async () => {
    const newcomer = await person({ noPassword: true });
    await requestReset(newcomer.employeeId);
    const code = await latestCode(newcomer.mobile, 'password_reset');
    expect((await resetPassword(newcomer.employeeId, code, 'My-first-passw0rd')).statusCode).toBe(200);
    expect((await signIn(t.app, newcomer.employeeId, 'My-first-passw0rd')).access).toBeTruthy();
  });

  it('expires after 15 minutes', async () => {
    const someone = await person();
    await requestReset(someone.employeeId);
    clock.advance(14 * MINUTE);
    expect((await resetPassword(someone.employeeId, await latestCode(someone.mobile, 'password_reset'), 'In-time-passw0rd')).statusCode).toBe(200);

    await requestReset(someone.employeeId);
    clock.advance(15 * MINUTE + 1000);
    const late = await resetPassword(someone.employeeId, await latestCode(someone.mobile, 'password_reset'), 'Too-late-passw0rd');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(INVALID);
    expect((await signIn(t.app, someone.employeeId, 'In-time-passw0rd')).access).toBeTruthy();
  });

  it('is locked after 5 wrong tries, and a superseded code is refused', async () => {
    const someone = await person();
    await requestReset(someone.employeeId);
    const code = await latestCode(someone.mobile, 'password_reset');
    for (let i = 1; i <= 5; i += 1) expect((await resetPassword(someone.employeeId, wrongCode(code, i), 'Brand-new-passw0rd')).json()).toEqual(INVALID);
    expect((await resetPassword(someone.employeeId, code, 'Brand-new-passw0rd')).json()).toEqual(INVALID);

    // New codes come from where the employee signed in before; each replaces the previous one.
    const home = nextAddress();
    expect((await post('/auth/api/connector/token/', { employee_id: someone.employeeId, password: DEMO_PASSWORD }, home)).statusCode).toBe(200);
    await requestReset(someone.employeeId, home);
    const older = await latestCode(someone.mobile, 'password_reset');
    await requestReset(someone.employeeId, home);
    const newest = await latestCode(someone.mobile, 'password_reset');
    if (older !== newest) expect((await resetPassword(someone.employeeId, older, 'Brand-new-passw0rd', home)).json()).toEqual(INVALID);
    expect((await resetPassword(someone.employeeId, newest, 'Brand-new-passw0rd', home)).statusCode).toBe(200);
  });

  it('a sign-in code and a reset code are separate, and a reset ends the open sign-in code', async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    const loginCode = await latestCode(someone.mobile, 'login');
    await requestReset(someone.employeeId);
    const resetCode = await latestCode(someone.mobile, 'password_reset');
    if (loginCode !== resetCode) {
      expect((await resetPassword(someone.employeeId, loginCode, 'Brand-new-passw0rd')).json()).toEqual(INVALID);
      expect((await verifyLogin(someone.mobile, resetCode)).json()).toEqual(INVALID);
    }
    expect((await resetPassword(someone.employeeId, resetCode, 'Brand-new-passw0rd')).statusCode).toBe(200);
    expect((await verifyLogin(someone.mobile, loginCode)).json()).toEqual(INVALID);
  });

  it('checks the new password: per field, before the code; the role rules after it, leaving the code usable', async () => {
    const admin = await person({ role: 'admin' });
    await requestReset(admin.employeeId);
    const code = await latestCode(admin.mobile, 'password_reset');
    const tryPassword = async (password: string) => (await resetPassword(admin.employeeId, code, password)).json();
    expect(await tryPassword('short1')).toEqual({ new_password: ['Ensure this field has at least 8 characters.'] });
    expect(await tryPassword('onlyletters')).toEqual({ new_password: ['Use both letters and digits.'] });
    expect(await tryPassword(DEMO_PASSWORD)).toEqual({ new_password: ['This password is published; choose another.'] });
    expect(await tryPassword('Eleven-ch4r')).toEqual({ new_password: ['Ensure this field has at least 12 characters.'] });
    expect(await tryPassword(`x-${admin.employeeId.toLowerCase()}-passw0rd`)).toEqual({ new_password: ['The password must not contain your employee ID.'] });
    expect(await tryPassword('Admin-passw0rd-2026')).toEqual({ detail: PASSWORD_RESET_DONE });
  });

  it('clears the sign-in delay of the employee id', async () => {
    const someone = await person();
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: someone.employeeId, password: 'wrong' }, remoteAddress: address });
    }
    const locked = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: someone.employeeId, password: DEMO_PASSWORD }, remoteAddress: address });
    expect(locked.statusCode).toBe(429);
    await requestReset(someone.employeeId, address);
    await resetPassword(someone.employeeId, await latestCode(someone.mobile, 'password_reset'), 'After-lock-passw0rd', address);
    const after = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: someone.employeeId, password: 'After-lock-passw0rd' }, remoteAddress: address });
    expect(after.statusCode).toBe(200);
  });
});

describe('malformed input answers 400 per field', () => {
  it('mobile number, code, employee id and new password', async () => {
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['/auth/employees/login-otp/', {}, { mobile_number: ['This field is required.'] }],
      ['/auth/employees/login-otp/', { mobile_number: '12345' }, { mobile_number: ['Enter a valid 10-digit mobile number.'] }],
      ['/auth/employees/login-otp/', { mobile_number: '5876500001' }, { mobile_number: ['Enter a valid 10-digit mobile number.'] }],
      ['/auth/employees/login-otp/', { mobile_number: '+919876500001' }, { mobile_number: ['Enter a valid 10-digit mobile number.'] }],
      ['/auth/connectors/verify-otp/', { mobile_number: '9876500001', otp: '12345' }, { otp: ['Enter the 6-digit code.'] }],
      ['/auth/connectors/verify-otp/', { mobile_number: '9876500001', otp: 'abcdef' }, { otp: ['Enter the 6-digit code.'] }],
      ['/auth/connectors/verify-otp/', { mobile_number: '98765', otp: '1234567' }, { mobile_number: ['Enter a valid 10-digit mobile number.'], otp: ['Enter the 6-digit code.'] }],
      ['/auth/send-reset-otp/', {}, { employee_id: ['This field is required.'] }],
      ['/auth/send-reset-otp/', { employee_id: '' }, { employee_id: ['Enter a valid employee ID.'] }],
      ['/auth/send-reset-otp/', { employee_id: 'CN-1001' }, { employee_id: ['Enter a valid employee ID.'] }],
      ['/auth/reset-password/', { employee_id: 'CN1001', otp: '123456' }, { new_password: ['This field is required.'] }],
      ['/auth/reset-password/', { employee_id: 'CN1001', otp: '123456', new_password: 'x'.repeat(257) }, { new_password: ['Ensure this field has no more than 256 characters.'] }],
    ];
    for (const [url, payload, expected] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json(), `${url} ${JSON.stringify(payload)}`).toEqual(expected);
    }
  });
});

describe('the development outbox', () => {
  it('lists messages newest first with filters, and the log never holds a code or the number', async () => {
    const someone = await person();
    await requestLogin(someone.mobile);
    await requestReset(someone.employeeId);
    const messages = await outbox(`?employee_id=${someone.employeeId.toLowerCase()}`);
    expect(messages.map((message) => message.purpose)).toEqual(['password_reset', 'login']);
    expect(messages[0]?.id ?? 0).toBeGreaterThan(messages[1]?.id ?? 0);
    expect(await outbox('?limit=1')).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/?limit=0' })).statusCode).toBe(400);

    await t.app.otp.deliveries.settled();
    const codes = messages.map((message) => codeIn(message.text));
    const everyLine = t.logs().map((line) => JSON.stringify(line));
    // A code as a number of its own: a log line's timestamp or duration may hold the same six digits by chance.
    const holdsCode = (line: string, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(line);
    for (const code of codes) expect(everyLine.filter((line) => holdsCode(line, code))).toEqual([]);
    expect(everyLine.filter((line) => line.includes(someone.mobile))).toEqual([]);
    // The development sender's own line says which message waits in the outbox, nothing more.
    for (const message of messages) {
      expect(t.logs()).toContainEqual(
        expect.objectContaining({ otpOutbox: { id: message.id, employeeId: someone.employeeId, purpose: message.purpose } }),
      );
    }
  });
});

describe('pruning', () => {
  it('deletes codes a day after they expired and outbox messages older than a day', async () => {
    const { db } = t.app;
    const old = await person();
    const recent = await person();
    await requestLogin(old.mobile);
    await requestLogin(recent.mobile);
    await t.app.otp.deliveries.settled();
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await db.update(otps).set({ expiresAt: twoDaysAgo }).where(eq(otps.employeeId, old.id));
    await db.update(otpOutbox).set({ createdAt: twoDaysAgo }).where(eq(otpOutbox.mobileNumber, old.mobile));

    const result = await pruneExpired(db);
    expect(result).toMatchObject({ ran: true, otps: 1, otpOutbox: 1 });
    expect(await db.select().from(otps).where(eq(otps.employeeId, old.id))).toEqual([]);
    expect(await outbox(`?mobile_number=${old.mobile}`)).toEqual([]);
    expect(await db.select().from(otps).where(eq(otps.employeeId, recent.id))).toHaveLength(1);
    expect(await outbox(`?mobile_number=${recent.mobile}`)).toHaveLength(1);
  });
});

describe('a sender that fails', () => {
  it('is logged as an error (without the code); the caller gets the usual answer', async () => {
    const sent: OtpMessage[] = [];
    const failing: OtpSender = {
      name: 'failing-provider',
      available: true,
      async send(message) {
        sent.push(message);
        throw new Error('provider answered 502');
      },
    };
    const other = await createTestApp({}, { otpSender: failing });
    try {
      const answer = await requestLogin('9876500001', nextAddress(), other.app);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().detail).toBe(OTP_REQUEST_ACCEPTED);
      await other.app.otp.deliveries.settled();
      expect(sent).toHaveLength(1);
      const failure = other.logs().find((line) => line.security === 'otp_delivery_failed');
      expect(failure).toMatchObject({ level: 50, employeeId: 'CN1001', purpose: 'login', sender: 'failing-provider' });
      expect(JSON.stringify(failure)).not.toContain(codeIn(sent[0]?.text ?? ''));
      // Nothing went to the development outbox: this app has its own sender.
      expect(await outbox('', other.app)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('production', () => {
  it('has no /dev/outbox/ and, with no sender configured, answers 503 to every code request', async () => {
    const production = await createTestApp({ nodeEnv: 'production' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/outbox/' })).statusCode).toBe(404);
      expect(production.app.routeAccess.some((route) => route.url.startsWith('/dev/'))).toBe(false);
      for (const response of [await requestLogin('9876500001', nextAddress(), production.app), await requestReset('CN1001', nextAddress(), production.app), await requestReset('ZZ404', nextAddress(), production.app)]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ detail: OTP_UNAVAILABLE });
      }
      expect((await verifyLogin('9876500001', '123456', nextAddress(), production.app)).json()).toEqual(INVALID);
      const logs = production.logs();
      expect(logs).toContainEqual(expect.objectContaining({ level: 40, otpSender: 'none' }));
      expect(logs).toContainEqual(expect.objectContaining({ level: 50, security: 'otp_delivery_failed', reason: 'no_sender_configured' }));
    } finally {
      await production.close();
    }
  });

  it('refuses the development sender and a short OTP_SECRET; reads the limits', () => {
    const secret = 'x'.repeat(48);
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: secret, OTP_SENDER: 'log' })).toMatch(/OTP_SENDER=log: refused when NODE_ENV=production/);
    expect(problems({ OTP_SENDER: 'sms' })).toMatch(/OTP_SENDER="sms"/);
    expect(problems({ OTP_SECRET: 'short' })).toMatch(/OTP_SECRET: at least 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, VAULT_MASTER_KEY_FILE: '/run/secrets/vault-keys', ...PRODUCTION_GRIEVANCE_OFFICER }).otp.sender).toBeUndefined();
    const config = loadConfig({ OTP_REQUESTS_PER_RECIPIENT: '5', OTP_REQUESTS_PER_ADDRESS: '50', OTP_SENDER: 'none' });
    expect(config.requestLimits.otpRequestsPerRecipient.max).toBe(5);
    expect(config.requestLimits.otpRequestsPerAddress.max).toBe(50);
    expect(config.otp).toMatchObject({ sender: 'none', loginTtlSeconds: 300, resetTtlSeconds: 900, maxAttempts: 5 });
  });
});

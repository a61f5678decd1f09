/**
 * Nobody can keep a chosen employee out (docs/security.md#brute-force-without-lockout-as-a-weapon):
 * attackers at many addresses keep failing, while the real user, from the browser or address they
 * signed in from before, gets in; and one-time-code requests from elsewhere neither cancel the user's
 * live code, nor use up the user's own requests, nor lock the code with wrong guesses. Both sides of
 * each attack are tested: the attacker's and the victim's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInLimits } from '../src/config';
import { TARGETED_ACCOUNT_TITLE } from '../src/features/auth/targeted-account';
import { createTestApp, createTestReplicas, DEMO_PASSWORD, type TestApp } from './support/test-app';

const LIMITS: SignInLimits = {
  perIdAndAddress: { max: 3, windowMs: 15 * 60_000 },
  perIdBeforeDelay: { max: 4, windowMs: 15 * 60_000 },
  maxDelayMs: 60_000,
  perAddress: { max: 50, windowMs: 15 * 60_000 },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInLimits: LIMITS });
});
afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let addressCount = 0;
/** An address nobody used before: an attacker's next machine, or the user on a new network. */
const freshAddress = () => {
  addressCount += 1;
  return `10.90.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const signInAttempt = (employee_id: string, password: string, remoteAddress: string, device_token?: string) =>
  post('/auth/api/connector/token/', { employee_id, password, ...(device_token ? { device_token } : {}) }, remoteAddress);

/** The real user's earlier sign-in: it answers the browser's device token. */
async function signInBefore(employeeId: string, address: string): Promise<string> {
  const response = await signInAttempt(employeeId, DEMO_PASSWORD, address);
  expect(response.statusCode).toBe(200);
  const token = response.json().device_token;
  expect(typeof token).toBe('string');
  return token as string;
}

/** Wrong passwords from fresh addresses until the per-employee delay runs; answers the delay's Retry-After. */
async function attack(employeeId: string): Promise<number> {
  for (let i = 0; i < 20; i += 1) {
    const response = await signInAttempt(employeeId, 'wrong-guess', freshAddress());
    if (response.statusCode === 429) return Number(response.headers['retry-after']);
    expect(response.statusCode).toBe(401);
  }
  throw new Error('the attack never met the delay');
}

/**
 * An attack kept up until the per-employee delay is at least `atLeastMs`: the checks that follow then
 * run while it lasts, however slow the machine (the first delay is 1 s, and doubles each time).
 */
async function attackUntilDelay(employeeId: string, atLeastMs: number): Promise<void> {
  let retryAfterSeconds = await attack(employeeId);
  while (retryAfterSeconds * 1000 < atLeastMs) {
    await sleep(retryAfterSeconds * 1000 + 100);
    expect((await signInAttempt(employeeId, 'wrong-guess', freshAddress())).statusCode).toBe(401);
    const waiting = await signInAttempt(employeeId, 'wrong-guess', freshAddress());
    expect(waiting.statusCode).toBe(429);
    retryAfterSeconds = Number(waiting.headers['retry-after']);
  }
}

/** The employee's notification titles, read from the address they signed in from before. */
async function notificationTitles(employeeId: string, home: string): Promise<string[]> {
  const response = await signInAttempt(employeeId, DEMO_PASSWORD, home);
  const list = await t.app.inject({ method: 'GET', url: '/notifications/?page_size=50', headers: { authorization: `Bearer ${response.json().access}` } });
  return (list.json().results as { title: string }[]).map((notification) => notification.title);
}

describe('sign-in under attack from many addresses', () => {
  it('keeps the attackers waiting, and lets the real user in from their own browser anywhere, or from their own address', async () => {
    const home = '10.80.0.1';
    const deviceToken = await signInBefore('DR4001', home);

    expect(await attack('DR4001')).toBeGreaterThanOrEqual(1);
    // The attack goes on: every new address waits.
    await sleep(1100);
    expect((await signInAttempt('DR4001', 'wrong-again', freshAddress())).statusCode).toBe(401);
    expect((await signInAttempt('DR4001', DEMO_PASSWORD, freshAddress())).statusCode).toBe(429);

    // The real user: their browser, from a network they never used (a phone on mobile data), then from home without it.
    const fromDevice = await signInAttempt('DR4001', DEMO_PASSWORD, freshAddress(), deviceToken);
    expect(fromDevice.statusCode).toBe(200);
    expect(fromDevice.json().device_token).toBe(deviceToken);
    expect((await signInAttempt('DR4001', DEMO_PASSWORD, home)).statusCode).toBe(200);

    // Their sign-ins did not hand the attackers a fresh set of guesses.
    const stillWaiting = await signInAttempt('DR4001', 'wrong-guess', freshAddress());
    expect(stillWaiting.statusCode).toBe(429);
    expect(Number(stillWaiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('raises one security event and tells the employee, once per window', async () => {
    await signInBefore('RM2002', '10.80.1.1');
    await attack('RM2002');
    await sleep(1100);
    await attack('RM2002');
    const events = t.logs().filter((line) => line.security === 'sign_in_targeted' && line.employeeId === 'RM2002');
    expect(events).toHaveLength(1);
    expect(events[0]?.level).toBe(50);
    expect((await notificationTitles('RM2002', '10.80.1.1')).filter((title) => title === TARGETED_ACCOUNT_TITLE)).toHaveLength(1);
  });

  it('trusts only a device token the API issued to this employee, and not one that keeps failing', async () => {
    const ownToken = await signInBefore('CN1005', '10.80.2.1');
    const othersToken = await signInBefore('CN1006', '10.80.2.2');
    await attackUntilDelay('CN1005', 8_000);
    expect((await signInAttempt('CN1005', DEMO_PASSWORD, freshAddress(), 'made-up-token')).statusCode).toBe(429);
    expect((await signInAttempt('CN1005', DEMO_PASSWORD, freshAddress(), othersToken)).statusCode).toBe(429);

    // A stolen device token buys a few guesses of its own, then waits like everyone else.
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.perIdAndAddress.max + 1; i += 1) statuses.push((await signInAttempt('CN1005', 'wrong-guess', freshAddress(), ownToken)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('password reset codes under attack', () => {
  const requestReset = (employee_id: string, remoteAddress: string, device_token?: string) =>
    post('/auth/send-reset-otp/', { employee_id, ...(device_token ? { device_token } : {}) }, remoteAddress);
  const resetPassword = (employee_id: string, otp: string, new_password: string, remoteAddress: string, device_token?: string) =>
    post('/auth/reset-password/', { employee_id, otp, new_password, ...(device_token ? { device_token } : {}) }, remoteAddress);
  const resetCodes = async (employeeId: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/dev/outbox/?employee_id=${employeeId}&purpose=password_reset` });
    return (response.json() as { text: string }[]).map((message) => /\b(\d{6})\b/.exec(message.text)?.[1] as string);
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it("requests from elsewhere send the live code again instead of replacing it, and never use up the user's own requests", async () => {
    const deviceToken = await signInBefore('CN1004', '10.81.0.1');
    expect((await requestReset('CN1004', freshAddress())).statusCode).toBe(200);
    const [first] = await resetCodes('CN1004');
    for (let i = 0; i < 2; i += 1) expect((await requestReset('CN1004', freshAddress())).statusCode).toBe(200);
    // Every message from those requests carries the same, still valid, code.
    expect(await resetCodes('CN1004')).toEqual([first, first, first]);
    expect((await requestReset('CN1004', freshAddress())).statusCode).toBe(429);

    // The real user asks from their own browser: their own budget, and a new code.
    expect((await requestReset('CN1004', freshAddress(), deviceToken)).statusCode).toBe(200);
    const [mine] = await resetCodes('CN1004');
    expect(mine).not.toBe(first);

    // Wrong guesses from elsewhere lock the code for everyone else, not for the user.
    for (let i = 0; i < 6; i += 1) await resetPassword('CN1004', wrong(mine as string), 'NewPassw0rd!', freshAddress());
    expect((await resetPassword('CN1004', mine as string, 'NewPassw0rd!', freshAddress())).statusCode).toBe(400);
    const done = await resetPassword('CN1004', mine as string, 'NewPassw0rd!', freshAddress(), deviceToken);
    expect(done.statusCode).toBe(200);
    expect((await signInAttempt('CN1004', 'NewPassw0rd!', '10.81.0.1')).statusCode).toBe(200);
  });

  it("a code asked for from elsewhere reaches the real user's phone and works from a browser they never used", async () => {
    await signInBefore('CN1003', '10.82.0.1');
    expect((await requestReset('CN1003', freshAddress())).statusCode).toBe(200);
    const [code] = await resetCodes('CN1003');
    const done = await resetPassword('CN1003', code as string, 'Another1Passw0rd', freshAddress());
    expect(done.statusCode).toBe(200);
  });
});

describe('sign-in codes under attack', () => {
  it('wrong codes from elsewhere do not lock the code the user enters from their own browser', async () => {
    const deviceToken = await signInBefore('CN1001', '10.83.0.1');
    const mobile = '9876500001';
    expect((await post('/auth/employees/login-otp/', { mobile_number: mobile, device_token: deviceToken }, freshAddress())).statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox/?mobile_number=${mobile}&purpose=login` });
    const code = /\b(\d{6})\b/.exec((outbox.json() as { text: string }[])[0]?.text ?? '')?.[1] as string;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 6; i += 1) expect((await post('/auth/connectors/verify-otp/', { mobile_number: mobile, otp: wrongCode }, freshAddress())).statusCode).toBe(400);
    expect((await post('/auth/connectors/verify-otp/', { mobile_number: mobile, otp: code }, freshAddress())).statusCode).toBe(400);
    const signedIn = await post('/auth/connectors/verify-otp/', { mobile_number: mobile, otp: code, device_token: deviceToken }, freshAddress());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().device_token).toBe(deviceToken);
  });
});

describe('across replicas', () => {
  it("a device token one replica issued is the employee's own browser at another, during an attack counted by both", async () => {
    const replicas = await createTestReplicas(2, { signInLimits: LIMITS });
    try {
      const [a, b] = replicas.apps as [TestApp['app'], TestApp['app']];
      const at = (app: TestApp['app'], password: string, remoteAddress: string, device_token?: string) =>
        app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: 'CN1002', password, ...(device_token ? { device_token } : {}) }, remoteAddress });
      const deviceToken = (await at(a, DEMO_PASSWORD, '10.84.0.1')).json().device_token as string;
      let waited = false;
      for (let i = 0; i < 20 && !waited; i += 1) waited = (await at(i % 2 ? a : b, 'wrong-guess', freshAddress())).statusCode === 429;
      expect(waited).toBe(true);
      expect((await at(b, DEMO_PASSWORD, freshAddress())).statusCode).toBe(429);
      expect((await at(b, DEMO_PASSWORD, freshAddress(), deviceToken)).statusCode).toBe(200);
    } finally {
      await replicas.close();
    }
  });
});

/**
 * What the API log may hold (docs/logging.md): the path and status of every request, never a customer's
 * or an employee's mobile number, e-mail, PAN, Aadhaar number, a password, a one-time code or a token,
 * whichever route they travel through (query string, body, Authorization header) and also when the
 * database refuses a row and its error quotes the row back.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../src/db/schema';
import { apiLoggerOptions, loggedError, REDACTED, redactQueriesInText, redactQueryValues } from '../src/http/request-log';
import { hdfcHomeLoanId } from './support/fixtures';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** CN1001's seeded mobile number (docs/demo-data.md): the one-time codes go there. */
const CN1001_MOBILE = '9876500001';

/** Each log line as JSON text, as a log reader would search it. */
const logText = () => t.logs().map((line) => JSON.stringify(line));

/** The log lines that contain `value`, for a readable failure. */
const linesWith = (value: string) => logText().filter((line) => line.includes(value));

function expectNoLineWith(values: Record<string, string>) {
  for (const [what, value] of Object.entries(values)) expect(linesWith(value), `${what} (${value}) in the log`).toEqual([]);
}

async function territoryOf(employeeId: string): Promise<number> {
  const [row] = await t.app.db.select({ territory: employees.assignedTerritoryId }).from(employees).where(eq(employees.employeeId, employeeId));
  if (!row?.territory) throw new Error(`${employeeId} has no territory`);
  return row.territory;
}

/** A lead whose free-text fields carry what a connector might type there: the customer's e-mail, PAN and Aadhaar number. */
const customer = {
  name: 'Kavita Joshi',
  mobile: '9011177788',
  email: 'kavita.joshi@example.in',
  pan: 'ABCPJ1234K',
  aadhaar: '4321 8765 2109',
};

describe('the API log', () => {
  it('names the path and status of each request, without query values, bodies, headers, codes or tokens', async () => {
    const wrongPassword = 'Wrong-Password-987';
    expect((await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: 'CN1001', password: wrongPassword } })).statusCode).toBe(401);
    const password = await signIn(t.app, 'CN1001', DEMO_PASSWORD);

    const duplicateCheck = await t.app.inject({
      method: 'GET',
      url: `/leads/leads/open-by-mobile/?customer_mobile=${customer.mobile}`,
      headers: bearer(password.access),
    });
    expect(duplicateCheck.statusCode).toBe(200);

    const created = await t.app.inject({
      method: 'POST',
      url: '/leads/leads/',
      headers: { ...bearer(password.access), 'idempotency-key': `lead-for-${customer.mobile}` },
      payload: {
        customer_name: customer.name,
        loan_type: await hdfcHomeLoanId(t.app),
        customer_mobile: customer.mobile,
        customer_address: `12 Model Colony, Pune; mail ${customer.email}`,
        loan_amount: 2_500_000,
        referred_by_employee_id: 'CN1001',
        branch: await territoryOf('CN1001'),
        remarks: `PAN ${customer.pan}, Aadhaar ${customer.aadhaar}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    // Sign-in by one-time code, the code read where a developer reads it (the outbox).
    expect((await t.app.inject({ method: 'POST', url: '/auth/employees/login-otp/', payload: { mobile_number: CN1001_MOBILE } })).statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox/?mobile_number=${CN1001_MOBILE}&purpose=login&limit=1` });
    const code = /\b(\d{6})\b/.exec((outbox.json() as { text: string }[])[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox: ${outbox.body}`);
    const byCode = await t.app.inject({ method: 'POST', url: '/auth/connectors/verify-otp/', payload: { mobile_number: CN1001_MOBILE, otp: code } });
    expect(byCode.statusCode).toBe(200);
    const codeTokens = byCode.json() as { access: string; refresh: string };
    expect((await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: codeTokens.refresh } })).statusCode).toBe(200);
    await t.app.otp.deliveries.settled();

    expectNoLineWith({
      'a wrong password': wrongPassword,
      'the password': DEMO_PASSWORD,
      'an access token': password.access,
      'a refresh token': password.refresh,
      'an access token from a code': codeTokens.access,
      'a refresh token from a code': codeTokens.refresh,
      'the one-time code': code,
      'the employee mobile': CN1001_MOBILE,
      'the customer mobile': customer.mobile,
      'the customer name': customer.name,
      'the customer e-mail': customer.email,
      'the PAN': customer.pan,
      'the Aadhaar number': customer.aadhaar,
    });

    // Still useful: which route, by whom (the request id joins the lines), and how it ended.
    const lines = t.logs();
    const incoming = lines.find((line) => (line.req as { url?: string } | undefined)?.url?.startsWith('/leads/leads/open-by-mobile/'));
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/leads/leads/open-by-mobile/?customer_mobile=[redacted]' });
    expect(lines.find((line) => line.reqId === incoming?.reqId && line.res !== undefined)?.res).toEqual({ statusCode: 200 });
    expect(lines.some((line) => (line.req as { url?: string } | undefined)?.url === '/dev/outbox/?mobile_number=[redacted]&purpose=[redacted]&limit=[redacted]')).toBe(true);
    const leadCreation = lines.find((line) => (line.req as { url?: string } | undefined)?.url === '/leads/leads/');
    expect(lines.find((line) => line.reqId === leadCreation?.reqId && line.res !== undefined)?.res).toEqual({ statusCode: 201 });
    // The development sender says where the message is, without the code or the number.
    expect(lines).toContainEqual(expect.objectContaining({ otpOutbox: expect.objectContaining({ employeeId: 'CN1001', purpose: 'login' }) }));
  });

  it('logs a row the database refuses as a 500 with the constraint, without the values the error quotes back', async () => {
    const refusedName = 'Refused By Check';
    // The database quotes a refused row in the error's detail ("Failing row contains (…)") and drizzle
    // appends the bound values to its message: a 500 must log neither.
    await t.app.db.execute(sql.raw(`alter table leads add constraint log_test_refused_name check (customer_name <> '${refusedName}')`));
    const { access } = await signIn(t.app, 'CN1001');
    const refusedMobile = '9011166655';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/leads/leads/',
      headers: bearer(access),
      payload: {
        customer_name: refusedName,
        loan_type: await hdfcHomeLoanId(t.app),
        customer_mobile: refusedMobile,
        customer_address: `4 Lake Road, Pune; mail ${customer.email}`,
        loan_amount: 1_200_000,
        referred_by_employee_id: 'CN1001',
        branch: await territoryOf('CN1001'),
        remarks: null,
      },
    });
    expect(refused.statusCode).toBe(500);

    expectNoLineWith({ 'the refused name': refusedName, 'the refused mobile': refusedMobile, 'the customer e-mail': customer.email });
    const errorLine = t.logs().find((line) => line.msg === 'unhandled error');
    expect(JSON.stringify(errorLine?.err)).toContain('log_test_refused_name');
    expect(errorLine?.err).toMatchObject({ message: expect.stringContaining('Failed query: insert into "leads"') });
  });
});

describe('the security log', () => {
  it('never holds what was typed as an employee id that belongs to nobody (a mobile number in the wrong field): a fingerprint stands for it', async () => {
    const typed = '9011122233';
    for (let i = 0; i < 2; i += 1) {
      await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: typed, password: 'whatever1' }, remoteAddress: '10.70.0.1' });
    }
    await t.app.inject({ method: 'POST', url: '/auth/send-reset-otp/', payload: { employee_id: typed }, remoteAddress: '10.70.0.2' });
    await t.app.inject({ method: 'POST', url: '/auth/reset-password/', payload: { employee_id: typed, otp: '123456', new_password: 'Brand-new-passw0rd' }, remoteAddress: '10.70.0.2' });
    expectNoLineWith({ 'the typed mobile number': typed });
    const events = t.logs().filter((line) => ['sign_in_failed', 'otp_requested', 'otp_verify_failed'].includes(String(line.security)) && line.typedId);
    expect(events.map((line) => line.security)).toEqual(['sign_in_failed', 'sign_in_failed', 'otp_requested', 'otp_verify_failed']);
    expect(new Set(events.map((line) => line.typedId)).size).toBe(1);
    expect(events.every((line) => line.employeeId === null)).toBe(true);
  });
});

describe('the log rules', () => {
  it('keep the names of query parameters and replace every value, a name that is not one and a part without a name', () => {
    expect(redactQueryValues('/leads/leads/open-by-mobile/?customer_mobile=9876543210')).toBe('/leads/leads/open-by-mobile/?customer_mobile=[redacted]');
    expect(redactQueryValues('/x/?a=1&b=&ABCPJ1234K&9876543210&a%40b=c')).toBe('/x/?a=[redacted]&b=[redacted]&[redacted]&[redacted]&[redacted]=[redacted]');
    expect(redactQueryValues('/leads/leads/12/')).toBe('/leads/leads/12/');
    expect(redactQueriesInText('Reply was already sent, did you forget to "return reply" in the "/x/?q=kavita@example.in" (GET) route?')).toBe(
      'Reply was already sent, did you forget to "return reply" in the "/x/?q=[redacted]" (GET) route?',
    );
  });

  it('log a database error with its code, constraint and SQL, without the values it quotes', () => {
    const databaseError = Object.assign(new Error('invalid input syntax for type bigint: "9876543210"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Failing row contains (Kavita Joshi, 9876543210).',
      where: 'unnamed portal parameter $2 = \'9876543210\'',
    });
    const queryError = Object.assign(new Error('Failed query: insert into "leads" ("customer_mobile") values ($1)\nparams: 9876543210'), {
      query: 'insert into "leads" ("customer_mobile") values ($1)',
      params: ['9876543210'],
      cause: databaseError,
    });
    const logged = loggedError(queryError);
    expect(JSON.stringify(logged)).not.toContain('9876543210');
    expect(JSON.stringify(logged)).not.toContain('Kavita');
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "leads" ("customer_mobile") values ($1)',
      cause: { code: '22P02', severity: 'ERROR', message: 'invalid input syntax for type bigint: "[redacted]"' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "leads" \("customer_mobile"\) values \(\$1\)\n\s+at /);
  });

  it('replace credentials and addresses in a headers object some code logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const app = Fastify({ logger: apiLoggerOptions({ enabled: true, level: 'info', stream }) });
    app.log.info({ headers: { authorization: 'Bearer eyJhbGciOi.secret', cookie: 'sid=secret', 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Phone' } }, 'headers');
    await app.close();
    const logged = JSON.parse(lines[0] ?? '{}') as { headers: Record<string, string> };
    expect(logged.headers).toEqual({ authorization: REDACTED, cookie: REDACTED, 'x-forwarded-for': REDACTED, 'user-agent': 'Phone' });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from './support/test-app';
import { sessionEndingLast } from './support/access-walk';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    anonymous: '',
    connector: (await signIn(t.app, 'CN1001')).access,
    unverified: (await signIn(t.app, 'CN1002')).access,
    admin: (await signIn(t.app, 'AD3001')).access,
  };
});
afterAll(async () => {
  await t?.close();
});

/** Path values an attacker would try for each parameter. */
const PARAM_VALUES = ['0', '-1', '1e400', '99999999999999999999', '%00', '..%2F..%2Fetc%2Fpasswd', "1'%20or%20'1'='1", 'x'.repeat(150)];

/** Bodies an attacker would send to any route. */
const BODIES: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '12345678901234567890',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  JSON.stringify({ employee_id: 'A\u0000', password: 'x', refreshToken: 'y', username: 'z', mobile_number: '9\u00009', reason: 'r\u0000' }),
  JSON.stringify({ employee_id: 'x'.repeat(10_000), password: 'y'.repeat(10_000), refreshToken: 'z'.repeat(10_000), username: 'u'.repeat(10_000) }),
  JSON.stringify({ username: ['a', 'b'], mobile_number: { $ne: null }, current_password: 42, reason: true }),
  // One-time codes: a NUL in the code, an operator object instead of a code, an endless new password.
  JSON.stringify({ mobile_number: '9876500001', employee_id: 'CN1001', otp: '12345\u0000', new_password: 'Passw0rd\u0000x' }),
  JSON.stringify({ mobile_number: '9876500001', employee_id: 'CN1001', otp: { $gt: '' }, new_password: 'p'.repeat(100_000) }),
  JSON.stringify({ mobile_number: '9876500001', employee_id: 'CN1001', otp: '000000', new_password: 'Str0ng-enough-passw0rd' }),
  `${'['.repeat(64)}${']'.repeat(64)}`,
  '{"unterminated": ',
];

/**
 * A clear 4xx: `{"detail"}`, `{"field": ["message"]}`, or the eligibility check's own 400
 * `{success: false, eligible_banks: [], error: {"field": ["message"]}}`.
 */
function isClearError(body: Record<string, unknown>): boolean {
  if ('detail' in body || Object.values(body).every(Array.isArray)) return true;
  const { success, eligible_banks: banks, error } = body;
  return success === false && Array.isArray(banks) && banks.length === 0 && typeof error === 'object' && error !== null && Object.values(error).every(Array.isArray);
}

function concreteUrls(url: string): string[] {
  if (!url.includes(':')) return [url];
  return PARAM_VALUES.map((value) => url.replace(/:[a-zA-Z]+/g, value));
}

describe('hostile input never gets a 500', () => {
  it('every route, every caller, odd path values and hostile bodies: always a clear 4xx or a success', async () => {
    // Logout and withdrawing consent end the callers' sessions: they go last.
    const routes = sessionEndingLast(
      t.app.routeAccess
        // The unread-count event stream never ends for a signed-in caller (inject would wait for ever); its
        // refusals and its answers are tested with real HTTP in notification-stream.test.ts.
        .filter((route) => !['OPTIONS', 'HEAD'].includes(route.method) && !route.url.startsWith('/docs') && route.url !== '/notifications/stream/'),
      (route) => route.url,
    );
    const failures: string[] = [];
    for (const route of routes) {
      for (const url of concreteUrls(route.url)) {
        for (const [caller, token] of Object.entries(tokens)) {
          const bodies = route.method === 'GET' ? [undefined] : BODIES;
          for (const payload of bodies) {
            const response = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: { ...(token ? bearer(token) : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
              ...(payload === undefined ? {} : { payload }),
            });
            const answer = `${route.method} ${url} as ${caller} with ${payload === undefined ? 'no body' : payload.slice(0, 40)}: ${response.statusCode}`;
            if (response.statusCode >= 500) failures.push(`${answer} ${response.body.slice(0, 200)}`);
            else if (response.statusCode >= 400 && !isClearError(response.json())) {
              failures.push(`${answer} without a detail or field messages: ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('loan criteria writes with hostile values', () => {
  it('POST and PATCH of every kind: a clear 4xx (or a success), never a 500, for extreme and odd field values', async () => {
    const { BUSINESS_CRITERIA, HOME_CRITERIA, LAP_CRITERIA, PERSONAL_CRITERIA } = await import('../src/seed/criteria-data');
    const valid: Record<string, Record<string, unknown>> = {
      'personal-loan-criteria': { ...PERSONAL_CRITERIA[0] },
      'business-loan-criteria': { ...BUSINESS_CRITERIA[0] },
      'home-loan-criteria': { ...HOME_CRITERIA[0] },
      'loan-against-property-criteria': { ...LAP_CRITERIA[0] },
    };
    const values: Record<string, unknown>[] = [
      { max_loan_amount: 1e308 },
      { max_loan_amount: 99_999_999_999.99, min_loan_amount: 0 },
      { min_loan_amount: -0, max_loan_amount: 1e-9 },
      { max_dpd: 2 ** 53, max_cibil_enquiries: -1 },
      { min_age: '30', max_age: '60' },
      { min_age: null, low_ltv_loan_amount: null, locations: null },
      { bank_name: ' '.repeat(120) },
      { bank_name: 'x'.repeat(121) },
      { bank_name: 'HDFC Bank\u0000' },
      { bank_name: "HDFC Bank'; drop table banks; --" },
      { bank_name: ['HDFC Bank'] },
      { locations: 'METRO' },
      { locations: [] },
      { documentation_required: Array.from({ length: 500 }, (_, i) => `Doc ${i}`) },
      { documentation_required: ['x'.repeat(5000)] },
      { documentation_required: [',,,', '   '], legal_requirements: ['\u200b', 'Title deed, title DEED'] },
      { documentation_required: [{ $ne: null }] },
      { min_interest_rate: 0.1 + 0.2, max_interest_rate: 99.99 },
      { min_processing_fee: 100, max_processing_fee: 100, salary_foir: 100, max_ltv: 100 },
      { min_road_width: 1000, min_rtr_ratio: 1000, min_insurance_percentage: 100 },
      { constructor: { prototype: { polluted: true } } },
    ];
    const failures: string[] = [];
    for (const [kind, base] of Object.entries(valid)) {
      for (const [index, change] of values.entries()) {
        for (const [method, url, payload] of [
          ['POST', `/loan_eligibility/${kind}/`, { ...base, bank_name: 'Bank of India', ...change }],
          ['PATCH', `/loan_eligibility/${kind}/1/`, change],
        ] as const) {
          const response = await t.app.inject({ method, url, headers: { ...bearer(tokens.admin as string), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
          const answer = `${method} ${url} with values #${index}: ${response.statusCode}`;
          if (response.statusCode >= 500) failures.push(`${answer} ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400 && !isClearError(response.json())) failures.push(`${answer} without a detail or field messages: ${response.body.slice(0, 200)}`);
        }
        // Keep Bank of India free for the next body of the kind.
        await t.app.db.execute(sql`delete from ${sql.identifier(kind.replace(/-/g, '_'))} where bank_name = 'Bank of India'`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

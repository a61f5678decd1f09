import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EligibilityAnswer } from 'shared-contracts';
import { queryRows } from '../src/db/client';
import { homeLoanCriteria, lapCriteria } from '../src/db/schema';
import { CriteriaCache } from '../src/features/eligibility/criteria-cache';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, createTestReplicas, signIn, userClient, type TestApp } from './support/test-app';

const URL = '/loan_eligibility/check-eligibility/';
const L = 100_000;

let t: TestApp;
let connector: Awaited<ReturnType<typeof userClient>>;
beforeAll(async () => {
  t = await createTestApp();
  connector = await userClient(t.app, 'CN1001');
});
afterAll(async () => {
  await t?.close();
});

const common = { age: 35, cibil_score: 760, location: 'METRO', recent_dpds: 0, cibil_enquiries: 2 };

/** One application per kind that some seeded banks accept and others refuse. */
const REQUESTS = {
  personal: {
    ...common, required_loan_amount: 10 * L, required_tenure: 48,
    monthly_income: 60_000, employment_vintage: 24, company_type: 'PRIVATE_LIMITED', has_pf: true, is_working_from_home: false,
  },
  business: {
    ...common, required_loan_amount: 12 * L, required_tenure: 36,
    business_vintage: 48, annual_turnover: 80 * L, banking_vintage: 24, business_type: 'RETAIL', has_gst_filing: true,
  },
  home: {
    ...common, required_loan_amount: 60 * L, required_tenure: 240,
    property_value: 80 * L, road_width: 18, property_type: 'PLOT', is_village_property: false, is_joint_wall_property: false,
  },
  lap: {
    ...common, required_loan_amount: 25 * L, required_tenure: 120,
    property_value: 90 * L, road_width: 25, property_type: 'COMMERCIAL', itr_years: 2, gst_years: 1, rtr_ratio: 1.3,
    has_main_document: true, has_plan_approval: true, has_tax_payment_receipt: true,
  },
} as const;

describe('POST /loan_eligibility/check-eligibility/', () => {
  for (const [kind, application] of Object.entries(REQUESTS)) {
    it(`${kind}: 200 with eligible banks (best first) and ineligible banks with reasons`, async () => {
      const response = await connector.post(URL, { loan_type: kind, application });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<EligibilityAnswer>();
      expect(answer.success).toBe(true);
      expect(answer.error).toBeNull();
      expect(answer.eligible_banks.length).toBeGreaterThan(0);
      expect(answer.ineligible_banks.length).toBeGreaterThan(0);
      for (const bank of answer.ineligible_banks) expect(bank.reasons.length).toBeGreaterThan(0);
      const amounts = answer.eligible_banks.map((bank) => bank.max_eligible_amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      for (const bank of answer.eligible_banks) {
        expect(bank.max_eligible_amount).toBeGreaterThanOrEqual(application.required_loan_amount);
        expect(Number.isInteger(bank.emi)).toBe(true);
        expect(bank.required_documents.length).toBeGreaterThan(0);
        expect(bank.tenure_range).toEqual({ min: expect.any(Number), max: expect.any(Number) });
        if (kind === 'lap') {
          expect(bank.min_insurance_amount).toEqual(expect.any(Number));
          expect(typeof bank.is_low_ltv_loan).toBe('boolean');
        } else {
          expect(bank).not.toHaveProperty('min_insurance_amount');
        }
      }
    });
  }

  it('lists absent yes/no answers to verify (LAP: village and EC certificate not answered)', async () => {
    const answer = (await connector.post(URL, { loan_type: 'lap', application: REQUESTS.lap })).json<EligibilityAnswer>();
    const hdfc = answer.eligible_banks.find((bank) => bank.bank_name === 'HDFC Bank');
    expect(hdfc?.to_verify).toEqual(['Village property', 'EC / market value certificate']);
    expect(hdfc?.is_low_ltv_loan).toBe(true);
    expect(hdfc?.min_insurance_amount).toBe(25_000);
  });

  it('takes an empty low-LTV amount as omitted or null', async () => {
    const response = await connector.post(URL, { loan_type: 'lap', application: { ...REQUESTS.lap, low_ltv_loan_amount: null } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('explains refusals in plain language', async () => {
    const answer = (
      await connector.post(URL, { loan_type: 'personal', application: { ...REQUESTS.personal, cibil_score: 640 } })
    ).json<EligibilityAnswer>();
    expect(answer.eligible_banks).toEqual([]);
    const sbi = answer.ineligible_banks.find((bank) => bank.bank_name === 'State Bank of India');
    expect(sbi?.reasons).toContain('CIBIL score 640 is below the minimum 700');
  });

  it('sees a criteria change on its next check (cache invalidated by the version counter)', async () => {
    const before = (await connector.post(URL, { loan_type: 'home', application: REQUESTS.home })).json<EligibilityAnswer>();
    expect(before.eligible_banks.map((bank) => bank.bank_name)).toContain('State Bank of India');
    await t.app.db.update(homeLoanCriteria).set({ minCibilScore: 800 }).where(eq(homeLoanCriteria.bankName, 'State Bank of India'));
    const after = (await connector.post(URL, { loan_type: 'home', application: REQUESTS.home })).json<EligibilityAnswer>();
    expect(after.eligible_banks.map((bank) => bank.bank_name)).not.toContain('State Bank of India');
    expect(after.ineligible_banks.find((bank) => bank.bank_name === 'State Bank of India')?.reasons).toEqual([
      'CIBIL score 760 is below the minimum 800',
    ]);
    await t.app.db.update(homeLoanCriteria).set({ minCibilScore: 650 }).where(eq(homeLoanCriteria.bankName, 'State Bank of India'));
  });

  it('answers 400 in its own shape for missing or out-of-range fields', async () => {
    const { cibil_score: _omitted, ...withoutCibil } = REQUESTS.personal;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ loan_type: 'personal', application: withoutCibil }, { cibil_score: ['This field is required.'] }],
      [{ loan_type: 'personal', application: { ...REQUESTS.personal, age: 17 } }, { age: ['Ensure this value is greater than or equal to 18.'] }],
      [{ loan_type: 'personal', application: { ...REQUESTS.personal, cibil_score: 901 } }, { cibil_score: ['Ensure this value is less than or equal to 900.'] }],
      [{ loan_type: 'home', application: { ...REQUESTS.home, location: 'MOON' } }, { location: ['Select a valid choice.'] }],
      [{ loan_type: 'home', application: { ...REQUESTS.home, property_type: 'SHOP' } }, { property_type: ['Select a valid choice.'] }],
      [{ loan_type: 'lap', application: { ...REQUESTS.lap, itr_years: 4 } }, { itr_years: ['Ensure this value is less than or equal to 3.'] }],
      [{ loan_type: 'business', application: { ...REQUESTS.business, required_loan_amount: 0 } }, { required_loan_amount: ['Ensure this value is greater than 0.'] }],
      [{ loan_type: 'car', application: REQUESTS.home }, { loan_type: ['Select a valid choice.'] }],
      [{ loan_type: 'home' }, { application: ['This field is required.'] }],
      [{ loan_type: 'home', application: [] }, { application: ['Expected an object.'] }],
      [{ loan_type: 'home', application: 'x' }, { application: ['Expected an object.'] }],
    ];
    for (const [payload, error] of cases) {
      const response = await connector.post(URL, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ success: false, eligible_banks: [], error });
    }
    for (const body of ['[]', 'null', '{"unterminated": ', JSON.stringify({ loan_type: 'home', application: { ...REQUESTS.home, location: 'M\u0000' } })]) {
      const response = await t.app.inject({ method: 'POST', url: URL, headers: { ...bearer(connector.tokens.access), 'content-type': 'application/json' }, payload: body });
      expect(response.statusCode, body).toBe(400);
      const answer = response.json();
      expect(answer).toMatchObject({ success: false, eligible_banks: [] });
      expect(Object.values(answer.error).every(Array.isArray), body).toBe(true);
    }
  });

  it('answers 401 to an anonymous caller and 403 to a connector without verified KYC', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: URL, payload: { loan_type: 'home', application: REQUESTS.home } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('detail');
    const unverified = (await newConnector(t.app, 'not_submitted')).client;
    const refused = await unverified.post(URL, { loan_type: 'home', application: REQUESTS.home });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toHaveProperty('detail');
  });
});

describe('criteria cache', () => {
  it('reads the rows once, and again only after a write changes the version', async () => {
    const cache = new CriteriaCache(t.app.db);
    const first = await cache.rows('lap');
    expect(first.length).toBeGreaterThan(0);
    await cache.rows('lap');
    await Promise.all([cache.rows('lap'), cache.rows('lap')]);
    expect(cache.loads).toBe(1);
    const version = await cache.version('lap');
    // A write that leaves updated_at alone still changes the version (the trigger counts statements).
    await t.app.db.update(lapCriteria).set({ minRtrRatio: 1.21 }).where(eq(lapCriteria.bankName, 'HDFC Bank'));
    expect(await cache.version('lap')).toBe((version ?? 0) + 1);
    const reread = await cache.rows('lap');
    expect(cache.loads).toBe(2);
    expect(reread.find((row) => row.bank_name === 'HDFC Bank')?.min_rtr_ratio).toBe(1.21);
    await t.app.db.update(lapCriteria).set({ minRtrRatio: 1.2 }).where(eq(lapCriteria.bankName, 'HDFC Bank'));
    // Another kind's write leaves this kind's version (and cache) alone.
    const lapVersion = await cache.version('lap');
    await cache.rows('lap');
    await t.app.db.update(homeLoanCriteria).set({ maxDpd: 0 }).where(eq(homeLoanCriteria.bankName, 'HDFC Bank'));
    expect(await cache.version('lap')).toBe(lapVersion);
    await cache.rows('lap');
    expect(cache.loads).toBe(3);
  });

  it('the version moves with every committed statement (insert, update, delete, truncate), never with a rolled-back one', async () => {
    const { db } = t.app;
    const cache = new CriteriaCache(db);
    const version = (await cache.version('home')) ?? 0;
    // An UPDATE that matches no row is still a write statement.
    await db.update(homeLoanCriteria).set({ maxDpd: 0 }).where(eq(homeLoanCriteria.bankName, 'No Such Bank'));
    expect(await cache.version('home')).toBe(version + 1);
    const rollback = new Error('roll back');
    const inside: (number | undefined)[] = [];
    await expect(
      db.transaction(async (tx) => {
        const read = async () => Number((await queryRows<{ version: string }>(tx, sql`select version from criteria_versions where kind = 'home-loan-criteria'`))[0]?.version);
        await tx.delete(homeLoanCriteria).where(eq(homeLoanCriteria.bankName, 'Canara Bank'));
        inside.push(await read());
        await tx.execute(sql`truncate home_loan_criteria`);
        inside.push(await read());
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(inside).toEqual([version + 2, version + 3]);
    expect(await cache.version('home')).toBe(version + 1);
    expect((await cache.rows('home')).map((row) => row.bank_name)).toContain('Canara Bank');
  });

  it('a criteria write through one replica is seen by the next check on another', async () => {
    const replicas = await createTestReplicas(2);
    try {
      const [first, second] = replicas.apps as [typeof t.app, typeof t.app];
      const { access } = await signIn(first, 'CN1001');
      const check = async () =>
        (await first.inject({ method: 'POST', url: URL, headers: bearer(access), payload: { loan_type: 'home', application: REQUESTS.home } })).json<EligibilityAnswer>();
      expect((await check()).eligible_banks.map((bank) => bank.bank_name)).toContain('State Bank of India');
      await second.db.update(homeLoanCriteria).set({ locations: ['RURAL'] }).where(eq(homeLoanCriteria.bankName, 'State Bank of India'));
      const after = await check();
      expect(after.ineligible_banks.find((bank) => bank.bank_name === 'State Bank of India')?.reasons).toEqual(['Location METRO is not served (only RURAL)']);
    } finally {
      await replicas.close();
    }
  }, 60_000);

  it('a criteria PATCH through API instance A changes the answer of instance B on its very next check', async () => {
    const replicas = await createTestReplicas(2);
    try {
      const [a, b] = replicas.apps as [typeof t.app, typeof t.app];
      const admin = (await signIn(a, 'AD3001')).access;
      const connectorOnB = (await signIn(b, 'CN1001')).access;
      const checkOnB = async () =>
        (await b.inject({ method: 'POST', url: URL, headers: bearer(connectorOnB), payload: { loan_type: 'lap', application: REQUESTS.lap } })).json<EligibilityAnswer>();
      const before = await checkOnB();
      const hdfc = before.eligible_banks.find((bank) => bank.bank_name === 'HDFC Bank');
      expect(hdfc?.min_insurance_amount).toBe(25_000);

      const rows = (await a.inject({ method: 'GET', url: '/loan_eligibility/loan-against-property-criteria/', headers: bearer(admin) })).json<{ id: number; bank_name: string }[]>();
      const id = rows.find((row) => row.bank_name === 'HDFC Bank')?.id;
      const patched = await a.inject({
        method: 'PATCH',
        url: `/loan_eligibility/loan-against-property-criteria/${id}/`,
        headers: bearer(admin),
        payload: { min_insurance_percentage: 2, min_cibil_score: 800 },
      });
      expect(patched.statusCode, patched.body).toBe(200);

      const after = await checkOnB();
      expect(after.eligible_banks.map((bank) => bank.bank_name)).not.toContain('HDFC Bank');
      expect(after.ineligible_banks.find((bank) => bank.bank_name === 'HDFC Bank')?.reasons).toEqual(['CIBIL score 760 is below the minimum 800']);

      await a.inject({ method: 'PATCH', url: `/loan_eligibility/loan-against-property-criteria/${id}/`, headers: bearer(admin), payload: { min_cibil_score: 700 } });
      expect((await checkOnB()).eligible_banks.find((bank) => bank.bank_name === 'HDFC Bank')?.min_insurance_amount).toBe(50_000);
    } finally {
      await replicas.close();
    }
  }, 60_000);
});

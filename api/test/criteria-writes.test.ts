import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRITERIA_KINDS, type CriteriaKind } from 'shared-contracts';
import { auditLog, banks, employees, homeLoanCriteria, personalLoanCriteria } from '../src/db/schema';
import { BUSINESS_CRITERIA, HOME_CRITERIA, LAP_CRITERIA, PERSONAL_CRITERIA } from '../src/seed/criteria-data';
import { BANKS } from '../src/seed/reference-data';
import { newConnector } from './support/fixtures';
import { createTestApp, DB_TARGET, userClient, type TestApp } from './support/test-app';

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;
let director: Client;
let connector: Client;
let rm: Client;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userClient(t.app, 'AD3001');
  director = await userClient(t.app, 'DR4001');
  connector = await userClient(t.app, 'CN1001');
  rm = await userClient(t.app, 'RM2001');
  const [row] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'AD3001'));
  adminId = row?.id ?? -1;
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown> & { id: number; bank_name: string };

const url = (kind: CriteriaKind, id?: number | string) => `/loan_eligibility/${kind}/${id === undefined ? '' : `${id}/`}`;

/** A valid create body of each kind: the seed's first row of the kind, for another bank. */
const SEED: Record<CriteriaKind, Record<string, unknown>> = {
  'personal-loan-criteria': PERSONAL_CRITERIA[0] as unknown as Record<string, unknown>,
  'business-loan-criteria': BUSINESS_CRITERIA[0] as unknown as Record<string, unknown>,
  'home-loan-criteria': HOME_CRITERIA[0] as unknown as Record<string, unknown>,
  'loan-against-property-criteria': LAP_CRITERIA[0] as unknown as Record<string, unknown>,
};
const body = (kind: CriteriaKind, overrides: Record<string, unknown> = {}) => ({ ...SEED[kind], ...overrides });

/** One field per kind that a PATCH changes, with its new value. */
const ONE_FIELD: Record<CriteriaKind, [string, unknown]> = {
  'personal-loan-criteria': ['min_salary', 27_500],
  'business-loan-criteria': ['gst_filing_mandatory', false],
  'home-loan-criteria': ['property_types', ['APARTMENT', 'PLOT']],
  'loan-against-property-criteria': ['low_ltv_loan_amount', null],
};

const audits = (kind: CriteriaKind, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, kind.replace(/-/g, '_')), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
const auditCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

async function list(kind: CriteriaKind): Promise<Row[]> {
  const response = await connector.get(url(kind));
  expect(response.statusCode).toBe(200);
  return response.json() as Row[];
}

async function rowOf(kind: CriteriaKind, bank: string): Promise<Row> {
  const row = (await list(kind)).find((entry) => entry.bank_name === bank);
  if (!row) throw new Error(`no ${kind} row for ${bank}`);
  return row;
}

async function created(client: Client, kind: CriteriaKind, payload: unknown): Promise<Row> {
  const response = await client.post(url(kind), payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Row;
}

describe('create and change criteria of each kind', () => {
  it.each(CRITERIA_KINDS)('%s: POST answers 201 with the row, PATCH of one field changes only that field, both audited', async (kind) => {
    const row = await created(admin, kind, body(kind, { bank_name: '  punjab   NATIONAL bank ' }));
    const { bank_name: _seedBank, ...rest } = body(kind);
    expect(row).toEqual({ id: expect.any(Number), bank_name: 'Punjab National Bank', ...rest });
    expect(await rowOf(kind, 'Punjab National Bank')).toEqual(row);

    const [field, value] = ONE_FIELD[kind];
    const changed = await director.patch(url(kind, row.id), { [field]: value });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...row, [field]: value });
    expect(await rowOf(kind, 'Punjab National Bank')).toEqual(changed.json());

    const entries = await audits(kind, row.id);
    expect(entries.map((entry) => entry.action)).toEqual(['loan_criteria.created', 'loan_criteria.updated']);
    const { id: _id, ...stored } = row;
    expect(entries[0]).toMatchObject({ actorId: adminId, details: { kind, new: stored } });
    expect(entries[1]?.details).toEqual({ kind, old: { [field]: row[field] }, new: { [field]: value } });

    // The same value again changes nothing and writes no audit entry.
    const again = await admin.patch(url(kind, row.id), { [field]: value });
    expect(again.json()).toEqual(changed.json());
    expect(await audits(kind, row.id)).toHaveLength(2);
  });

  it('LAP: the low-LTV threshold may be omitted (null) and the insurance percentage defaults to 1.0', async () => {
    const { low_ltv_loan_amount: _low, min_insurance_percentage: _insurance, ...rest } = body('loan-against-property-criteria');
    const row = await created(admin, 'loan-against-property-criteria', { ...rest, bank_name: 'Yes Bank' });
    expect(row).toMatchObject({ bank_name: 'Yes Bank', low_ltv_loan_amount: null, min_insurance_percentage: 1 });
    const set = await admin.patch(url('loan-against-property-criteria', row.id), { low_ltv_loan_amount: 2_500_000, min_interest_rate: 9.75 });
    expect(set.json()).toMatchObject({ low_ltv_loan_amount: 2_500_000, min_interest_rate: 9.75, min_insurance_percentage: 1 });
    // A PATCH without the insurance percentage leaves it as stored (no default applies).
    await admin.patch(url('loan-against-property-criteria', row.id), { min_insurance_percentage: 1.5 });
    expect((await admin.patch(url('loan-against-property-criteria', row.id), { min_gst_years: 3 })).json()).toMatchObject({ min_insurance_percentage: 1.5, min_gst_years: 3 });
  });

  it('trims the lists, splits them on commas, drops empty entries and repeats', async () => {
    const row = await created(admin, 'home-loan-criteria', body('home-loan-criteria', {
      bank_name: 'Federal Bank',
      documentation_required: ['  PAN Card ', '', '   ', 'Aadhaar Card,  Form 16 ,', 'pan card'],
      legal_requirements: [' Title deed ', ''],
    }));
    expect(row.documentation_required).toEqual(['PAN Card', 'Aadhaar Card', 'Form 16']);
    expect(row.legal_requirements).toEqual(['Title deed']);
    const changed = await admin.patch(url('home-loan-criteria', row.id), { legal_requirements: [',', ' Encumbrance   certificate '] });
    expect(changed.json()).toMatchObject({ legal_requirements: ['Encumbrance certificate'], documentation_required: ['PAN Card', 'Aadhaar Card', 'Form 16'] });
  });

  it('answers every write with the row shape the list has', async () => {
    for (const kind of CRITERIA_KINDS) {
      const [first] = await list(kind);
      const patched = await admin.patch(url(kind, first?.id ?? -1), { max_cibil_enquiries: 7 });
      expect(Object.keys(patched.json()).sort()).toEqual(Object.keys(first ?? {}).sort());
    }
  });
});

describe('field errors (400, per field, nothing written)', () => {
  const personal = 'personal-loan-criteria' as const;

  it('refuses a minimum above its maximum, on the maximum field, for every range', async () => {
    const before = await auditCount();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ min_age: 60, max_age: 30 }, { max_age: ['Ensure this value is greater than or equal to the minimum age (60).'] }],
      [{ min_loan_amount: 500_000, max_loan_amount: 100_000 }, { max_loan_amount: ['Ensure this value is greater than or equal to the minimum loan amount (500000).'] }],
      [{ min_tenure: 48, max_tenure: 12 }, { max_tenure: ['Ensure this value is greater than or equal to the minimum tenure (48).'] }],
      [{ min_interest_rate: 14.5, max_interest_rate: 11 }, { max_interest_rate: ['Ensure this value is greater than or equal to the minimum interest rate (14.5).'] }],
      [{ min_processing_fee: 2, max_processing_fee: 1.5 }, { max_processing_fee: ['Ensure this value is greater than or equal to the minimum processing fee (2).'] }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await admin.post(url(personal), body(personal, { bank_name: 'Union Bank of India', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    // Equal bounds are a valid range; all five wrong at once answer five fields.
    const all = await admin.post(url(personal), body(personal, Object.assign({ bank_name: 'Union Bank of India' }, ...cases.map(([overrides]) => overrides))));
    expect(Object.keys(all.json()).sort()).toEqual(['max_age', 'max_interest_rate', 'max_loan_amount', 'max_processing_fee', 'max_tenure']);
    expect(await auditCount()).toBe(before);
  });

  it('checks a PATCH against the stored row merged with the patch', async () => {
    const sbi = await rowOf(personal, 'State Bank of India'); // ages 21–58, tenure 6–72
    const before = await auditCount();
    expect((await admin.patch(url(personal, sbi.id), { max_age: 20 })).json()).toEqual({
      max_age: ['Ensure this value is greater than or equal to the minimum age (21).'],
    });
    expect((await admin.patch(url(personal, sbi.id), { min_tenure: 84 })).json()).toEqual({
      max_tenure: ['Ensure this value is greater than or equal to the minimum tenure (84).'],
    });
    expect((await admin.patch(url(personal, sbi.id), { min_interest_rate: 15 })).json()).toEqual({
      max_interest_rate: ['Ensure this value is greater than or equal to the minimum interest rate (15).'],
    });
    expect(await auditCount()).toBe(before);
    expect(await rowOf(personal, 'State Bank of India')).toEqual(sbi);
    // Both ends moved together are fine.
    const moved = await admin.patch(url(personal, sbi.id), { min_tenure: 84, max_tenure: 96 });
    expect(moved.json()).toMatchObject({ min_tenure: 84, max_tenure: 96 });
  });

  it('answers type, bound and option errors with the API’s usual messages', async () => {
    const before = await auditCount();
    const cases: [CriteriaKind, Record<string, unknown>, Record<string, string[]>][] = [
      [personal, { min_interest_rate: 101 }, { min_interest_rate: ['Ensure this value is less than or equal to 100.'] }],
      [personal, { salary_foir: 100.5 }, { salary_foir: ['Ensure this value is less than or equal to 100.'] }],
      ['home-loan-criteria', { max_ltv: 120 }, { max_ltv: ['Ensure this value is less than or equal to 100.'] }],
      ['loan-against-property-criteria', { min_insurance_percentage: 101 }, { min_insurance_percentage: ['Ensure this value is less than or equal to 100.'] }],
      [personal, { min_cibil_score: 250 }, { min_cibil_score: ['Ensure this value is greater than or equal to 300.'] }],
      [personal, { min_cibil_score: 901 }, { min_cibil_score: ['Ensure this value is less than or equal to 900.'] }],
      ['loan-against-property-criteria', { min_itr_years: 4 }, { min_itr_years: ['Ensure this value is less than or equal to 3.'] }],
      ['loan-against-property-criteria', { min_gst_years: -1 }, { min_gst_years: ['Ensure this value is greater than or equal to 0.'] }],
      [personal, { locations: ['METRO', 'MOON'] }, { locations: ['Select a valid choice.'] }],
      [personal, { allowed_company_types: ['LLP'] }, { allowed_company_types: ['Select a valid choice.'] }],
      ['business-loan-criteria', { allowed_business_types: ['FARMING'] }, { allowed_business_types: ['Select a valid choice.'] }],
      ['home-loan-criteria', { property_types: ['SHOP'] }, { property_types: ['Select a valid choice.'] }],
      ['loan-against-property-criteria', { property_types: ['CASTLE'] }, { property_types: ['Select a valid choice.'] }],
      [personal, { min_age: 17 }, { min_age: ['Ensure this value is greater than or equal to 18.'] }],
      [personal, { min_age: 30.5 }, { min_age: ['A valid integer is required.'] }],
      [personal, { max_loan_amount: 0 }, { max_loan_amount: ['Ensure this value is greater than 0.'] }],
      [personal, { max_loan_amount: 1e12 }, { max_loan_amount: ['Ensure this value is less than or equal to 100000000000.'] }],
      [personal, { max_dpd: 2_147_483_648 }, { max_dpd: ['Ensure this value is less than or equal to 10000.'] }],
      [personal, { min_interest_rate: 10.555 }, { min_interest_rate: ['Ensure that there are no more than 2 decimal places.'] }],
      [personal, { provident_fund_mandatory: 'maybe' }, { provident_fund_mandatory: ['Must be a valid boolean.'] }],
      [personal, { bank_name: '   ' }, { bank_name: ['This field may not be blank.'] }],
      [personal, { bank_name: 'Nowhere Bank' }, { bank_name: ['No bank named "Nowhere Bank" in the catalogue.'] }],
      [personal, { bank_name: ' nowhere   bank' }, { bank_name: ['No bank named "nowhere bank" in the catalogue.'] }],
      [personal, { nickname: 'x', id: 4 }, { nickname: ['Unknown field.'], id: ['Unknown field.'] }],
    ];
    for (const [kind, overrides, errors] of cases) {
      const create = await admin.post(url(kind), body(kind, { bank_name: 'Bank of India', ...overrides }));
      expect(create.statusCode, `POST ${JSON.stringify(overrides)}`).toBe(400);
      expect(create.json(), `POST ${JSON.stringify(overrides)}`).toEqual(errors);
      const [first] = await list(kind);
      const patch = await admin.patch(url(kind, first?.id ?? -1), overrides);
      expect(patch.statusCode, `PATCH ${JSON.stringify(overrides)}`).toBe(400);
      expect(patch.json(), `PATCH ${JSON.stringify(overrides)}`).toEqual(errors);
    }
    const { min_age: _omitted, ...withoutAge } = body(personal, { bank_name: 'Bank of India' });
    expect((await admin.post(url(personal), withoutAge)).json()).toEqual({ min_age: ['This field is required.'] });
    expect(await auditCount()).toBe(before);
  });

  it('refuses an empty PATCH, and a body that is not an object', async () => {
    const [first] = await list(personal);
    const empty = await admin.patch(url(personal, first?.id ?? -1), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: 'Send at least one field to change.' });
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: url(personal, first?.id ?? -1),
        headers: { authorization: `Bearer ${admin.tokens.access}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toHaveProperty('detail');
    }
  });
});

describe('access', () => {
  it('anonymous 401; connectors (with or without KYC) and rm 403; admin and director may; reading stays open', async () => {
    const unverified = (await newConnector(t.app, 'not_submitted')).client;
    const before = await auditCount();
    for (const kind of CRITERIA_KINDS) {
      const calls: ['POST' | 'PATCH', string][] = [
        ['POST', url(kind)],
        ['PATCH', url(kind, 1)],
      ];
      for (const [method, path] of calls) {
        const payload = method === 'POST' ? body(kind, { bank_name: 'AU Small Finance Bank' }) : { min_age: 22 };
        const anonymous = await t.app.inject({ method, url: path, payload });
        expect(anonymous.statusCode, `${method} ${path} anonymous`).toBe(401);
        for (const [who, client] of [['connector', connector], ['unverified connector', unverified], ['rm', rm]] as const) {
          const response = method === 'POST' ? await client.post(path, payload) : await client.patch(path, payload);
          expect(response.statusCode, `${method} ${path} as ${who}`).toBe(403);
          expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
        }
      }
      expect((await rm.get(url(kind))).statusCode).toBe(200);
    }
    expect(await auditCount()).toBe(before);
    expect(t.logs().filter((line) => line.security === 'access_denied')).toContainEqual(
      expect.objectContaining({ employeeId: 'RM2001', route: '/loan_eligibility/personal-loan-criteria/' }),
    );
    // Admin and director both write (the first test creates as admin and patches as director).
    const byDirector = await created(director, 'business-loan-criteria', body('business-loan-criteria', { bank_name: 'AU Small Finance Bank' }));
    expect((await admin.patch(url('business-loan-criteria', byDirector.id), { min_age: 22 })).statusCode).toBe(200);
  });
});

describe('one criteria row per bank and kind', () => {
  const home = 'home-loan-criteria' as const;

  it('refuses a second row for a bank (any case or spacing) on bank_name, and a PATCH into a taken bank', async () => {
    const before = await auditCount();
    for (const name of ['HDFC Bank', ' hdfc   BANK ']) {
      const duplicate = await admin.post(url(home), body(home, { bank_name: name }));
      expect(duplicate.statusCode, name).toBe(400);
      expect(duplicate.json()).toEqual({ bank_name: ['HDFC Bank already has home loan criteria; edit them instead.'] });
    }
    const lap = await admin.post(url('loan-against-property-criteria'), body('loan-against-property-criteria', { bank_name: 'icici bank' }));
    expect(lap.json()).toEqual({ bank_name: ['ICICI Bank already has loan against property criteria; edit them instead.'] });

    const canara = await rowOf(home, 'Canara Bank');
    const taken = await admin.patch(url(home, canara.id), { bank_name: 'state bank of india', min_age: 19 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ bank_name: ['State Bank of India already has home loan criteria; edit them instead.'] });
    expect(await auditCount()).toBe(before);
    expect(await rowOf(home, 'Canara Bank')).toEqual(canara);

    // Its own bank, in another case, is no change at all; a free bank is a rename.
    const own = await admin.patch(url(home, canara.id), { bank_name: 'CANARA BANK' });
    expect(own.json()).toEqual(canara);
    expect(await auditCount()).toBe(before);
    const renamed = await admin.patch(url(home, canara.id), { bank_name: 'Bank of India' });
    expect(renamed.json()).toEqual({ ...canara, bank_name: 'Bank of India' });
    const back = await admin.patch(url(home, canara.id), { bank_name: 'Canara Bank' });
    expect(back.json()).toEqual(canara);
  });

  it('two concurrent creates for one bank: one 201, one 400 on bank_name', async () => {
    const racing = await Promise.all([
      admin.post(url(home), body(home, { bank_name: 'IndusInd Bank' })),
      director.post(url(home), body(home, { bank_name: 'indusind bank' })),
      admin.post(url(home), body(home, { bank_name: 'INDUSIND BANK ' })),
    ]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    for (const answer of racing.filter((entry) => entry.statusCode === 400)) {
      expect(answer.json()).toEqual({ bank_name: ['IndusInd Bank already has home loan criteria; edit them instead.'] });
    }
    expect((await list(home)).filter((row) => row.bank_name === 'IndusInd Bank')).toHaveLength(1);
  });

  it('the database holds the rule whoever writes: a UNIQUE constraint per table, and bank names are the catalogue’s', async () => {
    const { db } = t.app;
    const hdfc = await db.select().from(personalLoanCriteria).where(eq(personalLoanCriteria.bankName, 'HDFC Bank'));
    const { id: _id, ...copy } = hdfc[0] as typeof personalLoanCriteria.$inferSelect;
    await expect(db.insert(personalLoanCriteria).values(copy)).rejects.toMatchObject({ cause: { code: '23505', constraint: 'personal_loan_criteria_bank_name_unique' } });
    await expect(db.insert(personalLoanCriteria).values({ ...copy, bankName: 'Nowhere Bank' })).rejects.toMatchObject({ cause: { code: '23503' } });
  });

  it.runIf(DB_TARGET === 'postgres')('a writer outside the API that takes the bank first: still a 400 on bank_name, never a 500', async () => {
    // Another connection inserts the bank's row and holds its transaction open: the API's check cannot
    // see it, its insert waits on the unique index and fails with 23505 when the other commits.
    const outside = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await outside.connect();
    try {
      await outside.query('BEGIN');
      await outside.query(
        `INSERT INTO home_loan_criteria (bank_name, min_loan_amount, max_loan_amount, min_interest_rate, max_interest_rate, min_age, max_age,
           min_cibil_score, max_dpd, max_cibil_enquiries, min_tenure, max_tenure, min_processing_fee, max_processing_fee, min_road_width, max_ltv)
         VALUES ('Union Bank of India', 1, 2, 8, 9, 21, 60, 700, 0, 5, 12, 240, 0.5, 1, 10, 80)`,
      );
      const answer = admin.post(url(home), body(home, { bank_name: 'Union Bank of India' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await outside.query('COMMIT');
      const response = await answer;
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ bank_name: ['Union Bank of India already has home loan criteria; edit them instead.'] });
    } finally {
      await outside.end();
    }
  });

  it('follows a bank renamed in the catalogue (the foreign key cascades)', async () => {
    const [bank] = await t.app.db.select().from(banks).where(eq(banks.name, 'Bank of Baroda'));
    const renamed = await admin.patch(`/leads/banks/${bank?.id}/`, { name: 'Bank of Baroda Ltd' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list(home)).map((row) => row.bank_name)).toContain('Bank of Baroda Ltd');
    const rows = await t.app.db.select({ bank: homeLoanCriteria.bankName }).from(homeLoanCriteria).where(eq(homeLoanCriteria.bankName, 'Bank of Baroda'));
    expect(rows).toEqual([]);
    await admin.patch(`/leads/banks/${bank?.id}/`, { name: 'Bank of Baroda' });
  });
});

describe('unknown ids', () => {
  it('404 for an id no row has, an id that cannot exist; 400 for one that is not a number (the API’s id convention)', async () => {
    for (const kind of CRITERIA_KINDS) {
      for (const id of ['999999', '0', '9999999999']) {
        const response = await admin.patch(url(kind, id), { min_age: 22 });
        expect(response.statusCode, `${kind} ${id}`).toBe(404);
        expect(response.json()).toEqual({ detail: 'Loan criteria not found.' });
      }
      expect((await admin.patch(url(kind, 'abc'), { min_age: 22 })).json()).toEqual({ id: ['A valid integer is required.'] });
    }
  });
});

describe('the demo seed', () => {
  it('has one row per bank in each kind, every bank from the catalogue', async () => {
    const catalogue = new Set(BANKS.map((bank) => bank.name));
    for (const rows of [PERSONAL_CRITERIA, BUSINESS_CRITERIA, HOME_CRITERIA, LAP_CRITERIA]) {
      const names = rows.map((row) => row.bank_name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(catalogue.has(name), name).toBe(true);
    }
  });
});

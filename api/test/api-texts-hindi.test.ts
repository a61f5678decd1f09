/**
 * The API's texts in the reader's language (docs/languages.md#api-texts): error answers for the
 * signed-in user's language or, before sign-in, the Accept-Language; event notifications in the
 * recipient's language; custom notifications as written; one-time-code messages in the account's
 * language. The shapes are the spec's in both languages.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankLoans, banks, employees, leads, loanTypes, notifications } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { addressSequence, freshMobile } from './support/otp-fixtures';
import { bearer, createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const nextAddress = addressSequence(91);
const db = () => t.app.db;

/** A connector of their own whose account is in `language` (chosen the way the portal does: PATCH). */
async function connectorIn(language: 'en' | 'hi') {
  const connector = await newConnector(t.app, 'verified');
  if (language === 'hi') {
    const chosen = await connector.client.patch('/auth/employees/update/', { language: 'hi' });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  return connector;
}

describe('error answers', () => {
  it("are in the signed-in user's language, with the same shapes: per-field lists, 401 and 404 details", async () => {
    const hindi = await connectorIn('hi');
    const english = await connectorIn('en');

    // 400 per field (schema validation).
    const refusedHi = await hindi.client.patch('/auth/employees/update/', { language: 'fr' });
    const refusedEn = await english.client.patch('/auth/employees/update/', { language: 'fr' });
    expect(refusedEn.statusCode).toBe(400);
    expect(refusedEn.json()).toEqual({ language: ['Select a valid choice.'] });
    expect(refusedHi.statusCode).toBe(400);
    expect(refusedHi.json()).toEqual({ language: ['कोई मान्य विकल्प चुनें।'] });

    // 400 on a field the handler checks: a mobile number change with a wrong current password.
    const wrongHi = await hindi.client.patch('/auth/employees/update/', { mobile_number: freshMobile(), current_password: 'not-my-password' });
    const wrongEn = await english.client.patch('/auth/employees/update/', { mobile_number: freshMobile(), current_password: 'not-my-password' });
    expect([wrongEn.statusCode, wrongEn.json()]).toEqual([400, { current_password: ['Your current password is incorrect.'] }]);
    expect([wrongHi.statusCode, wrongHi.json()]).toEqual([400, { current_password: ['आपका मौजूदा पासवर्ड गलत है।'] }]);

    // 404 detail, and a route nobody has.
    const missingHi = await hindi.client.get('/notifications/999999/');
    const missingEn = await english.client.get('/notifications/999999/');
    expect([missingEn.statusCode, missingEn.json()]).toEqual([404, { detail: 'Notification not found.' }]);
    expect([missingHi.statusCode, missingHi.json()]).toEqual([404, { detail: 'सूचना नहीं मिली।' }]);
    // A path no route has is answered before anyone is authenticated: the Accept-Language decides.
    const nowhereHi = await t.app.inject({ method: 'GET', url: '/no/such/route/', headers: { 'accept-language': 'hi-IN' } });
    expect([nowhereHi.statusCode, nowhereHi.json()]).toEqual([404, { detail: 'नहीं मिला।' }]);

    // 401 detail: a token that is no longer valid (no user then: the Accept-Language decides).
    const expired = { ...bearer(`${hindi.client.tokens.access}x`) };
    const rejectedHi = await t.app.inject({ method: 'GET', url: '/auth/profile/', headers: { ...expired, 'accept-language': 'hi' } });
    const rejectedEn = await t.app.inject({ method: 'GET', url: '/auth/profile/', headers: expired });
    expect([rejectedEn.statusCode, rejectedEn.json()]).toEqual([401, { detail: 'Given token not valid for any token type' }]);
    expect([rejectedHi.statusCode, rejectedHi.json()]).toEqual([401, { detail: 'दिया गया टोकन किसी भी टोकन प्रकार के लिए मान्य नहीं है' }]);
  });

  it('fill the varying parts of a message into its Hindi (pattern), per field', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const hindiAdmin = await newConnector(t.app, 'verified');
    await db().update(employees).set({ role: 'admin', language: 'hi' }).where(eq(employees.id, hindiAdmin.id));
    const staff = await userClient(t.app, hindiAdmin.employeeId);
    const body = { title: 'Office closed', message: 'Friday.', audience: 'employees', employee_ids: ['ZZ9999', 'ZZ9998'] };
    const en = await admin.post('/notifications/custom-alert/', body);
    const hi = await staff.post('/notifications/custom-alert/', body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ employee_ids: ['Unknown or inactive employee IDs: ZZ9999, ZZ9998.'] });
    expect(hi.statusCode).toBe(400);
    expect(hi.json()).toEqual({ employee_ids: ['अज्ञात या निष्क्रिय कर्मचारी ID: ZZ9999, ZZ9998।'] });
  });

  it("before sign-in, follow the Accept-Language: Hindi when it is the first preference, else English", async () => {
    const connector = await connectorIn('en');
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/api/connector/token/',
        payload: { employee_id: connector.employeeId, password: 'wrong-password' },
        headers,
        remoteAddress: nextAddress(),
      });
    const hindi = await signIn({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toEqual({ detail: 'कर्मचारी ID या पासवर्ड गलत है।' });
    for (const headers of [{}, { 'accept-language': 'en-IN,hi;q=0.9' }] as Record<string, string>[]) {
      const english = await signIn(headers);
      expect(english.statusCode).toBe(401);
      expect(english.json()).toEqual({ detail: 'Invalid employee ID or password.' });
    }
    // Per field too, and the signed-in language comes first once there is a user.
    const blank = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: '', password: 'x' }, headers: { 'accept-language': 'hi' } });
    expect(blank.json()).toEqual({ employee_id: ['यह फ़ील्ड खाली नहीं छोड़ा जा सकता।'] });
    const hindiUser = await connectorIn('hi');
    const withEnglishHeader = await t.app.inject({
      method: 'PATCH',
      url: '/auth/employees/update/',
      payload: { language: 'fr' },
      headers: { ...bearer(hindiUser.client.tokens.access), 'accept-language': 'en' },
    });
    expect(withEnglishHeader.json()).toEqual({ language: ['कोई मान्य विकल्प चुनें।'] });
  });
});

describe('notifications', () => {
  /** A processing lead referred by `referrerId`, straight into the database. */
  async function leadOf(referrerId: number, customerName: string) {
    const [loan] = await db()
      .select({ id: bankLoans.id })
      .from(bankLoans)
      .innerJoin(banks, eq(banks.id, bankLoans.bankId))
      .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
      .where(and(eq(banks.name, 'ICICI Bank'), eq(loanTypes.type, 'Business Loan')));
    if (!loan) throw new Error('the demo catalogue has no ICICI business loan');
    const [row] = await db()
      .insert(leads)
      .values({
        customerName,
        customerMobile: freshMobile(),
        customerAddress: '1, Test Road, Pune 411001',
        bankLoanId: loan.id,
        loanAmount: 1_200_000,
        status: 'processing',
        documentsChecklist: { 'PAN Card': 'Pending' },
        referredById: referrerId,
        createdById: referrerId,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error('lead insert failed');
    return row.id;
  }

  const notificationsOf = (recipientId: number) =>
    db().select({ title: notifications.title, message: notifications.message }).from(notifications).where(eq(notifications.recipientId, recipientId));

  it("written on an event are in each recipient's language (a lead rejected by the back office)", async () => {
    const admin = await userClient(t.app, 'AD3001');
    for (const language of ['hi', 'en'] as const) {
      const connector = await connectorIn(language);
      const customer = `Customer ${connector.employeeId}`;
      const leadId = await leadOf(connector.id, customer);
      const moved = await admin.post(`/leads/manage/leads/${leadId}/status/`, { from_status: 'processing', status: 'rejected', remark: 'Income proof missing.' });
      expect(moved.statusCode, moved.body).toBe(200);
      const received = await notificationsOf(connector.id);
      if (language === 'hi') {
        expect(received).toEqual([
          { title: `लीड अस्वीकृत: ${customer}`, message: `**${customer}** की Business Loan लीड अस्वीकृत कर दी गई।\nकारण: **Income proof missing.**` },
        ]);
      } else {
        expect(received).toEqual([{ title: `Lead rejected: ${customer}`, message: `The Business Loan lead for **${customer}** was rejected.\nReason: **Income proof missing.**` }]);
      }
    }
  });

  it('written by staff (custom notifications) are delivered exactly as written, even to a Hindi reader', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const hindi = await connectorIn('hi');
    // Texts that are also catalogue ids: a person wrote them, so they stay as they are.
    const sent = await admin.post('/notifications/custom-alert/', { title: 'KYC approved', message: 'Not found.', audience: 'employees', employee_ids: [hindi.employeeId] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await notificationsOf(hindi.id)).toEqual([{ title: 'KYC approved', message: 'Not found.' }]);
  });
});

describe('ledger entries', () => {
  type Entry = { id: number; description: string };
  const withoutDescriptions = <T extends { description: string }>(entries: T[]) => entries.map(({ description: _, ...rest }) => rest);

  it("are described in the connector's language on the bonus page, with the same figures and entries", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const english = (await cn1001.get('/leads/transactions/')).json() as { bonus_amount: number; transactions: Entry[] };
    expect(english.transactions.map((entry) => entry.description)).toEqual(
      expect.arrayContaining([
        'Payout for Meera Kulkarni: Home Loan, HDFC Bank (1.00% of ₹25,00,000)',
        "TDS at 10% (section 194H) on ₹25,000 of the year's commission, with the payout for Meera Kulkarni",
      ]),
    );
    expect((await cn1001.patch('/auth/employees/update/', { language: 'hi' })).statusCode).toBe(200);
    try {
      const hindi = (await cn1001.get('/leads/transactions/')).json() as typeof english;
      expect(hindi.transactions.map((entry) => entry.description)).toEqual(
        expect.arrayContaining([
          'Meera Kulkarni का पेआउट: Home Loan, HDFC Bank (₹25,00,000 का 1.00%)',
          'वित्त वर्ष के कमीशन के ₹25,000 पर 10% की दर से TDS (धारा 194H), Meera Kulkarni के पेआउट के साथ',
        ]),
      );
      for (const entry of hindi.transactions) expect(entry.description).toMatch(DEVANAGARI);
      expect(hindi.bonus_amount).toBe(english.bonus_amount);
      expect(withoutDescriptions(hindi.transactions)).toEqual(withoutDescriptions(english.transactions));
    } finally {
      await cn1001.patch('/auth/employees/update/', { language: 'en' });
    }
  });

  it("are described in the staff member's language in Payouts: the pending list and a run's answer", async () => {
    const hindiStaff = await newConnector(t.app, 'verified');
    await db().update(employees).set({ role: 'admin', language: 'hi' }).where(eq(employees.id, hindiStaff.id));
    const staff = await userClient(t.app, hindiStaff.employeeId);
    const admin = await userClient(t.app, 'AD3001');
    type Pending = { results: { connector: { employee_id: string }; entries: Entry[] }[] };
    const entriesOf = (page: Pending) => page.results.find((connector) => connector.connector.employee_id === 'CN1005')?.entries ?? [];

    const english = entriesOf((await admin.get('/leads/payouts/pending/?search=CN1005')).json() as Pending);
    const hindi = entriesOf((await staff.get('/leads/payouts/pending/?search=CN1005')).json() as Pending);
    expect(english.map((entry) => entry.description)).toContain('Payout for Manjunath Gowda: Business Loan, IndusInd Bank (1.25% of ₹15,00,000)');
    expect(hindi.map((entry) => entry.description)).toContain('Manjunath Gowda का पेआउट: Business Loan, IndusInd Bank (₹15,00,000 का 1.25%)');
    expect(withoutDescriptions(hindi)).toEqual(withoutDescriptions(english));

    const ids = hindi.map((entry) => entry.id);
    const paid = await staff.post('/leads/payouts/runs/', { transaction_ids: ids, shown_entry_ids: ids, reference: 'HI-LEDGER-1' });
    expect(paid.statusCode, paid.body).toBe(201);
    const run = paid.json() as { id: number; connectors: { entries: Entry[] }[] };
    expect(run.connectors.flatMap((connector) => connector.entries).map((entry) => entry.description)).toEqual(hindi.map((entry) => entry.description));
    const read = (await admin.get(`/leads/payouts/runs/${run.id}/`)).json() as typeof run;
    expect(read.connectors.flatMap((connector) => connector.entries).map((entry) => entry.description)).toEqual(english.map((entry) => entry.description));
  });
});

describe('one-time-code messages', () => {
  interface OutboxMessage {
    purpose: string;
    text: string;
  }
  const outbox = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/dev/outbox/${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as OutboxMessage[];
  };

  it("are written in the account's language", async () => {
    for (const language of ['hi', 'en'] as const) {
      const connector = await connectorIn(language);
      const mobile = freshMobile();
      await db().update(employees).set({ mobileNumber: mobile }).where(eq(employees.id, connector.id));
      const asked = await t.app.inject({ method: 'POST', url: '/auth/employees/login-otp/', payload: { mobile_number: mobile }, remoteAddress: nextAddress() });
      expect(asked.statusCode, asked.body).toBe(200);
      const reset = await t.app.inject({ method: 'POST', url: '/auth/send-reset-otp/', payload: { employee_id: connector.employeeId }, remoteAddress: nextAddress() });
      expect(reset.statusCode, reset.body).toBe(200);
      const [login] = await outbox(`?mobile_number=${mobile}&purpose=login`);
      const [passwordReset] = await outbox(`?mobile_number=${mobile}&purpose=password_reset`);
      if (language === 'hi') {
        expect(login?.text).toMatch(/^\d{6} आपका कनेक्टर पोर्टल साइन इन कोड है। यह \d+ मिनट में खत्म हो जाएगा। इसे कभी किसी के साथ साझा न करें।$/);
        expect(passwordReset?.text).toMatch(new RegExp(`^\\d{6} आपका कनेक्टर पोर्टल पासवर्ड रीसेट कोड है \\(${connector.employeeId} के लिए\\)।`));
      } else {
        expect(login?.text).toMatch(/^\d{6} is your Connector Portal sign-in code\. It expires in \d+ minutes?\. Never share it with anyone\.$/);
        expect(passwordReset?.text).toMatch(new RegExp(`^\\d{6} is your Connector Portal password reset code for ${connector.employeeId}\\.`));
        expect(DEVANAGARI.test(`${login?.text}${passwordReset?.text}`)).toBe(false);
      }
    }
  });
});

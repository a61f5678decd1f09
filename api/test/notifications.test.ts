import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, leads, notifications, type NotificationType } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface LeadInfo {
  customer_name: string;
  customer_mobile: string;
  loan_amount: number;
  status: string;
}
interface Item {
  id: number;
  title: string;
  message: string;
  notification_type: string;
  is_active: boolean;
  created_at: string;
  lead: number | null;
  lead_info: LeadInfo | null;
}
interface Summary {
  total_notifications: number;
  active_notifications: number;
  read_notifications: number;
}
interface Page {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: Item[];
  summary: Summary;
}
type Client = Awaited<ReturnType<typeof userClient>>;

const db = () => t.app.db;

interface Row {
  title?: string;
  message?: string;
  type?: NotificationType;
  unread?: boolean;
  leadId?: number | null;
  createdAt?: Date;
}

/** Inserts notifications for `recipientId` straight into the database; answers their ids in the given order. */
async function give(recipientId: number, rows: Row[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db()
    .insert(notifications)
    .values(
      rows.map((row, index) => ({
        recipientId,
        title: row.title ?? `Notification ${index + 1}`,
        message: row.message ?? 'Something happened.',
        notificationType: row.type ?? 'weekly_report',
        isActive: row.unread ?? true,
        leadId: row.leadId ?? null,
        createdAt: row.createdAt ?? new Date(Date.UTC(2025, 0, 1) + index * 60_000),
      })),
    )
    .returning({ id: notifications.id });
  return inserted.map((row) => row.id);
}

async function page(client: Client, query = '', path = '/notifications/'): Promise<Page> {
  const response = await client.get(`${path}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

async function bad(client: Client, query: string, path = '/notifications/') {
  const response = await client.get(`${path}${query}`);
  expect(response.statusCode, `${path}${query}: ${response.body}`).toBe(400);
  return response.json() as Record<string, string[]>;
}

const isActiveOf = async (ids: number[]) =>
  new Map((await db().select({ id: notifications.id, isActive: notifications.isActive }).from(notifications).where(inArray(notifications.id, ids))).map((row) => [row.id, row.isActive]));

const summary = (total: number, unread: number): Summary => ({ total_notifications: total, active_notifications: unread, read_notifications: total - unread });

describe('GET /notifications/', () => {
  it('a user with no notifications: empty list, zero summary', async () => {
    const { client } = await newConnector(t.app, 'verified');
    expect(await page(client)).toEqual({ count: 0, page: 1, page_size: 20, next: null, previous: null, results: [], summary: summary(0, 0) });
    expect(await page(client, '', '/notifications/active/')).toMatchObject({ count: 0, results: [], summary: summary(0, 0) });
  });

  it("answers the seeded notifications of CN1001 newest first, with their summary and lead_info", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const all = await page(cn1001);
    expect(all.count).toBe(10);
    expect(all.summary).toEqual(summary(10, 4));
    expect(all.results.find((item) => item.title === 'Your weekly summary')).toMatchObject({ notification_type: 'weekly_report', is_active: true, lead: null, lead_info: null });
    const times = all.results.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const approved = all.results.find((item) => item.title === 'Lead approved: Siddharth Joshi');
    expect(approved?.lead).toEqual(expect.any(Number));
    const [lead] = await db().select().from(leads).where(eq(leads.id, approved?.lead ?? -1));
    expect(approved?.lead_info).toEqual({ customer_name: lead?.customerName, customer_mobile: lead?.customerMobile, loan_amount: lead?.loanAmount, status: lead?.status });
    expect(typeof approved?.lead_info?.loan_amount).toBe('number');
  });

  it('one item has exactly the Notification fields; summary counts total, unread and read', async () => {
    const { id, client } = await newConnector(t.app, 'verified');
    const [lead] = await db().select().from(leads).limit(1);
    if (!lead) throw new Error('no seeded lead');
    const [withLead, plain] = await give(id, [
      { title: 'About a lead', message: 'The lead for **X** moved.\nCheck it.', type: 'lead_status', leadId: lead.id, createdAt: new Date('2025-03-01T10:00:00.123Z') },
      { title: 'Plain', type: 'feature_update', unread: false, createdAt: new Date('2025-03-01T09:00:00Z') },
      { title: 'Third', unread: false, createdAt: new Date('2025-03-01T08:00:00Z') },
    ]);
    const list = await page(client);
    expect(list.summary).toEqual(summary(3, 1));
    expect(list.results[0]).toEqual({
      id: withLead,
      title: 'About a lead',
      message: 'The lead for **X** moved.\nCheck it.',
      notification_type: 'lead_status',
      is_active: true,
      created_at: '2025-03-01T10:00:00.123Z',
      lead: lead.id,
      lead_info: { customer_name: lead.customerName, customer_mobile: lead.customerMobile, loan_amount: lead.loanAmount, status: lead.status },
    });
    expect(list.results[1]).toMatchObject({ id: plain, lead: null, lead_info: null, is_active: false });
  });

  it('orders newest first by default or oldest first; equal times are broken by id in the same direction', async () => {
    const { id, client } = await newConnector(t.app, 'verified');
    const same = new Date('2025-05-05T05:05:05Z');
    const ids = await give(id, [
      { title: 'a', createdAt: new Date('2025-05-01T00:00:00Z') },
      { title: 'b', createdAt: same },
      { title: 'c', createdAt: same },
      { title: 'd', createdAt: same },
      { title: 'e', createdAt: new Date('2025-05-09T00:00:00Z') },
    ]);
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    expect((await page(client)).results.map((item) => item.id)).toEqual([e, d, c, b, a]);
    expect((await page(client, '?ordering=-created_at')).results.map((item) => item.id)).toEqual([e, d, c, b, a]);
    expect((await page(client, '?ordering=created_at')).results.map((item) => item.id)).toEqual([a, b, c, d, e]);
    // Pages of one split the tie without repeats or gaps, both ways.
    for (const [ordering, expected] of [['-created_at', [e, d, c, b, a]], ['created_at', [a, b, c, d, e]]] as const) {
      const walked: number[] = [];
      for (let n = 1; n <= 5; n += 1) walked.push(...(await page(client, `?ordering=${ordering}&page_size=1&page=${n}`)).results.map((item) => item.id));
      expect(walked).toEqual(expected);
    }
    expect(await bad(client, '?ordering=title')).toEqual({ ordering: ['Select a valid choice.'] });
  });

  it('filters by type, is_active, lead_related and search (title or message, any case, wildcards literal); count follows, summary does not', async () => {
    const { id, client } = await newConnector(t.app, 'verified');
    const [lead] = await db().select().from(leads).limit(1);
    const [rate, percent, underscore, backslash, leadOne, plain] = await give(id, [
      { title: 'Interest RATE revised', type: 'feature_update', unread: false },
      { title: 'Offer', message: 'Flat 50% off the processing fee', type: 'custom_alert' },
      { title: 'Field renamed', message: 'loan_amount is now shown in lakhs', type: 'custom_alert', unread: false },
      { title: 'Paths', message: 'C:\\docs\\kyc uploaded', type: 'document_pending' },
      { title: 'Lead moved', message: 'Your lead moved on.', type: 'lead_status', leadId: lead?.id },
      { title: 'Weekly', message: 'Nothing new.', type: 'weekly_report' },
    ]);
    const ids = async (query: string, path?: string) => (await page(client, query, path)).results.map((item) => item.id).sort((x, y) => x - y);
    const expectIds = async (query: string, expected: (number | undefined)[], path?: string) => {
      const list = await page(client, query, path);
      expect(list.results.map((item) => item.id).sort((x, y) => x - y), query).toEqual([...expected].sort((x, y) => (x ?? 0) - (y ?? 0)));
      expect(list.count, query).toBe(expected.length);
      expect(list.summary, query).toEqual(summary(6, 4));
    };
    await expectIds('?type=custom_alert', [percent, underscore]);
    await expectIds('?type=rm_assign', []);
    await expectIds('?is_active=true', [percent, backslash, leadOne, plain]);
    await expectIds('?is_active=false', [rate, underscore]);
    await expectIds('?lead_related=true', [leadOne]);
    await expectIds('?lead_related=false', [rate, percent, underscore, backslash, plain]);
    await expectIds('?search=rate', [rate]);
    await expectIds('?search=%20%20interest%20%20rate%20', [rate]);
    await expectIds('?search=PROCESSING%20FEE', [percent]);
    await expectIds('?search=50%25', [percent]);
    await expectIds('?search=%25', [percent]);
    await expectIds('?search=_', [underscore]);
    await expectIds('?search=t_r', []);
    await expectIds(`?search=${encodeURIComponent('\\docs')}`, [backslash]);
    await expectIds('?search=%20', [rate, percent, underscore, backslash, leadOne, plain]);
    await expectIds('?type=custom_alert&is_active=true&search=off', [percent]);
    await expectIds('?type=custom_alert&lead_related=true', []);
    expect(await ids('?search=lead&is_active=true')).toEqual([leadOne]);
    expect(await bad(client, '?type=nonsense')).toEqual({ type: ['Select a valid choice.'] });
    expect(Object.keys(await bad(client, '?is_active=yes'))).toEqual(['is_active']);
    expect(Object.keys(await bad(client, '?lead_related=1'))).toEqual(['lead_related']);
    expect(Object.keys(await bad(client, `?search=${'x'.repeat(101)}`))).toEqual(['search']);
  });

  it('search finds text in Indian scripts as written', async () => {
    const { id, client } = await newConnector(t.app, 'verified');
    const [hindi] = await give(id, [{ title: 'ऋण स्वीकृत', message: 'आपका **गृह ऋण** स्वीकृत हो गया है।' }, { title: 'Other', message: 'Nothing' }]);
    const found = await page(client, `?search=${encodeURIComponent('गृह ऋण')}`);
    expect(found.results.map((item) => item.id)).toEqual([hindi]);
    expect(found.results[0]?.message).toBe('आपका **गृह ऋण** स्वीकृत हो गया है।');
  });

  it('date_from / date_to are India calendar days, both inclusive; a start after the end is a 400 on date_to', async () => {
    const { id, client } = await newConnector(t.app, 'verified');
    const [lateOn14, startOf15, endOf15, startOf16] = await give(id, [
      { title: '14 Mar 23:59:59 IST', createdAt: new Date('2025-03-14T18:29:59.999Z') },
      { title: '15 Mar 00:00 IST', createdAt: new Date('2025-03-14T18:30:00Z') },
      { title: '15 Mar 23:59 IST', createdAt: new Date('2025-03-15T18:29:59Z') },
      { title: '16 Mar 00:00 IST', createdAt: new Date('2025-03-15T18:30:00Z') },
    ]);
    const idsOf = async (query: string) => (await page(client, query)).results.map((item) => item.id).sort((x, y) => x - y);
    expect(await idsOf('?date_from=2025-03-15&date_to=2025-03-15')).toEqual([startOf15, endOf15]);
    expect(await idsOf('?date_from=2025-03-15')).toEqual([startOf15, endOf15, startOf16]);
    expect(await idsOf('?date_to=2025-03-14')).toEqual([lateOn14]);
    expect(await idsOf('?date_from=2025-03-14&date_to=2025-03-16')).toEqual([lateOn14, startOf15, endOf15, startOf16]);
    expect((await page(client, '?date_from=2025-03-15&date_to=2025-03-15')).count).toBe(2);
    expect(await bad(client, '?date_from=2025-03-16&date_to=2025-03-15')).toEqual({ date_to: ['The end date must not be before the start date.'] });
    expect(await bad(client, '?date_from=2025-02-30')).toEqual({ date_from: ['Enter a valid date (YYYY-MM-DD).'] });
    expect(Object.keys(await bad(client, '?date_to=15-03-2025'))).toEqual(['date_to']);
  });

  it('pages: 20 by default, next/previous links, the last page, an empty page beyond the end; 400 outside the limits', async () => {
    const { id, client } = await newConnector(t.app, 'verified');
    const ids = await give(id, Array.from({ length: 45 }, (_, index) => ({ title: `N${index}`, unread: index % 3 !== 0 })));
    const newest = [...ids].reverse();
    const first = await page(client);
    expect(first).toMatchObject({ count: 45, page: 1, page_size: 20, previous: null, next: '/notifications/?page=2', summary: summary(45, 30) });
    expect(first.results.map((item) => item.id)).toEqual(newest.slice(0, 20));
    const last = await page(client, '?page=3&type=weekly_report');
    expect(last).toMatchObject({ count: 45, page: 3, next: null, previous: '/notifications/?page=2&type=weekly_report' });
    expect(last.results.map((item) => item.id)).toEqual(newest.slice(40));
    const beyond = await page(client, '?page=7');
    expect(beyond).toMatchObject({ count: 45, page: 7, results: [], next: null, previous: '/notifications/?page=3', summary: summary(45, 30) });
    const big = await page(client, '?page_size=100');
    expect(big.results).toHaveLength(45);
    expect((await page(client, '?page_size=7&page=7')).results.map((item) => item.id)).toEqual(newest.slice(42));
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=abc', 'page'],
      ['?page=1234567', 'page'],
      ['?page_size=0', 'page_size'],
      ['?page_size=101', 'page_size'],
      ['?page_size=1000', 'page_size'],
    ] as const) {
      expect(Object.keys(await bad(client, query)), query).toEqual([field]);
      expect(Object.keys(await bad(client, query, '/notifications/active/')), query).toEqual([field]);
    }
    expect(await bad(client, '?page_size=101')).toEqual({ page_size: ['Ensure this value is between 1 and 100.'] });
  });
});

describe('GET /notifications/active/', () => {
  it('answers unread only (an is_active sent is ignored), with the same filters, paging and summary', async () => {
    const { id, client } = await newConnector(t.app, 'verified');
    const [readOne, unreadAlert, unreadReport, readAlert] = await give(id, [
      { title: 'read', unread: false },
      { title: 'alert', type: 'custom_alert' },
      { title: 'report', type: 'weekly_report' },
      { title: 'old alert', type: 'custom_alert', unread: false },
    ]);
    const active = await page(client, '', '/notifications/active/');
    expect(active).toMatchObject({ count: 2, summary: summary(4, 2), next: null, previous: null });
    expect(active.results.map((item) => item.id)).toEqual([unreadReport, unreadAlert]);
    expect(active.results.every((item) => item.is_active)).toBe(true);
    for (const query of ['?is_active=false', '?is_active=true', '?is_active=garbage']) {
      expect((await page(client, query, '/notifications/active/')).results.map((item) => item.id), query).toEqual([unreadReport, unreadAlert]);
    }
    const alerts = await page(client, '?type=custom_alert&ordering=created_at', '/notifications/active/');
    expect(alerts).toMatchObject({ count: 1 });
    expect(alerts.results.map((item) => item.id)).toEqual([unreadAlert]);
    expect((await page(client, '?page=2&page_size=1', '/notifications/active/')).results.map((item) => item.id)).toEqual([unreadAlert]);
    expect(await bad(client, '?date_from=2025-01-02&date_to=2025-01-01', '/notifications/active/')).toHaveProperty('date_to');
    expect(readOne).not.toBe(readAlert);
  });
});

describe('GET /notifications/{id}/', () => {
  it("answers the caller's own notification; another's and an unknown id answer the same 404; a bad id is a 400", async () => {
    const owner = await newConnector(t.app, 'verified');
    const other = await newConnector(t.app, 'verified');
    const [mine] = await give(owner.id, [{ title: 'Mine', message: 'Only mine.' }]);
    const response = await owner.client.get(`/notifications/${mine}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: mine, title: 'Mine', message: 'Only mine.', is_active: true, lead: null, lead_info: null });
    // Reading it does not mark it read.
    expect((await isActiveOf([mine as number])).get(mine as number)).toBe(true);

    const theirs = await other.client.get(`/notifications/${mine}/`);
    expect(theirs.statusCode).toBe(404);
    const unknown = await other.client.get('/notifications/2147483647/');
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Notification not found.' });
    expect(unknown.json()).toEqual(theirs.json());
    expect((await other.client.get('/notifications/9999999999/')).statusCode).toBe(404);
    expect((await other.client.get('/notifications/99999999999/')).statusCode).toBe(400);
    expect((await other.client.get('/notifications/0/')).statusCode).toBe(404);
    const notNumeric = await other.client.get('/notifications/abc/');
    expect(notNumeric.statusCode).toBe(400);
    expect(notNumeric.json()).toEqual({ id: ['A valid integer is required.'] });
  });
});

describe('marking read', () => {
  it('PATCH mark-read marks one read, answers marked and the new summary, and is idempotent', async () => {
    const { id, client } = await newConnector(t.app, 'verified');
    const [first, second] = await give(id, [{ title: 'one' }, { title: 'two' }, { title: 'three', unread: false }]);
    const patch = (notificationId: number | undefined) =>
      t.app.inject({ method: 'PATCH', url: `/notifications/${notificationId}/mark-read/`, headers: bearer(client.tokens.access) });
    const marked = await patch(first);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ marked: 1, summary: summary(3, 1) });
    const again = await patch(first);
    expect(again.json()).toEqual({ marked: 0, summary: summary(3, 1) });
    expect((await isActiveOf([first as number, second as number])).get(second as number)).toBe(true);
    // A body (the front end may send {}) is ignored.
    const withBody = await client.patch(`/notifications/${second}/mark-read/`, {});
    expect(withBody.json()).toEqual({ marked: 1, summary: summary(3, 0) });
    expect((await page(client, '', '/notifications/active/')).count).toBe(0);
  });

  it("PATCH mark-read on another employee's notification answers 404 and leaves it unread", async () => {
    const owner = await newConnector(t.app, 'verified');
    const other = await newConnector(t.app, 'verified');
    const [mine] = await give(owner.id, [{ title: 'Mine' }]);
    const response = await t.app.inject({ method: 'PATCH', url: `/notifications/${mine}/mark-read/`, headers: bearer(other.client.tokens.access) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Notification not found.' });
    expect((await isActiveOf([mine as number])).get(mine as number)).toBe(true);
    expect((await t.app.inject({ method: 'PATCH', url: '/notifications/2147483647/mark-read/', headers: bearer(other.client.tokens.access) })).json()).toEqual({
      detail: 'Notification not found.',
    });
    expect((await page(owner.client)).summary).toEqual(summary(1, 1));
  });

  it("POST mark-all-read with ids marks only the caller's own unread ones among them; others' stay unread", async () => {
    const owner = await newConnector(t.app, 'verified');
    const other = await newConnector(t.app, 'verified');
    const [a, b, c, alreadyRead] = await give(owner.id, [{ title: 'a' }, { title: 'b' }, { title: 'c' }, { title: 'r', unread: false }]);
    const [theirs] = await give(other.id, [{ title: 'theirs' }]);
    const response = await owner.client.post('/notifications/mark-all-read/', { notification_ids: [a, b, b, alreadyRead, theirs, 2147483647] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ marked: 2, summary: summary(4, 1) });
    const states = await isActiveOf([a, b, c, theirs] as number[]);
    expect([states.get(a as number), states.get(b as number), states.get(c as number), states.get(theirs as number)]).toEqual([false, false, true, true]);
    expect((await page(other.client)).summary).toEqual(summary(1, 1));
    // Only others' ids: nothing happens, nothing is revealed.
    expect((await owner.client.post('/notifications/mark-all-read/', { notification_ids: [theirs] })).json()).toEqual({ marked: 0, summary: summary(4, 1) });
  });

  it('POST mark-all-read without ids (no body, an empty body, {}) marks every unread notification of the caller only', async () => {
    const owner = await newConnector(t.app, 'verified');
    const other = await newConnector(t.app, 'verified');
    await give(owner.id, Array.from({ length: 30 }, (_, index) => ({ title: `n${index}`, unread: index % 2 === 0 })));
    const [theirs] = await give(other.id, [{ title: 'theirs' }]);
    const noBody = await t.app.inject({ method: 'POST', url: '/notifications/mark-all-read/', headers: bearer(owner.client.tokens.access) });
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect(noBody.json()).toEqual({ marked: 15, summary: summary(30, 0) });
    expect((await isActiveOf([theirs as number])).get(theirs as number)).toBe(true);

    await give(owner.id, [{ title: 'new one' }]);
    const emptyBody = await t.app.inject({
      method: 'POST',
      url: '/notifications/mark-all-read/',
      headers: { ...bearer(owner.client.tokens.access), 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyBody.json()).toEqual({ marked: 1, summary: summary(31, 0) });
    await give(owner.id, [{ title: 'another' }]);
    expect((await owner.client.post('/notifications/mark-all-read/', {})).json()).toEqual({ marked: 1, summary: summary(32, 0) });
    expect((await owner.client.post('/notifications/mark-all-read/', {})).json()).toEqual({ marked: 0, summary: summary(32, 0) });
    expect((await page(other.client)).summary).toEqual(summary(1, 1));
  });

  it('POST mark-all-read refuses a malformed list per field', async () => {
    const { client } = await newConnector(t.app, 'verified');
    for (const body of [{ notification_ids: [] }, { notification_ids: ['x'] }, { notification_ids: [0] }, { notification_ids: [2147483648] }, { notification_ids: 'all' }]) {
      const response = await client.post('/notifications/mark-all-read/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json() as object), JSON.stringify(body)).toEqual(['notification_ids']);
    }
    const tooMany = await client.post('/notifications/mark-all-read/', { notification_ids: Array.from({ length: 1001 }, (_, index) => index + 1) });
    expect(tooMany.json()).toEqual({ notification_ids: ['Ensure this field has no more than 1000 items.'] });
  });
});

describe('who may call the notification routes', () => {
  it('anonymous 401; a connector without verified KYC 403; any verified role reads and marks its own', async () => {
    const unverified = await newConnector(t.app, 'pending');
    const urls = ['/notifications/', '/notifications/active/', '/notifications/1/'];
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await unverified.client.get(url)).statusCode, url).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/notifications/mark-all-read/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/notifications/1/mark-read/' })).statusCode).toBe(401);
    expect((await unverified.client.post('/notifications/mark-all-read/', {})).statusCode).toBe(403);
    for (const employeeId of ['RM2001', 'AD3001', 'DR4001']) {
      const client = await userClient(t.app, employeeId);
      const [employee] = await db().select({ id: employees.id }).from(employees).where(eq(employees.employeeId, employeeId));
      const list = await page(client);
      const own = await db().select({ id: notifications.id }).from(notifications).where(and(eq(notifications.recipientId, employee?.id ?? -1)));
      expect(list.count, employeeId).toBe(own.length);
    }
  });
});

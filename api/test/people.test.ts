import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, sessions } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, userClient, type TestApp } from './support/test-app';

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;
let director: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userClient(t.app, 'AD3001');
  director = await userClient(t.app, 'DR4001');
});
afterAll(async () => {
  await t?.close();
});

interface Summary {
  id: number;
  employee_id: string;
  username: string;
  role: string;
  email: string | null;
  mobile_number: string | null;
  assigned_territory: { id: number; name: string; level: string } | null;
  managers: { employee_id: string; username: string }[];
  is_active: boolean;
  kyc_state: string | null;
  created_at: string;
}
interface SummaryPage {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: Summary[];
}

const list = async (query = '', client = admin): Promise<SummaryPage> => {
  const response = await client.get(`/auth/employees/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SummaryPage;
};
const ids = (page: SummaryPage) => page.results.map((summary) => summary.employee_id);
const auditsOf = (id: number) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, id))).orderBy(auditLog.id);

describe('GET /auth/employees/', () => {
  it('lists everyone, newest first, with territory, managers and the KYC state of connectors (null for staff)', async () => {
    const newest = await newConnector(t.app, 'pending', { territory: 'Pune West', managers: ['RM2001', 'RM2002'] });
    const page = await list('?page_size=100');
    expect(page.results[0]?.employee_id).toBe(newest.employeeId);
    const times = page.results.map((summary) => Date.parse(summary.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(ids(page)).toEqual(expect.arrayContaining(['CN1001', 'CN1002', 'CN1003', 'CN1004', 'CN1005', 'CN1006', 'RM2001', 'RM2002', 'AD3001', 'DR4001']));
    const byId = new Map(page.results.map((summary) => [summary.employee_id, summary]));
    expect(byId.get('CN1001')).toEqual({
      id: expect.any(Number),
      employee_id: 'CN1001',
      username: 'Aarav Sharma',
      role: 'connector',
      email: 'aarav.sharma@connectorportal.in',
      mobile_number: '9876500001',
      assigned_territory: { id: expect.any(Number), name: 'Pune West', level: 'cluster' },
      managers: [{ employee_id: 'RM2001', username: 'Vikram Mehta' }],
      is_active: true,
      kyc_state: 'verified',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(byId.get('CN1002')?.kyc_state).toBe('not_submitted');
    expect(byId.get('CN1003')?.kyc_state).toBe('rejected');
    expect(byId.get('CN1004')?.kyc_state).toBe('pending');
    for (const staff of ['RM2001', 'AD3001', 'DR4001']) expect(byId.get(staff)?.kyc_state, staff).toBeNull();
    expect(byId.get('DR4001')).toMatchObject({ managers: [], assigned_territory: null });
    expect(byId.get(newest.employeeId)).toMatchObject({
      kyc_state: 'pending',
      managers: [
        { employee_id: 'RM2001', username: 'Vikram Mehta' },
        { employee_id: 'RM2002', username: 'Neha Gupta' },
      ],
    });
    expect(page.count).toBe(page.results.length);
  });

  it('filters by role, is_active and search (employee id, name, e-mail or mobile; any case)', async () => {
    const rms = await list('?role=rm', director);
    expect(new Set(ids(rms))).toEqual(new Set(['RM2001', 'RM2002']));
    expect(rms.count).toBe(2);
    expect(ids(await list('?search=cn1003'))).toEqual(['CN1003']);
    expect(ids(await list('?search=%20neha%20GUPTA%20'))).toEqual(['RM2002']);
    expect(ids(await list('?search=ANJALI.DESAI@'))).toEqual(['AD3001']);
    expect(ids(await list('?search=987650000'))).toHaveLength(6);
    expect(ids(await list('?search=9876500041'))).toEqual(['DR4001']);
    expect(ids(await list('?search=Sharma&role=rm'))).toEqual([]);
    expect((await list('?search=%25')).count).toBe(0);

    const inactive = await newConnector(t.app, 'verified');
    await t.app.db.update(employees).set({ isActive: false }).where(eq(employees.id, inactive.id));
    expect(ids(await list('?is_active=false'))).toEqual([inactive.employeeId]);
    expect(ids(await list('?is_active=true&page_size=100'))).not.toContain(inactive.employeeId);
  });

  it('pages: page_size 1–100, a page beyond the end is empty with the count; 400 on bad filters', async () => {
    const all = await list('?page_size=100');
    const first = await list('?page_size=3&role=connector');
    expect(first.results).toHaveLength(3);
    expect(first.next).toBe('/auth/employees/?page_size=3&role=connector&page=2');
    const beyond = await list('?page=50');
    expect(beyond).toMatchObject({ count: all.count, page: 50, page_size: 20, results: [], next: null });
    for (const [query, field] of [
      ['?page_size=101', 'page_size'],
      ['?page=0', 'page'],
      ['?role=ceo', 'role'],
      ['?is_active=yes', 'is_active'],
    ] as const) {
      const response = await admin.get(`/auth/employees/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual([field]);
    }
  });
});

describe('access to People', () => {
  it('anonymous 401; connectors (with or without KYC) and rm 403; admin and director may', async () => {
    const unverified = (await newConnector(t.app, 'not_submitted')).client;
    const target = await newConnector(t.app, 'verified');
    const connector = await userClient(t.app, 'CN1001');
    const rm = await userClient(t.app, 'RM2001');
    for (const [method, url] of [
      ['GET', '/auth/employees/'],
      ['POST', `/auth/employees/${target.employeeId}/deactivate/`],
      ['POST', `/auth/employees/${target.employeeId}/activate/`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      for (const client of [unverified, connector, rm]) {
        const response = method === 'GET' ? await client.get(url) : await client.post(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      }
    }
    expect((await list()).count).toBeGreaterThan(10);
    expect((await list('', director)).count).toBeGreaterThan(10);
    expect(await auditsOf(target.id)).toEqual([]);
  });
});

describe('deactivate and activate', () => {
  it('deactivating ends every session at once: access and refresh tokens stop working on the next request', async () => {
    const person = await newConnector(t.app, 'verified');
    const second = await person.signIn();
    expect((await person.client.get('/auth/profile/')).statusCode).toBe(200);

    const response = await admin.post(`/auth/employees/${person.employeeId.toLowerCase()}/deactivate/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: person.id, employee_id: person.employeeId, is_active: false, kyc_state: 'verified', role: 'connector' });

    for (const access of [person.client.tokens.access, second.access]) {
      const after = await t.app.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(access) });
      expect(after.statusCode).toBe(401);
    }
    for (const refreshToken of [person.client.tokens.refresh, second.refresh]) {
      const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
      expect(refreshed.statusCode).toBe(401);
    }
    const signInAgain = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: person.employeeId, password: DEMO_PASSWORD } });
    expect(signInAgain.statusCode).toBe(401);

    const live = await t.app.db.select().from(sessions).where(eq(sessions.employeeId, person.id));
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live.every((session) => session.revokedAt !== null && session.revokedReason === 'deactivated')).toBe(true);

    const [entry, ...rest] = await auditsOf(person.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'employee.deactivated',
      details: { employee_id: person.employeeId, old: { is_active: true }, new: { is_active: false }, sessions_ended: live.length },
    });
    expect(t.logs().filter((line) => line.security === 'employee_deactivated')).toContainEqual(
      expect.objectContaining({ employeeId: 'AD3001', deactivatedEmployeeId: person.employeeId }),
    );

    // Already inactive: 409, nothing written.
    const again = await director.post(`/auth/employees/${person.id}/deactivate/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This employee is already inactive.' });
    expect(await auditsOf(person.id)).toHaveLength(1);

    // Activation lets them sign in anew; the ended sessions stay ended.
    const activated = await director.post(`/auth/employees/${person.id}/activate/`);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ employee_id: person.employeeId, is_active: true });
    expect((await t.app.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(second.access) })).statusCode).toBe(401);
    const fresh = await signIn(t.app, person.employeeId);
    expect((await t.app.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(fresh.access) })).statusCode).toBe(200);
    expect((await auditsOf(person.id)).map((row) => row.action)).toEqual(['employee.deactivated', 'employee.activated']);

    const activeAgain = await admin.post(`/auth/employees/${person.employeeId}/activate/`);
    expect(activeAgain.statusCode).toBe(409);
    expect(activeAgain.json()).toEqual({ detail: 'This employee is already active.' });
    expect(await auditsOf(person.id)).toHaveLength(2);
  });

  it('nobody deactivates themselves (400); an admin may not (de)activate a director (403); unknown ids 404', async () => {
    const [adminRow] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'AD3001'));
    const [directorRow] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'DR4001'));
    const self = await admin.post('/auth/employees/AD3001/deactivate/');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: 'You cannot deactivate your own account.' });
    expect((await director.post(`/auth/employees/${directorRow?.id}/deactivate/`)).json()).toEqual({ detail: 'You cannot deactivate your own account.' });

    for (const action of ['deactivate', 'activate']) {
      const response = await admin.post(`/auth/employees/dr4001/${action}/`);
      expect(response.statusCode, action).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only a director can deactivate or activate a director.' });
    }
    expect((await admin.get('/auth/profile/')).statusCode).toBe(200);
    expect((await director.get('/auth/profile/')).statusCode).toBe(200);
    expect(await auditsOf(adminRow?.id ?? -1)).toEqual([]);
    expect(await auditsOf(directorRow?.id ?? -1)).toEqual([]);

    for (const ref of ['ZZ9999', '999999', '0', '9999999999', '99999999999999999999']) {
      const response = await admin.post(`/auth/employees/${ref}/deactivate/`);
      expect(response.statusCode, ref).toBe(404);
      expect(response.json()).toEqual({ detail: 'Employee not found.' });
    }
    expect((await admin.post(`/auth/employees/${'x'.repeat(65)}/activate/`)).statusCode).toBe(400);
  });

  it('of two deactivations at once, one answers 200 and the other 409, with one audit entry', async () => {
    const person = await newConnector(t.app, 'verified');
    const answers = await Promise.all([admin.post(`/auth/employees/${person.employeeId}/deactivate/`), director.post(`/auth/employees/${person.id}/deactivate/`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditsOf(person.id)).toHaveLength(1);
  });

  it('a director deactivates an admin or an rm; their team and leads stay', async () => {
    const staffId = `AD${Date.now() % 100000}`;
    const created = await director.post('/auth/employee/create/', { employee_id: staffId, username: 'Temp Admin', role: 'admin' });
    expect(created.statusCode, created.body).toBe(201);
    const deactivated = await director.post(`/auth/employees/${staffId}/deactivate/`);
    expect(deactivated.json()).toMatchObject({ employee_id: staffId, role: 'admin', is_active: false, kyc_state: null });
    const rm = await admin.post('/auth/employees/RM2002/deactivate/');
    expect(rm.statusCode).toBe(200);
    expect(ids(await list('?search=RM2002'))).toEqual(['RM2002']);
    const cn1005 = (await list('?search=CN1005')).results[0];
    expect(cn1005?.managers).toEqual([{ employee_id: 'RM2002', username: 'Neha Gupta' }]);
    expect((await admin.post('/auth/employees/RM2002/activate/')).statusCode).toBe(200);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, notifications, territories } from '../src/db/schema';
import { NO_PASSWORD_SET } from '../src/features/auth/passwords';
import { createTestApp, DEMO_PASSWORD, userClient, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const territoryId = async (name: string) => {
  const [row] = await t.app.db.select({ id: territories.id }).from(territories).where(eq(territories.name, name));
  if (!row) throw new Error(`no territory ${name}`);
  return row.id;
};

const stored = async (employeeId: string) => {
  const [row] = await t.app.db.select().from(employees).where(eq(employees.employeeId, employeeId));
  return row ?? null;
};

const notificationsOf = async (employeeId: string) => {
  const row = await stored(employeeId);
  return t.app.db.select().from(notifications).where(eq(notifications.recipientId, row?.id ?? -1)).orderBy(notifications.id);
};
const auditsOf = async (employeeId: string) => {
  const row = await stored(employeeId);
  return t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, row?.id ?? -1)));
};

const signInAs = (employee_id: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id, password } });

describe('POST /auth/employee/create/', () => {
  it('creates a connector (201 EmployeeDetail): id upper case, e-mail lower case, territory, managers, KYC not verified', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const response = await admin.post('/auth/employee/create/', {
      employee_id: 'cn7001',
      username: '  Meghna   Kulkarni ',
      email: 'Meghna.Kulkarni@ConnectorPortal.in',
      mobile_number: '9876507001',
      role: 'connector',
      assigned_territory_id: await territoryId('Pune East'),
      manager_ids: ['rm2001'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: 'Meghna Kulkarni',
      employee_id: 'CN7001',
      email: 'meghna.kulkarni@connectorportal.in',
      mobile_number: '9876507001',
      role: 'connector',
      assigned_territory: { id: await territoryId('Pune East'), name: 'Pune East', level: 'cluster' },
      reporting_managers: [{ id: expect.any(Number), username: 'Vikram Mehta', employee_id: 'RM2001', role: 'rm', email: 'vikram.mehta@connectorportal.in' }],
      reportees: [],
    });
    const row = await stored('CN7001');
    expect(row).toMatchObject({ kycVerified: false, isActive: true, passwordHash: NO_PASSWORD_SET });
    expect(t.logs().filter((line) => line.security === 'employee_created')).toContainEqual(
      expect.objectContaining({ employeeId: 'AD3001', createdEmployeeId: 'CN7001', role: 'connector' }),
    );
    // The manager now has them as a reportee.
    const rm = (await admin.get('/leads/employees/RM2001/')).json() as { reportees: { employee_id: string }[] };
    expect(rm.reportees.map((member) => member.employee_id)).toContain('CN7001');

    // In the same transaction: the audit entry, the welcome and the relationship manager notifications.
    const [entry, ...more] = await auditsOf('CN7001');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'employee.created',
      actorId: (await stored('AD3001'))?.id,
      details: { new: { employee_id: 'CN7001', role: 'connector', username: 'Meghna Kulkarni', manager_ids: ['RM2001'], mobile_number: '9876507001' } },
    });
    const received = await notificationsOf('CN7001');
    expect(received.map((notification) => [notification.notificationType, notification.title])).toEqual([
      ['welcome_message', 'Welcome to Connector Portal'],
      ['rm_assign', 'Relationship manager assigned'],
    ]);
    expect(received[0]?.message).toContain('**Forgot password**');
    expect(received[0]?.message).toContain('CN7001');
    expect(received[0]?.message).toMatch(/employee ID and your registered mobile number/);
    expect(received[0]).toMatchObject({ isActive: true, createdById: (await stored('AD3001'))?.id });
    expect(received[1]?.message).toBe('**Vikram Mehta** (RM2001) is your relationship manager.');
  });

  it('tells a new connector about each relationship manager among their managers (not other managers); staff get the welcome only', async () => {
    const director = await userClient(t.app, 'DR4001');
    const created = await director.post('/auth/employee/create/', { employee_id: 'CN7010', username: 'Two Managers', role: 'connector', manager_ids: ['RM2002', 'ad3001', 'RM2001'] });
    expect(created.statusCode, created.body).toBe(201);
    const received = await notificationsOf('CN7010');
    expect(received.map((notification) => notification.notificationType)).toEqual(['welcome_message', 'rm_assign', 'rm_assign']);
    expect(received.slice(1).map((notification) => notification.message)).toEqual([
      '**Vikram Mehta** (RM2001) is your relationship manager.',
      '**Neha Gupta** (RM2002) is your relationship manager.',
    ]);
    const rm = await director.post('/auth/employee/create/', { employee_id: 'RM7010', username: 'New Manager', role: 'rm', manager_ids: ['AD3001'] });
    expect(rm.statusCode).toBe(201);
    expect((await notificationsOf('RM7010')).map((notification) => notification.notificationType)).toEqual(['welcome_message']);
  });

  it('gives the new employee no usable password: sign-in answers the same 401 as a wrong password', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const created = await admin.post('/auth/employee/create/', { employee_id: 'CN7002', username: 'Harsh Vora', role: 'connector' });
    expect(created.statusCode, created.body).toBe(201);
    const wrongPassword = await signInAs('CN1006', 'not-the-password');
    for (const password of [DEMO_PASSWORD, NO_PASSWORD_SET, '!', '']) {
      const response = await signInAs('CN7002', password);
      if (password === '') {
        expect(response.statusCode).toBe(400);
        continue;
      }
      expect(response.statusCode, password).toBe(401);
      expect(response.json()).toEqual(wrongPassword.json());
    }
    expect(t.logs().filter((line) => line.security === 'sign_in_failed')).toContainEqual(
      expect.objectContaining({ employeeId: 'CN7002', reason: 'no_password_set' }),
    );
  });

  it('creates staff without a territory or managers; only a director creates a director', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const rm = await admin.post('/auth/employee/create/', { employee_id: 'RM7001', username: 'Tanvi Shah', role: 'rm', email: null, mobile_number: null });
    expect(rm.statusCode, rm.body).toBe(201);
    expect(rm.json()).toMatchObject({ employee_id: 'RM7001', email: null, mobile_number: null, assigned_territory: null, reporting_managers: [], reportees: [] });

    const byAdmin = await admin.post('/auth/employee/create/', { employee_id: 'DR7001', username: 'Ravi Menon', role: 'director' });
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json()).toEqual({ role: ['Only a director can create a director.'] });
    expect(await stored('DR7001')).toBeNull();
    const director = await userClient(t.app, 'DR4001');
    expect((await director.post('/auth/employee/create/', { employee_id: 'DR7001', username: 'Ravi Menon', role: 'director' })).statusCode).toBe(201);
  });

  it('refuses a used employee id (any case), e-mail (any case) and mobile number, each on its field', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const response = await admin.post('/auth/employee/create/', {
      employee_id: 'cn1001',
      username: 'Someone Else',
      email: 'AARAV.SHARMA@connectorportal.in',
      mobile_number: '9876500001',
      role: 'connector',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      employee_id: ['An employee with this employee ID already exists.'],
      email: ['This e-mail address is already in use.'],
      mobile_number: ['This mobile number is already in use.'],
    });
  });

  it('needs an existing territory and active managers, named on their fields', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const response = await admin.post('/auth/employee/create/', {
      employee_id: 'CN7003',
      username: 'Omkar Pawar',
      role: 'connector',
      assigned_territory_id: 999_999,
      manager_ids: ['RM2001', 'RM9999', 'nobody'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      assigned_territory_id: ['Select a valid territory.'],
      manager_ids: ['No active employee has the employee ID RM9999.', 'No active employee has the employee ID NOBODY.'],
    });
    expect((await admin.post('/auth/employee/create/', { employee_id: 'CN7003', username: 'Omkar Pawar', role: 'connector', assigned_territory_id: 3_000_000_000 })).json()).toEqual({
      assigned_territory_id: ['Select a valid territory.'],
    });
    // A deactivated manager does not count.
    await t.app.db.update(employees).set({ isActive: false }).where(eq(employees.employeeId, 'RM7001'));
    const inactive = await admin.post('/auth/employee/create/', { employee_id: 'CN7003', username: 'Omkar Pawar', role: 'connector', manager_ids: ['RM7001'] });
    expect(inactive.json()).toEqual({ manager_ids: ['No active employee has the employee ID RM7001.'] });
    expect(await stored('CN7003')).toBeNull();
    // A refused creation writes no audit entry.
    const [audited] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(sql`${auditLog.details}->'new'->>'employee_id' = 'CN7003'`);
    expect(audited?.n).toBe(0);
  });

  it('answers malformed fields on each field', async () => {
    const admin = await userClient(t.app, 'AD3001');
    expect((await admin.post('/auth/employee/create/', {})).json()).toEqual({
      employee_id: ['This field is required.'],
      username: ['This field is required.'],
      role: ['This field is required.'],
    });
    const bad = await admin.post('/auth/employee/create/', {
      employee_id: 'CN-70 04',
      username: 'A',
      email: 'not-an-address',
      mobile_number: '12345',
      role: 'ceo',
      assigned_territory_id: 'pune',
      manager_ids: { first: 'RM2001' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      employee_id: ['Enter a valid employee ID.'],
      username: ['Ensure this field has at least 2 characters.'],
      email: ['Enter a valid email address.'],
      mobile_number: ['Enter a valid 10-digit mobile number.'],
      role: ['Select a valid choice.'],
      assigned_territory_id: ['A valid integer is required.'],
      manager_ids: ['Expected a list of items.'],
    });
    expect((await admin.post('/auth/employee/create/', { employee_id: 'CN7004', username: '   ', role: 'rm' })).json()).toEqual({
      username: ['Ensure this field has at least 2 characters.'],
    });
  });

  it('creates one employee when two requests race for the same employee id', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const body = { employee_id: 'CN7005', username: 'Isha Kapoor', role: 'connector' };
    const answers = await Promise.all([admin.post('/auth/employee/create/', body), admin.post('/auth/employee/create/', body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({ employee_id: ['An employee with this employee ID already exists.'] });
    const [count] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(employees).where(eq(employees.employeeId, 'CN7005'));
    expect(count?.n).toBe(1);
    // The loser's transaction (audit entry and notification included) rolled back.
    expect(await auditsOf('CN7005')).toHaveLength(1);
    expect(await notificationsOf('CN7005')).toHaveLength(1);
    const [audited] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(sql`${auditLog.details}->'new'->>'employee_id' = 'CN7005'`);
    expect(audited?.n).toBe(1);
  });

  it('is for the back office only: 403 for anyone else, written to the security log', async () => {
    for (const employeeId of ['CN1001', 'RM2001']) {
      const client = await userClient(t.app, employeeId);
      const response = await client.post('/auth/employee/create/', { employee_id: 'CN7099', username: 'Not Allowed', role: 'admin' });
      expect(response.statusCode, employeeId).toBe(403);
      expect(t.logs().filter((line) => line.security === 'access_denied')).toContainEqual(
        expect.objectContaining({ employeeId, route: '/auth/employee/create/' }),
      );
    }
    expect(await stored('CN7099')).toBeNull();
  });
});

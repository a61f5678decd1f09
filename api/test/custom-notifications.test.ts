import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { auditLog, employees, notifications } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;
let director: Client;
let rm: Client;
let connector: Client;

beforeAll(async () => {
  t = await createTestApp();
  [admin, director, rm, connector] = await Promise.all(['AD3001', 'DR4001', 'RM2001', 'CN1001'].map((id) => userClient(t.app, id)));
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.db;

/** The notifications with this title, per recipient employee id. */
async function received(title: string) {
  const rows = await db()
    .select({
      employeeId: employees.employeeId,
      type: notifications.notificationType,
      message: notifications.message,
      isActive: notifications.isActive,
      createdById: notifications.createdById,
      leadId: notifications.leadId,
    })
    .from(notifications)
    .innerJoin(employees, eq(employees.id, notifications.recipientId))
    .where(eq(notifications.title, title));
  return rows;
}

const idOf = async (employeeId: string) => {
  const [row] = await db().select({ id: employees.id }).from(employees).where(eq(employees.employeeId, employeeId));
  if (!row) throw new Error(`no employee ${employeeId}`);
  return row.id;
};

const activeEmployees = async (role?: string) => {
  const [row] = await queryRows<{ n: number }>(
    db(),
    role ? sql`select count(*)::int as n from employees where is_active and role = ${role}` : sql`select count(*)::int as n from employees where is_active`,
  );
  return Number(row?.n);
};

let titleCounter = 0;
const uniqueTitle = (what: string) => `${what} #${(titleCounter += 1)}`;

describe('POST /notifications/custom-alert/ and /notifications/feature-update/', () => {
  it('to named employees (any case, repeats once): each gets one unread notification of the type, created by the sender, with an audit entry', async () => {
    const one = await newConnector(t.app, 'verified');
    const two = await newConnector(t.app, 'not_submitted');
    const title = uniqueTitle('Branch closed');
    const response = await admin.post('/notifications/custom-alert/', {
      title: `  ${title}  `,
      message: '  The **Pune** branch is closed on Friday.\nVisit Shivajinagar instead.  ',
      audience: 'employees',
      employee_ids: [one.employeeId.toLowerCase(), ` ${two.employeeId} `, one.employeeId],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ sent: 2, notification_type: 'custom_alert' });
    const rows = await received(title);
    const adminId = await idOf('AD3001');
    expect(rows.map((row) => row.employeeId).sort()).toEqual([one.employeeId, two.employeeId].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        type: 'custom_alert',
        message: 'The **Pune** branch is closed on Friday.\nVisit Shivajinagar instead.',
        isActive: true,
        createdById: adminId,
        leadId: null,
      });
    }
    // The recipient sees it in the Unread tab, and their summary moved.
    const list = (await one.client.get('/notifications/active/')).json() as { results: { title: string; notification_type: string }[]; summary: { active_notifications: number } };
    expect(list.results[0]).toMatchObject({ title, notification_type: 'custom_alert' });
    expect(list.summary.active_notifications).toBe(1);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'notification'), eq(auditLog.action, 'notification.custom_alert_sent'), sql`${auditLog.details}->>'title' = ${title}`));
    expect(audit).toMatchObject({ actorId: adminId, details: expect.objectContaining({ audience: 'employees', sent: 2, employee_ids: [one.employeeId.toUpperCase(), two.employeeId] }) });
    const [first] = await db().select({ id: notifications.id }).from(notifications).where(eq(notifications.title, title)).orderBy(notifications.id).limit(1);
    expect(audit?.entityId).toBe(first?.id);
  });

  it('to a role: every active employee of that role; a director may send a feature update', async () => {
    const title = uniqueTitle('RM meeting');
    const response = await admin.post('/notifications/custom-alert/', { title, message: 'Monthly review at 10 am.', audience: 'role', role: 'rm' });
    expect(response.statusCode, response.body).toBe(201);
    const rmCount = await activeEmployees('rm');
    expect(response.json()).toEqual({ sent: rmCount, notification_type: 'custom_alert' });
    const rows = await received(title);
    expect(rows).toHaveLength(rmCount);
    const [rms] = await queryRows<{ ids: string[] | string }>(db(), sql`select array_agg(employee_id order by employee_id)::text[] as ids from employees where role = 'rm' and is_active`);
    expect(rows.map((row) => row.employeeId).sort()).toEqual(rms?.ids);

    const featureTitle = uniqueTitle('New: bulk mark read');
    const feature = await director.post('/notifications/feature-update/', { title: featureTitle, message: 'Select several and mark them read.', audience: 'role', role: 'connector' });
    expect(feature.statusCode, feature.body).toBe(201);
    expect(feature.json()).toEqual({ sent: await activeEmployees('connector'), notification_type: 'feature_update' });
    const featureRows = await received(featureTitle);
    expect(new Set(featureRows.map((row) => row.type))).toEqual(new Set(['feature_update']));
    expect(featureRows.every((row) => row.employeeId !== 'DR4001')).toBe(true);
  });

  it('to everyone: every active employee, the sender included; inactive employees are skipped', async () => {
    const inactive = await newConnector(t.app, 'verified');
    await db().update(employees).set({ isActive: false }).where(eq(employees.id, inactive.id));
    const title = uniqueTitle('Holiday');
    const response = await director.post('/notifications/feature-update/', { title, message: 'Offices closed on Monday.', audience: 'everyone' });
    expect(response.statusCode, response.body).toBe(201);
    const everyone = await activeEmployees();
    expect(response.json()).toEqual({ sent: everyone, notification_type: 'feature_update' });
    const rows = await received(title);
    expect(rows).toHaveLength(everyone);
    expect(rows.map((row) => row.employeeId)).toContain('DR4001');
    expect(rows.map((row) => row.employeeId)).not.toContain(inactive.employeeId);
    // The sender reads theirs like anyone else.
    const own = (await director.get('/notifications/?type=feature_update&search=holiday')).json() as { results: { title: string }[] };
    expect(own.results.map((item) => item.title)).toContain(title);
  });

  it('an unknown or inactive employee id answers 400 on employee_ids naming them, and nothing is sent', async () => {
    const active = await newConnector(t.app, 'verified');
    const inactive = await newConnector(t.app, 'verified');
    await db().update(employees).set({ isActive: false }).where(eq(employees.id, inactive.id));
    const title = uniqueTitle('Not sent');
    const response = await admin.post('/notifications/custom-alert/', {
      title,
      message: 'Hello',
      audience: 'employees',
      employee_ids: [active.employeeId, inactive.employeeId.toLowerCase(), 'nobody99'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ employee_ids: [`Unknown or inactive employee IDs: ${inactive.employeeId}, NOBODY99.`] });
    expect(await received(title)).toEqual([]);
  });

  it('validates per field: blank title and message, role and employee_ids only with their audience', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ title: '   ', message: ' \n ', audience: 'everyone' }, { title: ['This field may not be blank.'], message: ['This field may not be blank.'] }],
      [{ title: '', message: 'x', audience: 'everyone' }, { title: ['This field may not be blank.'] }],
      [{ message: 'x', audience: 'everyone' }, { title: ['This field is required.'] }],
      [{ title: 'x', message: 'x' }, { audience: ['This field is required.'] }],
      [{ title: 'x', message: 'x', audience: 'all' }, { audience: ['Select a valid choice.'] }],
      [{ title: 'x', message: 'x', audience: 'role' }, { role: ['This field is required when the audience is role.'] }],
      [{ title: 'x', message: 'x', audience: 'role', role: 'ceo' }, { role: ['Select a valid choice.'] }],
      [{ title: 'x', message: 'x', audience: 'everyone', role: 'rm' }, { role: ['Only allowed when the audience is role.'] }],
      [{ title: 'x', message: 'x', audience: 'employees' }, { employee_ids: ['Name at least one employee when the audience is employees.'] }],
      [{ title: 'x', message: 'x', audience: 'employees', employee_ids: [] }, { employee_ids: ['Name at least one employee when the audience is employees.'] }],
      [{ title: 'x', message: 'x', audience: 'employees', employee_ids: ['  '] }, { employee_ids: ['An employee ID may not be blank.'] }],
      [{ title: 'x', message: 'x', audience: 'role', role: 'rm', employee_ids: ['CN1001'] }, { employee_ids: ['Only allowed when the audience is employees.'] }],
      [{ title: 'x'.repeat(201), message: 'x', audience: 'everyone' }, { title: ['Ensure this field has no more than 200 characters.'] }],
      [{ title: 'x', message: 'x'.repeat(2001), audience: 'everyone' }, { message: ['Ensure this field has no more than 2000 characters.'] }],
      [{ title: 'x', message: 'x', audience: 'employees', employee_ids: Array.from({ length: 501 }, (_, i) => `CN${i}`) }, { employee_ids: ['Ensure this field has no more than 500 items.'] }],
    ];
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(notifications);
    for (const [body, expected] of cases) {
      for (const path of ['/notifications/custom-alert/', '/notifications/feature-update/']) {
        const response = await admin.post(path, body);
        expect(response.statusCode, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        expect(response.json(), `${path} ${JSON.stringify(body).slice(0, 80)}`).toEqual(expected);
      }
    }
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(notifications);
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });

  it('a role no active employee has answers 400 on role, and nothing is sent', async () => {
    const rmIds = await db().select({ id: employees.id }).from(employees).where(and(eq(employees.role, 'rm'), eq(employees.isActive, true)));
    await db().update(employees).set({ isActive: false }).where(eq(employees.role, 'rm'));
    try {
      const title = uniqueTitle('To nobody');
      const response = await admin.post('/notifications/custom-alert/', { title, message: 'Hello', audience: 'role', role: 'rm' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ role: ['No active employee has this role.'] });
      expect(await received(title)).toEqual([]);
    } finally {
      for (const { id } of rmIds) await db().update(employees).set({ isActive: true }).where(eq(employees.id, id));
    }
  });

  it('admin and director only: anonymous 401, connector and rm 403', async () => {
    const body = { title: 'Hi', message: 'Hello', audience: 'everyone' };
    for (const path of ['/notifications/custom-alert/', '/notifications/feature-update/']) {
      expect((await t.app.inject({ method: 'POST', url: path, payload: body })).statusCode, path).toBe(401);
      for (const client of [connector, rm]) {
        const response = await client.post(path, body);
        expect(response.statusCode, path).toBe(403);
        expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      }
    }
    expect(await received('Hi')).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConnector, notificationsTitled } from './support/fixtures';
import { createTestApp, DEMO_PASSWORD, userClient, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ids = (members: { employee_id: string }[]) => members.map((member) => member.employee_id);

describe('GET /auth/profile and /auth/profile/', () => {
  it('returns the signed-in profile on both paths', async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    for (const url of ['/auth/profile', '/auth/profile/']) {
      const response = await cn1001.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        username: 'Aarav Sharma',
        employee_id: 'CN1001',
        email: 'aarav.sharma@connectorportal.in',
        mobile_number: '9876500001',
        role: 'connector',
        assigned_territory: { id: expect.any(Number), name: 'Pune West', level: 'cluster' },
        language: 'en',
      });
    }
    const director = await userClient(t.app, 'DR4001');
    expect((await director.get('/auth/profile/')).json()).toMatchObject({ username: 'Rajesh Kapoor', email: 'rajesh.kapoor@connectorportal.in', role: 'director' });
  });
});

describe('GET /leads/employees/{id}/', () => {
  it('shows the hierarchy: CN1001 reports to RM2001, who reports to AD3001, who reports to DR4001', async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const self = (await cn1001.get('/leads/employees/CN1001/')).json();
    expect(ids(self.reporting_managers)).toEqual(['RM2001']);
    expect(self.reportees).toEqual([]);
    expect(self.mobile_number).toBe('9876500001');
    expect(self.reporting_managers[0]).toEqual({ id: expect.any(Number), username: 'Vikram Mehta', employee_id: 'RM2001', role: 'rm', email: 'vikram.mehta@connectorportal.in' });

    const admin = await userClient(t.app, 'AD3001');
    const director = (await admin.get('/leads/employees/DR4001/')).json();
    expect(ids(director.reportees)).toContain('AD3001');
    expect(director.reporting_managers).toEqual([]);
  });

  it("shows a connector their manager without the manager's mobile number or the connector's peers", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const manager = await cn1001.get('/leads/employees/RM2001/');
    expect(manager.statusCode).toBe(200);
    expect(manager.json()).toMatchObject({ employee_id: 'RM2001', mobile_number: null });
    expect(ids(manager.json().reporting_managers)).toEqual(['AD3001']);
    expect(ids(manager.json().reportees)).toEqual(['CN1001']);

    const admin = await userClient(t.app, 'AD3001');
    const full = (await admin.get('/leads/employees/RM2001/')).json();
    expect(full.mobile_number).toBe('9876500021');
    expect(ids(full.reportees)).toEqual(['CN1001', 'CN1002', 'CN1003', 'CN1004']);
  });

  it('accepts numeric ids and any case', async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const self = (await cn1001.get('/leads/employees/cn1001/')).json();
    const byNumber = await cn1001.get(`/leads/employees/${self.id}/`);
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().employee_id).toBe('CN1001');
  });

  it('lets people read their reporting line and the back office read anyone; anyone else gets 403', async () => {
    const rm = await userClient(t.app, 'RM2001');
    const reportee = await rm.get('/leads/employees/CN1003/');
    expect(reportee.statusCode).toBe(200);
    expect(reportee.json().mobile_number).toBeNull();

    const admin = await userClient(t.app, 'AD3001');
    expect((await admin.get('/leads/employees/CN1005/')).json().mobile_number).toBe('9876500005');

    const cn1005 = await userClient(t.app, 'CN1005');
    const stranger = await cn1005.get('/leads/employees/CN1001/');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await cn1005.get('/leads/employees/RM2001/')).statusCode).toBe(403);
    // AD3001 is above CN1005 (through RM2002): visible, without RM2001's branch of the team.
    const aboveManager = (await cn1005.get('/leads/employees/AD3001/')).json();
    expect(aboveManager.mobile_number).toBeNull();
    expect(ids(aboveManager.reportees)).toEqual(['RM2002']);
  });

  it('answers 404 for unknown ids (including absurd numbers) and 401 without a token', async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    for (const id of ['ZZ0000', '999999', '99999999999999999999999']) {
      const response = await cn1001.get(`/leads/employees/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Employee not found.' });
    }
    expect((await cn1001.get(`/leads/employees/${'x'.repeat(65)}/`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/leads/employees/CN1001/' })).statusCode).toBe(401);
  });
});

describe('GET /leads/employees/me/', () => {
  it("answers the caller's own details, as their id would, whoever the caller is", async () => {
    for (const employeeId of ['CN1001', 'RM2001', 'AD3001']) {
      const client = await userClient(t.app, employeeId);
      const own = await client.get('/leads/employees/me/');
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual((await client.get(`/leads/employees/${employeeId}/`)).json());
      expect(own.json()).toMatchObject({ employee_id: employeeId, mobile_number: expect.any(String) });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/leads/employees/me/' })).statusCode).toBe(401);
  });
});

describe('GET /auth/employee/fetch/', () => {
  it("lists a connector's own reporting line only, without mobile numbers", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const members = (await cn1001.get('/auth/employee/fetch/')).json() as { employee_id: string; role: string }[];
    expect(ids(members)).toEqual(['AD3001', 'DR4001', 'RM2001']);
    for (const member of members) expect(Object.keys(member).sort()).toEqual(['email', 'employee_id', 'id', 'role', 'username']);

    const rm = await userClient(t.app, 'RM2002');
    expect(ids((await rm.get('/auth/employee/fetch/')).json())).toEqual(['AD3001', 'CN1005', 'CN1006', 'DR4001']);
    expect((await t.app.inject({ method: 'GET', url: '/auth/employee/fetch/' })).statusCode).toBe(401);
  });

  it('lists every active employee to the back office', async () => {
    const director = await userClient(t.app, 'DR4001');
    const members = (await director.get('/auth/employee/fetch/')).json() as { employee_id: string }[];
    expect(ids(members)).toEqual(expect.arrayContaining(['CN1001', 'CN1002', 'CN1005', 'RM2001', 'RM2002', 'AD3001', 'DR4001']));
    expect(ids(members)).toEqual([...ids(members)].sort());
  });

  it('leaves out deactivated employees (People), for the back office and in a reporting line, until they are activated', async () => {
    const director = await userClient(t.app, 'DR4001');
    const person = await newConnector(t.app, 'verified', { managers: ['RM2002'] });
    const rm = await userClient(t.app, 'RM2002');
    expect(ids((await rm.get('/auth/employee/fetch/')).json())).toContain(person.employeeId);
    expect((await director.post(`/auth/employees/${person.employeeId}/deactivate/`)).statusCode).toBe(200);
    expect(ids((await director.get('/auth/employee/fetch/')).json())).not.toContain(person.employeeId);
    expect(ids((await rm.get('/auth/employee/fetch/')).json())).toEqual(['AD3001', 'CN1005', 'CN1006', 'DR4001']);
    expect((await director.post(`/auth/employees/${person.employeeId}/activate/`)).statusCode).toBe(200);
    expect(ids((await rm.get('/auth/employee/fetch/')).json())).toContain(person.employeeId);
  });
});

describe('PATCH /auth/employees/update/', () => {
  it('changes the username without a password', async () => {
    const cn1004 = await userClient(t.app, 'CN1004');
    const response = await cn1004.patch('/auth/employees/update/', { username: '  Sneha   R Iyer ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'Sneha R Iyer', mobile_number: '9876500004', employee_id: 'CN1004' });
    expect((await cn1004.get('/auth/profile/')).json()).toMatchObject({ username: 'Sneha R Iyer' });
    const unchanged = await cn1004.patch('/auth/employees/update/', { mobile_number: '9876500004' });
    expect(unchanged.statusCode).toBe(200);
    expect((await cn1004.patch('/auth/employees/update/', {})).json().username).toBe('Sneha R Iyer');
  });

  it('keeps the language the user chooses with their account: every session of theirs reads it, no password needed', async () => {
    const rm2002 = await userClient(t.app, 'RM2002');
    expect((await rm2002.get('/auth/profile/')).json().language).toBe('en');
    const chosen = await rm2002.patch('/auth/employees/update/', { language: 'hi' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ employee_id: 'RM2002', language: 'hi', username: 'Neha Gupta' });
    // Another device: a new sign-in of the same account.
    const otherDevice = await userClient(t.app, 'RM2002');
    expect((await otherDevice.get('/auth/profile/')).json().language).toBe('hi');
    const anotherUser = await userClient(t.app, 'RM2001');
    expect((await anotherUser.get('/auth/profile/')).json().language).toBe('en');
    // Nothing for the mobile number's alert to say.
    expect(await notificationsTitled(t.app, 'RM2002', 'Mobile number changed')).toHaveLength(0);

    for (const language of ['fr', 'HI', '', 7, null]) {
      const refused = await rm2002.patch('/auth/employees/update/', { language });
      expect(refused.statusCode, JSON.stringify(language)).toBe(400);
      expect(refused.json(), JSON.stringify(language)).toEqual({ language: [expect.stringMatching(/^.+$/)] });
    }
    // Answered in the reader's language (docs/languages.md, API texts): RM2002 reads Hindi now, RM2001 English.
    expect((await rm2002.patch('/auth/employees/update/', { language: 'fr' })).json()).toEqual({ language: ['कोई मान्य विकल्प चुनें।'] });
    expect((await anotherUser.patch('/auth/employees/update/', { language: 'fr' })).json()).toEqual({ language: ['Select a valid choice.'] });
    expect((await rm2002.get('/auth/profile/')).json().language).toBe('hi');
    expect((await rm2002.patch('/auth/employees/update/', { language: 'en' })).json().language).toBe('en');
  });

  it('changes the mobile number only with the current password, and tells the user', async () => {
    const cn1006 = await userClient(t.app, 'CN1006');
    const withoutPassword = await cn1006.patch('/auth/employees/update/', { mobile_number: '9123456780' });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({ current_password: ['Enter your current password to change your mobile number.'] });
    const wrongPassword = await cn1006.patch('/auth/employees/update/', { mobile_number: '9123456780', current_password: 'not-it' });
    expect(wrongPassword.json()).toEqual({ current_password: ['Your current password is incorrect.'] });
    expect((await cn1006.get('/auth/profile/')).json().mobile_number).toBe('9876500006');

    const changed = await cn1006.patch('/auth/employees/update/', { mobile_number: '9123456780', current_password: DEMO_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().mobile_number).toBe('9123456780');
    const cleared = await cn1006.patch('/auth/employees/update/', { mobile_number: null, current_password: DEMO_PASSWORD });
    expect(cleared.json().mobile_number).toBeNull();

    const alerts = await notificationsTitled(t.app, 'CN1006', 'Mobile number changed');
    expect(alerts).toHaveLength(2);
    expect(alerts.map((alert) => alert.message).join('\n')).not.toContain('9123456780');
    const logged = t.logs().filter((line) => line.security === 'mobile_number_changed');
    expect(logged.map((line) => line.employeeId)).toEqual(['CN1006', 'CN1006']);
  });

  it("says nothing about whose a number is until the current password is right (no enumeration of employees' numbers)", async () => {
    const cn1003 = await userClient(t.app, 'CN1003');
    // 9876500001 is CN1001's; 9123400000 is nobody's.
    for (const mobile_number of ['9876500001', '9123400000']) {
      const withoutPassword = await cn1003.patch('/auth/employees/update/', { mobile_number });
      expect(withoutPassword.statusCode).toBe(400);
      expect(withoutPassword.json()).toEqual({ current_password: ['Enter your current password to change your mobile number.'] });
      const wrongPassword = await cn1003.patch('/auth/employees/update/', { mobile_number, current_password: 'not-it' });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toEqual({ current_password: ['Your current password is incorrect.'] });
    }
    expect((await cn1003.get('/auth/profile/')).json().mobile_number).toBe('9876500003');
  });

  it('answers 400 per field', async () => {
    const cn1003 = await userClient(t.app, 'CN1003');
    const invalid = await cn1003.patch('/auth/employees/update/', { mobile_number: '12345' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ mobile_number: ['Enter a valid 10-digit mobile number.'] });

    const duplicate = await cn1003.patch('/auth/employees/update/', { mobile_number: '9876500001', current_password: DEMO_PASSWORD });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ mobile_number: ['This mobile number is already in use.'] });

    const both = await cn1003.patch('/auth/employees/update/', { username: 'R', mobile_number: 'abc' });
    expect(both.json()).toEqual({
      username: ['Ensure this field has at least 2 characters.'],
      mobile_number: ['Enter a valid 10-digit mobile number.'],
    });

    const blank = await cn1003.patch('/auth/employees/update/', { username: '   ' });
    expect(blank.json()).toEqual({ username: ['Ensure this field has at least 2 characters.'] });

    const wrongType = await cn1003.patch('/auth/employees/update/', { username: { first: 'Rohan' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ username: ['Not a valid string.'] });
    expect((await cn1003.get('/auth/profile/')).json()).toMatchObject({ username: 'Rohan Verma', mobile_number: '9876500003' });
  });
});

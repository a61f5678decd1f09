import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, territories } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Territory {
  id: number;
  name: string;
  level: 'zone' | 'state' | 'cluster';
  parent_id: number | null;
}

const territoryId = async (name: string) => {
  const [row] = await t.app.db.select({ id: territories.id }).from(territories).where(eq(territories.name, name));
  if (!row) throw new Error(`no territory ${name}`);
  return row.id;
};

const names = (list: Territory[]) => list.map((territory) => territory.name);

describe('GET /auth/subterritories/fetch/', () => {
  it('gives the back office every territory: zones, then states, then clusters, each by name', async () => {
    for (const staff of ['AD3001', 'DR4001']) {
      const client = await userClient(t.app, staff);
      const response = await client.get('/auth/subterritories/fetch/');
      expect(response.statusCode).toBe(200);
      const list = response.json() as Territory[];
      const [count] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(territories);
      expect(list).toHaveLength(count?.n ?? -1);
      const levels = list.map((territory) => territory.level);
      expect(levels.indexOf('state')).toBeGreaterThan(levels.lastIndexOf('zone'));
      expect(levels.indexOf('cluster')).toBeGreaterThan(levels.lastIndexOf('state'));
      const zones = names(list.filter((territory) => territory.level === 'zone'));
      expect(zones).toEqual([...zones].sort());
      expect(list.find((territory) => territory.name === 'Pune West')).toEqual({
        id: await territoryId('Pune West'),
        name: 'Pune West',
        level: 'cluster',
        parent_id: await territoryId('Maharashtra'),
      });
    }
  });

  it('gives anyone else their assigned territory and everything below it', async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    expect(names((await cn1001.get('/auth/subterritories/fetch/')).json())).toEqual(['Pune West']);
    const rm2002 = await userClient(t.app, 'RM2002');
    expect(names((await rm2002.get('/auth/subterritories/fetch/')).json())).toEqual(['Karnataka', 'Bengaluru North', 'Bengaluru South']);
    const inZone = await newConnector(t.app, 'verified', { territory: 'East Zone' });
    expect(names((await inZone.client.get('/auth/subterritories/fetch/')).json())).toEqual(['East Zone', 'West Bengal', 'Kolkata Central']);
    const nowhere = await newConnector(t.app, 'verified');
    const empty = await nowhere.client.get('/auth/subterritories/fetch/');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });

  it('is KYC-gated like the rest of the portal', async () => {
    const unverified = await userClient(t.app, 'CN1002');
    expect((await unverified.get('/auth/subterritories/fetch/')).statusCode).toBe(403);
  });
});

describe('POST /auth/territories/create/', () => {
  it('creates a zone, a state in it and a cluster in that state (201 Territory); they show up below their parents', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const zone = await admin.post('/auth/territories/create/', { name: '  Central   Zone ', level: 'zone' });
    expect(zone.statusCode, zone.body).toBe(201);
    expect(zone.json()).toEqual({ id: expect.any(Number), name: 'Central Zone', level: 'zone', parent_id: null });
    const zoneId = (zone.json() as Territory).id;
    const state = await admin.post('/auth/territories/create/', { name: 'Madhya Pradesh', level: 'state', parent_id: zoneId });
    expect(state.statusCode, state.body).toBe(201);
    const stateId = (state.json() as Territory).id;
    const director = await userClient(t.app, 'DR4001');
    const cluster = await director.post('/auth/territories/create/', { name: 'Indore Central', level: 'cluster', parent_id: stateId });
    expect(cluster.statusCode, cluster.body).toBe(201);
    expect(cluster.json()).toEqual({ id: expect.any(Number), name: 'Indore Central', level: 'cluster', parent_id: stateId });

    const inZone = await newConnector(t.app, 'verified', { territory: 'Central Zone' });
    expect(names((await inZone.client.get('/auth/subterritories/fetch/')).json())).toEqual(['Central Zone', 'Madhya Pradesh', 'Indore Central']);
    // A zone with an explicit null parent is fine too.
    expect((await admin.post('/auth/territories/create/', { name: 'North East Zone', level: 'zone', parent_id: null })).statusCode).toBe(201);

    // Each creation wrote its audit entry, with who did it.
    const entry = async (id: number) => (await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'territory'), eq(auditLog.entityId, id))))[0];
    expect(await entry(zoneId)).toMatchObject({ action: 'territory.created', details: { new: { name: 'Central Zone', level: 'zone', parent_id: null } } });
    const [directorRow] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'DR4001'));
    expect(await entry((cluster.json() as Territory).id)).toMatchObject({
      action: 'territory.created',
      actorId: directorRow?.id,
      details: { new: { name: 'Indore Central', level: 'cluster', parent_id: stateId } },
    });
  });

  it('two requests racing for the same name at the same level (any case): one 201, one 400 on name', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const director = await userClient(t.app, 'DR4001');
    const answers = await Promise.all([
      admin.post('/auth/territories/create/', { name: 'Racing Zone', level: 'zone' }),
      director.post('/auth/territories/create/', { name: 'RACING zone', level: 'zone' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({ name: ['A zone with this name already exists.'] });
    const [count] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.action, 'territory.created'));
    const [zones] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(territories).where(sql`lower(${territories.name}) = 'racing zone'`);
    expect(zones?.n).toBe(1);
    expect(count?.n).toBeGreaterThanOrEqual(1);
  });

  it('checks the parent: none for a zone, a zone for a state, a state for a cluster, and an existing one', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const create = (body: Record<string, unknown>) => admin.post('/auth/territories/create/', body);
    const westZone = await territoryId('West Zone');
    const maharashtra = await territoryId('Maharashtra');
    const puneWest = await territoryId('Pune West');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Islands Zone', level: 'zone', parent_id: westZone }, 'A zone has no parent territory.'],
      [{ name: 'Goa', level: 'state' }, 'A state needs a parent zone.'],
      [{ name: 'Goa', level: 'state', parent_id: null }, 'A state needs a parent zone.'],
      [{ name: 'Goa', level: 'state', parent_id: maharashtra }, 'The parent of a state must be a zone.'],
      [{ name: 'Nashik Central', level: 'cluster', parent_id: westZone }, 'The parent of a cluster must be a state.'],
      [{ name: 'Nashik Central', level: 'cluster', parent_id: puneWest }, 'The parent of a cluster must be a state.'],
      [{ name: 'Nashik Central', level: 'cluster', parent_id: 999_999 }, 'Select a valid territory.'],
      [{ name: 'Nashik Central', level: 'cluster', parent_id: 3_000_000_000 }, 'Select a valid territory.'],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({ parent_id: [message] });
    }
    const [count] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(territories).where(eq(territories.name, 'Nashik Central'));
    expect(count?.n).toBe(0);
    const [audited] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(sql`${auditLog.details}->'new'->>'name' = 'Nashik Central'`);
    expect(audited?.n).toBe(0);
  });

  it('refuses the same name at the same level (any case), on name; another level may reuse it', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const westZone = await territoryId('West Zone');
    for (const name of ['Maharashtra', 'maharashtra', ' MAHARASHTRA ']) {
      const response = await admin.post('/auth/territories/create/', { name, level: 'state', parent_id: westZone });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ name: ['A state with this name already exists.'] });
    }
    const both = await admin.post('/auth/territories/create/', { name: 'West Zone', level: 'zone', parent_id: westZone });
    expect(both.json()).toEqual({ name: ['A zone with this name already exists.'], parent_id: ['A zone has no parent territory.'] });
    // The city cluster "Delhi" in the state "Delhi".
    const cluster = await admin.post('/auth/territories/create/', { name: 'Delhi', level: 'cluster', parent_id: await territoryId('Delhi') });
    expect(cluster.statusCode, cluster.body).toBe(201);
  });

  it('answers malformed fields on each field', async () => {
    const admin = await userClient(t.app, 'AD3001');
    expect((await admin.post('/auth/territories/create/', {})).json()).toEqual({ name: ['This field is required.'], level: ['This field is required.'] });
    const bad = await admin.post('/auth/territories/create/', { name: 'x', level: 'city', parent_id: 'north' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ['Ensure this field has at least 2 characters.'],
      level: ['Select a valid choice.'],
      parent_id: ['A valid integer is required.'],
    });
    expect((await admin.post('/auth/territories/create/', { name: '    ', level: 'zone' })).json()).toEqual({ name: ['Ensure this field has at least 2 characters.'] });
  });

  it('is for the back office only: 403 for anyone else, written to the security log', async () => {
    for (const employeeId of ['CN1001', 'RM2001']) {
      const client = await userClient(t.app, employeeId);
      const response = await client.post('/auth/territories/create/', { name: 'Rogue Zone', level: 'zone' });
      expect(response.statusCode, employeeId).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      expect(t.logs().filter((line) => line.security === 'access_denied')).toContainEqual(
        expect.objectContaining({ employeeId, route: '/auth/territories/create/' }),
      );
    }
    const [count] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(territories).where(eq(territories.name, 'Rogue Zone'));
    expect(count?.n).toBe(0);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { runBackup } from '../src/cli/backup';
import { runMigrate } from '../src/cli/migrate';
import { MigrationsPending } from '../src/db/migrations';
import { createScratchDatabase } from './support/scratch-database';
import { bearer, DB_TARGET, signIn } from './support/test-app';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty database: a PostgreSQL scratch database, or a PGlite folder. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; config: { databaseUrl: string | undefined; dataDir: string; uploadDir: string } }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'api-migrate-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const uploadDir = path.join(folder, 'uploads');
  if (DB_TARGET !== 'postgres') {
    const dataDir = path.join(folder, 'pglite');
    return { env: { DATA_DIR: dataDir }, config: { databaseUrl: undefined, dataDir, uploadDir } };
  }
  const scratch = await createScratchDatabase('api_test_migrate');
  cleanups.push(scratch.drop);
  return { env: { DATABASE_URL: scratch.url }, config: { databaseUrl: scratch.url, dataDir: folder, uploadDir } };
}

async function migrate(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runMigrate(env, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

const appConfig = { jwtSecret: randomBytes(32).toString('hex'), logger: false };

describe(`migrations as their own step (${DB_TARGET})`, () => {
  it('an API that may not migrate refuses to start on a database that lacks migrations, naming the command', async () => {
    const { config } = await emptyDatabase();
    await expect(buildApp({ config: { ...config, ...appConfig, migrateOnStart: false } })).rejects.toThrow(MigrationsPending);
    await expect(buildApp({ config: { ...config, ...appConfig, migrateOnStart: false } })).rejects.toThrow(/run "node api\/dist\/migrate\.js"/);
  });

  it('migrate.js brings the database up to date once; then such an API starts, seeds and serves', async () => {
    const { env, config } = await emptyDatabase();
    const first = await migrate(env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/^Applied \d+ migrations\.$/m);
    const again = await migrate(env);
    expect(again).toEqual({ code: 0, output: 'The database was already up to date.' });

    const app = await buildApp({ config: { ...config, ...appConfig, migrateOnStart: false } });
    cleanups.push(() => app.close());
    const tokens = await signIn(app, 'CN1001');
    expect((await app.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(tokens.access) })).statusCode).toBe(200);
  });

  it('refuses bad settings without touching the database', async () => {
    expect(await migrate({ DATABASE_RUNTIME_ROLE: 'portal_runtime' })).toMatchObject({ code: 2, output: expect.stringMatching(/DATABASE_RUNTIME_ROLE: needs DATABASE_URL/) });
    expect(await migrate({ DATABASE_URL: 'postgres://x@127.0.0.1:1/x', DATABASE_RUNTIME_ROLE: 'Robert"); drop table x;--' })).toMatchObject({ code: 2 });
    expect(await migrate({ DATABASE_URL: 'postgres://x@127.0.0.1:1/x', DATABASE_RUNTIME_PASSWORD: 'a-long-enough-password' })).toMatchObject({ code: 2 });
  });
});

describe.runIf(DB_TARGET === 'postgres')('the runtime role (PostgreSQL)', () => {
  const role = `portal_runtime_test_${randomBytes(4).toString('hex')}`;
  // A password with a quote and a backslash: the statement is quoted by the server, never by string pasting.
  const password = `it's a \\ secret ${randomBytes(8).toString('hex')}`;

  it('migrate.js creates it with rights to rows only; the API runs as it, and it cannot change the schema', async () => {
    // Registered before the database, so run after it is dropped (cleanups run last first): a role with
    // grants in a database cannot be dropped.
    cleanups.push(async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`DROP ROLE IF EXISTS "${role}"`);
      } finally {
        await admin.end();
      }
    });
    const { env, config } = await emptyDatabase();
    const migrated = await migrate({ ...env, DATABASE_RUNTIME_ROLE: role, DATABASE_RUNTIME_PASSWORD: password });
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.output).toContain(`Created the runtime role ${role}: rows only`);
    // Again (the next deployment): the role is kept, its rights renewed.
    const again = await migrate({ ...env, DATABASE_RUNTIME_ROLE: role, DATABASE_RUNTIME_PASSWORD: password });
    expect(again.output).toContain(`The runtime role ${role}: rows only`);

    const runtimeUrl = new URL(config.databaseUrl as string);
    runtimeUrl.username = role;
    runtimeUrl.password = password;
    const app = await buildApp({ config: { ...config, ...appConfig, databaseUrl: runtimeUrl.toString(), migrateOnStart: false } });
    cleanups.push(() => app.close());
    // The demo seed, a sign-in (sessions, limits), a write and a read, all as the runtime role.
    const admin = await signIn(app, 'AD3001');
    const created = await app.inject({ method: 'POST', url: '/leads/banks/', headers: bearer(admin.access), payload: { name: 'Runtime Role Bank' } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/leads/banks/', headers: bearer(admin.access) })).body).toContain('Runtime Role Bank');

    // A backup with the API's settings (docs/backup-and-restore.md: `docker compose exec api ... backup.js`).
    const archive = path.join(config.dataDir, 'backup');
    const backupLines: string[] = [];
    const backedUp = await runBackup(['--out', archive], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: runtimeUrl.toString(), UPLOAD_DIR: config.uploadDir },
      print: (line) => backupLines.push(line),
    });
    expect(backedUp, backupLines.join('\n')).toBe(0);

    const asRuntime = new pg.Client({ connectionString: runtimeUrl.toString() });
    await asRuntime.connect();
    try {
      await expect(asRuntime.query('create table intruder (id int)')).rejects.toMatchObject({ code: '42501' });
      await expect(asRuntime.query('alter table employees add column intruder int')).rejects.toMatchObject({ code: '42501' });
      await expect(asRuntime.query('drop table employees')).rejects.toMatchObject({ code: '42501' });
      await expect(asRuntime.query('truncate employees')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await asRuntime.end();
    }
  });

  it('refuses to hand the API a superuser or its own role', async () => {
    const { env } = await emptyDatabase();
    const owner = new URL(env.DATABASE_URL as string).username || 'postgres';
    const refused = await migrate({ ...env, DATABASE_RUNTIME_ROLE: owner });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is the role migrate\.js runs as|is a superuser/);
    const missing = await migrate({ ...env, DATABASE_RUNTIME_ROLE: `no_such_role_${randomBytes(3).toString('hex')}` });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/does not exist: create it/);
  });
});

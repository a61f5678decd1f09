import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { isDatabaseUnavailable } from '../src/http/database-unavailable';
import { employees, kycDocuments } from '../src/db/schema';
import { bearer, DB_TARGET, signIn, vaultObjectIds } from './support/test-app';
import { createScratchDatabase } from './support/scratch-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database that outlives one app: a PGlite folder, or a fresh PostgreSQL database. */
async function durableDatabase(): Promise<{ databaseUrl?: string; dataDir: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'api-restart-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  // databaseUrl stays explicitly undefined on PGlite so a DATABASE_URL in the environment is not used.
  if (DB_TARGET !== 'postgres') return { databaseUrl: undefined, dataDir: path.join(folder, 'pglite') };
  const scratch = await createScratchDatabase('api_test_restart');
  cleanups.push(scratch.drop);
  return { databaseUrl: scratch.url, dataDir: folder };
}

describe('restarting on the same data', () => {
  it('migrates and seeds once, keeps data, uploads and the signing key across restarts', async () => {
    const database = await durableDatabase();
    const uploadDir = path.join(database.dataDir, '..', `uploads-${randomBytes(4).toString('hex')}`);
    cleanups.push(() => rm(uploadDir, { recursive: true, force: true }));
    const config = { ...database, uploadDir, jwtSecret: undefined, logger: false };

    const first = await buildApp({ config });
    const tokens = await signIn(first, 'CN1001');
    const renamed = await first.inject({
      method: 'PATCH',
      url: '/auth/employees/update/',
      headers: bearer(tokens.access),
      payload: { username: 'Aarav S' },
    });
    expect(renamed.statusCode).toBe(200);
    const seededDocuments = await vaultObjectIds(first);
    expect(seededDocuments.length).toBeGreaterThanOrEqual(12);
    await first.close();

    const second = await buildApp({ config });
    try {
      const [count] = await second.db.select({ n: sql<number>`count(*)::int` }).from(employees);
      expect(count?.n).toBe(10);
      // The same signing key: the access token issued before the restart still works.
      const profile = await second.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(tokens.access) });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().username).toBe('Aarav S');
      // The same documents, still readable (the vault's key and store survive the restart).
      expect(await vaultObjectIds(second)).toEqual(seededDocuments);
      const [document] = await second.db.select({ submissionId: kycDocuments.submissionId, kind: kycDocuments.kind }).from(kycDocuments).limit(1);
      const admin = await signIn(second, 'AD3001');
      const image = await second.inject({ method: 'GET', url: `/channel_partner/kyc/submissions/${document?.submissionId}/documents/${document?.kind}/`, headers: bearer(admin.access) });
      expect(image.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('a PostgreSQL connection the server ends', () => {
  it.runIf(DB_TARGET === 'postgres')('is dropped by the pool; the API keeps answering with a new one (no crash)', async () => {
    const { databaseUrl, dataDir } = await durableDatabase();
    const app = await buildApp({ config: { databaseUrl, dataDir, uploadDir: dataDir, jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent' } });
    cleanups.push(() => app.close());
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const warnings: string[] = [];
    const onWarning = (warning: Error & { code?: string }) => warnings.push(String(warning.code));
    process.on('warning', onWarning);
    try {
      // As a restart or an administrator would: end every idle connection of the API's pool.
      const killer = new pg.Client({ connectionString: databaseUrl });
      await killer.connect();
      await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await killer.end();
      await expect.poll(() => warnings.includes('PG_IDLE_CONNECTION_LOST'), { timeout: 15_000 }).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it.runIf(DB_TARGET === 'postgres')('ended while a transaction holds it: that work fails as "database unavailable", the process lives on', async () => {
    const { databaseUrl, dataDir } = await durableDatabase();
    const app = await buildApp({ config: { databaseUrl, dataDir, uploadDir: dataDir, jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent' } });
    cleanups.push(() => app.close());
    await app.ready();
    let ended!: () => void;
    const serverEndedIt = new Promise<void>((resolve) => {
      ended = resolve;
    });
    const work = app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await serverEndedIt;
      await tx.execute(sql`select 1`);
    });
    const outcome = work.then(
      () => null,
      (error: unknown) => error,
    );
    const killer = new pg.Client({ connectionString: databaseUrl });
    await killer.connect();
    await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await killer.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    ended();
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

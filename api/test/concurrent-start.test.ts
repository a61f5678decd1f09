import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { API_ROOT } from '../src/config';
import { DEMO_LEADS } from '../src/seed/demo-leads';
import { EMPLOYEES } from '../src/seed/demo-people';
import { BANKS } from '../src/seed/reference-data';
import { DB_TARGET } from './support/test-app';
import { createScratchDatabase } from './support/scratch-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new, empty scratch database on the DATABASE_URL server, dropped after the tests. */
async function emptyDatabase(): Promise<string> {
  const scratch = await createScratchDatabase('api_test_start');
  cleanups.push(scratch.drop);
  return scratch.url;
}

async function query<Row extends object>(databaseUrl: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Rows per table (public and drizzle schemas). */
async function tableCounts(databaseUrl: string): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(
    databaseUrl,
    "select format('%I.%I', table_schema, table_name) as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number }>(databaseUrl, `select count(*)::int as n from ${name}`);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe('two replicas starting at the same moment on an empty database', () => {
  it.runIf(DB_TARGET === 'postgres')('both start; migrations, signing key and demo seed happen once', async () => {
    const databaseUrl = await emptyDatabase();
    const uploadDir = await mkdtemp(path.join(tmpdir(), 'api-concurrent-start-'));
    cleanups.push(() => rm(uploadDir, { recursive: true, force: true }));
    // No JWT_SECRET: the development key is generated and persisted under the same lock.
    const config = { databaseUrl, dataDir: 'memory://', uploadDir, jwtSecret: undefined, seedDemoData: true, logger: false };

    const results = await Promise.allSettled([buildApp({ config }), buildApp({ config })]);
    for (const result of results) if (result.status === 'fulfilled') cleanups.push(() => result.value.close());
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);

    const counts = await tableCounts(databaseUrl);
    expect(counts['public.employees']).toBe(EMPLOYEES.length);
    expect(counts['public.leads']).toBe(DEMO_LEADS.length);
    expect(counts['public.banks']).toBe(BANKS.length);
    expect(counts['public.app_settings']).toBe(1);
    const journal = JSON.parse(await readFile(path.join(API_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(counts['drizzle.__drizzle_migrations']).toBe(journal.entries.length);
    const [cn1001] = await query<{ n: number }>(databaseUrl, "select count(*)::int as n from employees where employee_id = 'CN1001'");
    expect(cn1001?.n).toBe(1);

    // Every table as one start on its own leaves it.
    const alone = await emptyDatabase();
    const single = await buildApp({ config: { ...config, databaseUrl: alone } });
    await single.close();
    expect(counts).toEqual(await tableCounts(alone));

    for (const result of results) {
      if (result.status !== 'fulfilled') continue;
      expect((await result.value.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const signIn = await result.value.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: 'CN1001', password: 'Demo@1234' } });
      expect(signIn.statusCode).toBe(200);
    }
  }, 120_000);
});

/**
 * vitest globalSetup: migrates and seeds ONE database before any test file runs, and every
 * `createTestApp` starts from a copy of it. Starting an empty PGlite cluster, migrating and seeding
 * costs far more than copying the result (PGlite loads a dump; PostgreSQL copies a template database
 * with CREATE DATABASE … TEMPLATE), and the API suite starts about a hundred apps on each database.
 * The copy is the same data the seed would have written, the demo KYC images included: they are in
 * the document vault under the development master key every test app also loads, their chunks in
 * the database on PostgreSQL and, on PGlite, in the vault's folder store, which each test app gets
 * its own copy of.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config';
import { loadPrivacyNotices } from '../../src/features/consent/privacy-notice';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openPostgres, type Database, type DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { seedIfEmpty } from '../../src/seed/seed';
import { openVault } from '../../src/features/vault/vault';
import { DB_TARGET } from './db-target';

/** What the template is, as test files `inject('databaseTemplate')` it. */
export interface DatabaseTemplate {
  /** The seeded PGlite cluster, dumped with `dumpDataDir` (PGlite runs only). */
  pgliteDumpFile?: string;
  /** The seeded template database on the DATABASE_URL server (PostgreSQL runs only). */
  postgresDatabase?: string;
  /** The UPLOAD_DIR the seed wrote the vault's folder store into (PGlite runs), copied for each app. */
  uploadDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}


export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'api-test-template-'));
  const config = loadConfig();
  const noticeVersion = loadPrivacyNotices(config.privacy).current.version;
  const uploadDir = path.join(folder, 'uploads');
  const vaultOn = async (database: DatabaseHandle) => openVault(database, { ...config, uploadDir });
  const template: DatabaseTemplate = { uploadDir };
  let dropTemplate = async () => {};

  if (DB_TARGET === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DB_TARGET=postgres needs DATABASE_URL');
    const name = `api_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE "${name}"`);
    dropTemplate = () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // The pool is closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openPostgres(url.toString());
    try {
      await database.migrate(config.migrationsFolder);
      await seedIfEmpty(database.db, { vault: await vaultOn(database), noticeVersion });
    } finally {
      await database.close();
    }
    template.postgresDatabase = name;
  } else {
    // Opened here rather than through openPglite: the template is the one handle that is dumped.
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: config.migrationsFolder });
    await seedIfEmpty(db as unknown as Database, { vault: await vaultOn({ db: db as unknown as Database, driver: 'pglite' } as DatabaseHandle), noticeVersion });
    const dump = await client.dumpDataDir('none');
    await client.close();
    template.pgliteDumpFile = path.join(folder, 'pglite.tar');
    await writeFile(template.pgliteDumpFile, Buffer.from(await dump.arrayBuffer()));
  }

  project.provide('databaseTemplate', template);
  return async () => {
    await dropTemplate();
    await rm(folder, { recursive: true, force: true });
  };
}

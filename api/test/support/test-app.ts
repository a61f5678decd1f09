import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openPglite, type DatabaseHandle } from '../../src/db/client';
import type { Clock } from '../../src/clock';
import { DEFAULT_REQUEST_LIMITS, DEFAULT_SIGN_IN_LIMITS, loadConfig, type AppConfig, type RequestLimits } from '../../src/config';
import type { OtpSender } from '../../src/features/otp/sender';
import { DB_TARGET } from './db-target';
import { employees, privacyConsents, vaultObjects } from '../../src/db/schema';
import { isNull } from 'drizzle-orm';

export { DB_TARGET } from './db-target';

export interface TestApp {
  app: FastifyInstance;
  uploadDir: string;
  /** The JSON log lines written so far (info and above). */
  logs(): Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * What vitest's globalSetup made (test/support/database-template.ts). Imported when needed: the benches run
 * these helpers outside vitest, where importing it throws, and start from scratch (startsFromTemplate).
 */
async function databaseTemplate() {
  const { inject } = await import('vitest');
  return inject('databaseTemplate');
}

/** A new database on the DATABASE_URL server: a copy of the seeded template, or empty (`fromTemplate` false). */
async function createPostgresDatabase(fromTemplate: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DB_TARGET=postgres needs DATABASE_URL');
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const template = fromTemplate ? (await databaseTemplate()).postgresDatabase : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Whether an app with these settings starts from the seeded template (globalSetup, database-template.ts):
 * the demo data on a database of its own, as the template has. Settings that change what is in the
 * database (no seed, a folder or server of the test's own, other migrations) start from scratch.
 */
function startsFromTemplate(config: Partial<AppConfig>): boolean {
  if (process.env.VITEST === undefined) return false;
  return config.seedDemoData !== false && config.dataDir === undefined && config.databaseUrl === undefined && config.migrationsFolder === undefined;
}

/** A fresh in-memory PGlite holding the seeded template. */
async function openPgliteFromTemplate(): Promise<DatabaseHandle> {
  const dumpFile = (await databaseTemplate()).pgliteDumpFile;
  if (!dumpFile) throw new Error('no PGlite template: is test/support/database-template.ts the globalSetup?');
  return openPglite('memory://', { loadDataDir: new Blob([await readFile(dumpFile)]) });
}

/** A new UPLOAD_DIR holding the vault folder store the template's seed wrote (PGlite runs). */
async function createUploadDir(fromTemplate: boolean): Promise<string> {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'api-test-uploads-'));
  if (fromTemplate) await cp((await databaseTemplate()).uploadDir, uploadDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    // PostgreSQL runs keep the seed's chunks in the database: the template's folder was never made.
    if (error.code !== 'ENOENT') throw error;
  });
  return uploadDir;
}

/**
 * The development master key as a configured key file: the template's documents are under it, and an
 * app built with `nodeEnv: 'production'` (which refuses to generate one) reads them as well.
 */
function testVaultSettings(): AppConfig['vault'] {
  const { vault } = loadConfig();
  return { ...vault, masterKeyFile: vault.developmentKeyFile };
}

/** Request limits no walk reaches: every request gets to the input checks and handlers. */
export const UNLIMITED_REQUEST_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_REQUEST_LIMITS).map((name) => [name, { max: 1_000_000, windowMs: 60_000 }]),
) as unknown as RequestLimits;

/** The variables production requires for the grievance officer (a lender's own, never the demo's). */
export const PRODUCTION_GRIEVANCE_OFFICER = {
  GRIEVANCE_OFFICER_NAME: 'Asha Rao',
  GRIEVANCE_OFFICER_EMAIL: 'dpo@lender.example',
  GRIEVANCE_OFFICER_PHONE: '022-4000-1234',
} as const;

export interface TestAppOptions {
  /** The app's clock (e.g. a ManualClock to expire one-time codes). */
  clock?: Clock;
  otpSender?: OtpSender;
  /**
   * Keep the demo's first-sign-in account (CN1002) without consent to the privacy notice, as the demo
   * has it. By default every demo account has agreed, so tests of other features are not behind the notice.
   */
  demoFirstSignIn?: true;
}

/** Records every demo account's consent to the current notice, as the seed does for all but the first-sign-in one. */
async function agreeForEveryone(app: FastifyInstance): Promise<void> {
  const waiting = await app.db
    .update(employees)
    .set({ consentedNoticeVersion: app.privacyNotice.version })
    .where(isNull(employees.consentedNoticeVersion))
    .returning({ id: employees.id });
  if (waiting.length > 0) {
    await app.db.insert(privacyConsents).values(waiting.map(({ id }) => ({ employeeId: id, noticeVersion: app.privacyNotice.version, action: 'given' })));
  }
}

/** The system clock, shifted by however far a test has moved it forward (`advance`). */
export class ManualClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/**
 * A fresh API on a fresh database (in-memory PGlite, or a new PostgreSQL database on the
 * DATABASE_URL server) with the demo data seeded and its own upload folder.
 */
export async function createTestApp(config: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const fromTemplate = startsFromTemplate(config);
  const uploadDir = await createUploadDir(fromTemplate);
  const postgres = DB_TARGET === 'postgres' ? await createPostgresDatabase(fromTemplate) : null;
  const pglite = DB_TARGET === 'pglite' && fromTemplate ? await openPgliteFromTemplate() : undefined;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  try {
    const app = await buildApp({
      database: pglite,
      logStream,
      clock: options.clock,
      otpSender: options.otpSender,
      config: {
        databaseUrl: postgres?.url,
        dataDir: 'memory://',
        uploadDir,
        jwtSecret: randomBytes(32).toString('hex'),
        logLevel: 'info',
        corsOrigins: ['http://localhost:3000'],
        // Tests sign in from one address; keep the per-address failure limit out of their way.
        signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, perAddress: { max: 10_000, windowMs: 60_000 } },
        vault: testVaultSettings(),
        ...config,
      },
    });
    if (!options.demoFirstSignIn) await agreeForEveryone(app);
    return {
      app,
      uploadDir,
      logs: () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>),
      async close() {
        await app.close();
        await postgres?.drop();
        await rm(uploadDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // A failed build may have closed the database already; the build's own error is the one to see.
    await pglite?.close().catch(() => undefined);
    await postgres?.drop();
    await rm(uploadDir, { recursive: true, force: true });
    throw error;
  }
}

/** The ids of the objects in the document vault, sorted: what an upload kept or left behind. */
export async function vaultObjectIds(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.select({ id: vaultObjects.id }).from(vaultObjects).orderBy(vaultObjects.id);
  return rows.map((row) => row.id);
}

export const DEMO_PASSWORD = 'Demo@1234';

export async function signIn(app: FastifyInstance, employeeId: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/api/connector/token/',
    payload: { employee_id: employeeId, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${employeeId} failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access: string; refresh: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in and returns a GET helper for that user. */
export async function userClient(app: FastifyInstance, employeeId: string) {
  const tokens = await signIn(app, employeeId);
  return {
    tokens,
    get: (url: string) => app.inject({ method: 'GET', url, headers: bearer(tokens.access) }),
    post: (url: string, payload?: unknown) =>
      app.inject({ method: 'POST', url, headers: bearer(tokens.access), ...(payload === undefined ? {} : { payload: payload as object }) }),
    patch: (url: string, payload: unknown) => app.inject({ method: 'PATCH', url, headers: bearer(tokens.access), payload: payload as object }),
  };
}

export interface TestReplicas {
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/**
 * Several API instances on ONE database, as replicas behind a load balancer would be: a fresh
 * PostgreSQL database they all connect to, or (on PGlite, which allows one connection) one
 * in-memory database handle they share.
 */
export async function createTestReplicas(count: number, config: Partial<AppConfig> = {}): Promise<TestReplicas> {
  const fromTemplate = startsFromTemplate(config);
  const uploadDir = await createUploadDir(fromTemplate);
  const postgres = DB_TARGET === 'postgres' ? await createPostgresDatabase(fromTemplate) : null;
  const shared = postgres ? null : fromTemplate ? await openPgliteFromTemplate() : await openPglite('memory://');
  let openApps = count;
  const sharedHandle: DatabaseHandle | undefined = shared
    ? {
        ...shared,
        // Each replica closes "its" database on shutdown; the shared one closes with the last.
        close: async () => {
          openApps -= 1;
          if (openApps === 0) await shared.close();
        },
      }
    : undefined;
  const apps: FastifyInstance[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      apps.push(
        await buildApp({
          database: sharedHandle,
          config: {
            databaseUrl: postgres?.url,
            dataDir: 'memory://',
            uploadDir,
            jwtSecret: 'replicas-share-this-signing-key-of-32+-bytes',
            logger: false,
            signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, perAddress: { max: 10_000, windowMs: 60_000 } },
            vault: testVaultSettings(),
            ...config,
          },
        }),
      );
    }
  } catch (error) {
    await Promise.all(apps.map((app) => app.close()));
    await postgres?.drop();
    throw error;
  }
  return {
    apps,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await postgres?.drop();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { listFiles, readManifest, type BackupManifest } from '../src/cli/backup-archive';
import { toolPath } from '../src/cli/pg-tools';
import { runBackup } from '../src/cli/backup';
import { runRestore, verifyRestore } from '../src/cli/restore';
import { API_ROOT } from '../src/config';
import { bankLoans, banks, employees, loanTypes } from '../src/db/schema';
import { PNG_SIGNATURE } from './support/images';
import { kycFiles, multipart } from './support/multipart';
import { bearer, DB_TARGET, signIn } from './support/test-app';
import { createScratchDatabase } from './support/scratch-database';

// Backup and restore (docs/backup-and-restore.md) on the driver of this run: PGlite folders, or scratch
// PostgreSQL databases on the DATABASE_URL server. Source and target are compared with their own
// queries here, not with the command's verification.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const onPostgres = DB_TARGET === 'postgres';
const migrationsFolder = path.join(API_ROOT, 'drizzle');

async function tempFolder(name: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), `backup-test-${name}-`));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** A new empty PostgreSQL database (dropped after the file), as its URL. */
async function scratchDatabase(prefix: 'backup_src' | 'backup_dst'): Promise<string> {
  const scratch = await createScratchDatabase(`api_test_${prefix}`);
  cleanups.push(scratch.drop);
  return scratch.url;
}

interface Side {
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
}

async function newSide(role: 'src' | 'dst'): Promise<Side> {
  const folder = await tempFolder(role);
  return {
    databaseUrl: onPostgres ? await scratchDatabase(role === 'src' ? 'backup_src' : 'backup_dst') : undefined,
    dataDir: path.join(folder, 'pglite'),
    uploadDir: path.join(folder, 'uploads'),
  };
}

/** The environment the commands get: only this side's settings (never the DATABASE_URL of the test run). */
const cliEnv = (side: Side, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'test',
  DATA_DIR: side.dataDir,
  UPLOAD_DIR: side.uploadDir,
  ...(side.databaseUrl ? { DATABASE_URL: side.databaseUrl } : {}),
  ...extra,
});

async function cli(command: typeof runBackup, argv: string[], env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const code = await command(argv, { env, print: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

const startApi = (side: Side) =>
  buildApp({
    config: { databaseUrl: side.databaseUrl, dataDir: side.dataDir, uploadDir: side.uploadDir, jwtSecret: randomBytes(32).toString('hex'), logger: false, seedDemoData: true },
  });

type Query = (statement: string) => Promise<Record<string, unknown>[]>;

/** A SQL session on one side's database; PGlite opens the folder (no API may have it open). */
async function openSql(side: Side): Promise<{ query: Query; close(): Promise<void> }> {
  if (side.databaseUrl) {
    const client = new pg.Client({ connectionString: side.databaseUrl });
    await client.connect();
    return { query: async (statement) => (await client.query(statement)).rows as Record<string, unknown>[], close: () => client.end() };
  }
  const client = await PGlite.create(side.dataDir);
  return { query: async (statement) => (await client.query<Record<string, unknown>>(statement)).rows, close: () => client.close() };
}

/** Every table's row count and a content checksum. */
async function tableDigests(query: Query): Promise<Record<string, string>> {
  await query("SET TimeZone TO 'UTC'");
  const tables = await query(
    "SELECT table_schema, table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2",
  );
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const name = `"${String(table.table_schema)}"."${String(table.table_name)}"`;
    const [row] = await query(`SELECT count(*)::int AS n, md5(string_agg(whole_row::text, ',' ORDER BY whole_row::text)) AS sum FROM ${name} AS whole_row`);
    digests[name] = `${String(row?.n)} rows, md5 ${String(row?.sum)}`;
  }
  return digests;
}

/** Every file under the folder (the vault's folder store is in `vault/`), by path. */
async function fileHashes(folder: string): Promise<Record<string, string>> {
  return Object.fromEntries((await listFiles(folder)).files.map((file) => [file.path, file.sha256]));
}

/**
 * Everything the archive holds as plain bytes to search: its files, the database dump's tables as
 * pg_restore writes them out (bytea as hex) on PostgreSQL, the unpacked data folder on PGlite.
 */
async function archiveContents(archive: string, manifest: BackupManifest): Promise<Buffer> {
  const files = await Promise.all((await listFiles(archive)).files.map((file) => readFile(path.join(archive, file.path))));
  const database = path.join(archive, manifest.database.file);
  const expanded = onPostgres
    ? execFileSync(toolPath('pg_restore', process.env), ['--data-only', '-f', '-', database], { maxBuffer: 1 << 30 })
    : gunzipSync(await readFile(database));
  return Buffer.concat([...files, expanded]);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Adds user data through the API: a lead by CN1001, and CN1002's consent to the privacy notice and four KYC images. */
async function addUserData(app: FastifyInstance) {
  const { db } = app;
  const [loan] = await db
    .select({ id: bankLoans.id })
    .from(bankLoans)
    .innerJoin(banks, eq(banks.id, bankLoans.bankId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(and(eq(banks.name, 'HDFC Bank'), eq(loanTypes.type, 'Home Loan')));
  const [aarav] = await db.select({ territory: employees.assignedTerritoryId }).from(employees).where(eq(employees.employeeId, 'CN1001'));
  const cn1001 = await signIn(app, 'CN1001');
  const lead = await app.inject({
    method: 'POST',
    url: '/leads/leads/',
    headers: bearer(cn1001.access),
    payload: {
      customer_name: 'Backup Kulkarni',
      loan_type: loan?.id,
      customer_mobile: '9011199001',
      customer_address: '7, Law College Road, Pune 411004',
      loan_amount: 1_500_000,
      referred_by_employee_id: 'CN1001',
      branch: aarav?.territory,
      remarks: 'Created before the backup.',
    },
  });
  expect(lead.statusCode, lead.body).toBe(201);
  const images = kycFiles();
  const body = multipart(images);
  const cn1002 = await signIn(app, 'CN1002');
  // CN1002 signs in for the first time: the privacy notice first.
  const agreed = await app.inject({ method: 'POST', url: '/auth/profile/consent/', headers: bearer(cn1002.access), payload: { notice_version: app.privacyNotice.version } });
  expect(agreed.statusCode, agreed.body).toBe(200);
  const upload = await app.inject({ method: 'POST', url: '/channel_partner/kyc/upload/', headers: { ...bearer(cn1002.access), ...body.headers }, payload: body.payload });
  expect(upload.statusCode, upload.body).toBe(201);
  const aadharFront = images.find((image) => image.field === 'aadhar_front')?.data as Buffer;
  return { leadId: (lead.json() as { id: number }).id, submissionId: (upload.json() as { submission_id: number }).submission_id, aadharFront };
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores the same rows and files into an empty target, refuses a non-empty one, and notices a lost row', { timeout: 600_000 }, async () => {
    const source = await newSide('src');
    const archive = path.join(await tempFolder('archive'), 'backup');

    // The source: migrated, the demo seed, and user data added through the API.
    const sourceApi = await startApi(source);
    let added: Awaited<ReturnType<typeof addUserData>>;
    try {
      added = await addUserData(sourceApi);
      if (onPostgres) {
        // pg_dump is consistent while the API runs.
        const backup = await cli(runBackup, ['--out', archive], cliEnv(source));
        expect(backup.code, backup.output).toBe(0);
        expect(backup.output).toMatch(/documents {2}\d+ in the document vault, encrypted .*; 0 deleted under retention before this backup/);
      } else {
        // PGlite: refused while the API has the folder open; nothing is left behind.
        const refused = await cli(runBackup, ['--out', archive], cliEnv(source));
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(/in use \(postmaster\.pid is present\): stop the API first/);
        expect(await exists(archive)).toBe(false);
      }
    } finally {
      await sourceApi.close();
    }
    if (!onPostgres) {
      const backup = await cli(runBackup, ['--out', archive], cliEnv(source));
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/documents {2}\d+ in the document vault, encrypted .*; 0 deleted under retention before this backup/);
    }

    // The manifest describes what was backed up.
    const manifest = await readManifest(archive);
    expect(manifest).toMatchObject({ driver: onPostgres ? 'postgres' : 'pglite', database: { file: onPostgres ? 'database.pgdump' : 'pglite-data.tar.gz' } });
    expect(manifest.migration.last).toMatch(/^\d{4}_/);
    expect(manifest.tables.find((table) => table.table === 'public.leads')?.rows).toBeGreaterThan(0);
    const sourceFiles = await fileHashes(source.uploadDir);
    // The vault's chunks: in the database on PostgreSQL, in its folder store (UPLOAD_DIR/vault) on PGlite.
    if (onPostgres) expect(Object.keys(sourceFiles)).toEqual([]);
    else expect(Object.keys(sourceFiles).filter((file) => /^vault\/[0-9a-f-]{36}\.sealed$/.test(file)).length).toBeGreaterThanOrEqual(20);
    expect(Object.fromEntries(manifest.files.map((file) => [file.path, file.sha256]))).toEqual(sourceFiles);

    // Nothing in the archive is an image: the documents are in it only encrypted.
    const contents = await archiveContents(archive, manifest);
    expect(contents.length).toBeGreaterThan(100_000);
    for (const plain of [PNG_SIGNATURE, added.aadharFront, added.aadharFront.subarray(-40, -12)]) {
      expect(contents.includes(plain)).toBe(false);
      expect(contents.includes(Buffer.from(plain.toString('hex')))).toBe(false);
    }
    // The search does find plaintext when there is some: the customer's name the lead was created with.
    expect(contents.includes(Buffer.from('Backup Kulkarni'))).toBe(true);

    // Restore into an empty target.
    const target = await newSide('dst');
    const restored = await cli(runRestore, [archive], cliEnv(target));
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/Restored and verified/);

    // The same rows (count and content of every table) and the same files.
    const sourceSql = await openSql(source);
    const sourceDigests = await tableDigests(sourceSql.query).finally(() => sourceSql.close());
    expect(Object.keys(sourceDigests)).toContain('"public"."leads"');
    expect(Object.keys(sourceDigests)).toContain('"drizzle"."__drizzle_migrations"');
    const targetSql = await openSql(target);
    try {
      expect(await tableDigests(targetSql.query)).toEqual(sourceDigests);

      // The comparison (and the command's own verification) notice a lost row: delete one, compare, revert.
      await targetSql.query('BEGIN');
      await targetSql.query(`DELETE FROM leads WHERE id = ${added.leadId}`);
      expect(await tableDigests(targetSql.query)).not.toEqual(sourceDigests);
      const leadRows = manifest.tables.find((table) => table.table === 'public.leads')?.rows ?? 0;
      const check = await verifyRestore(manifest, targetSql.query, target.uploadDir, migrationsFolder);
      expect(check.problems).toContain(`table public.leads: ${leadRows - 1} rows, expected ${leadRows}`);
      await targetSql.query('ROLLBACK');
      expect(await tableDigests(targetSql.query)).toEqual(sourceDigests);
      expect((await verifyRestore(manifest, targetSql.query, target.uploadDir, migrationsFolder)).problems).toEqual([]);

      // The same files; a changed byte is noticed the same way: change it, compare, put it back.
      expect(await fileHashes(target.uploadDir)).toEqual(sourceFiles);
      const [firstFile] = Object.keys(sourceFiles);
      if (firstFile !== undefined) {
      const firstPath = path.join(target.uploadDir, firstFile as string);
      const original = await readFile(firstPath);
      await writeFile(firstPath, Buffer.concat([original.subarray(0, -1), Buffer.from([(original.at(-1) ?? 0) ^ 1])]));
      expect(await fileHashes(target.uploadDir)).not.toEqual(sourceFiles);
      expect((await verifyRestore(manifest, targetSql.query, target.uploadDir, migrationsFolder)).problems).toEqual([
        expect.stringMatching(new RegExp(`^file ${firstFile}: different content`)),
      ]);
      await writeFile(firstPath, original);
      expect(await fileHashes(target.uploadDir)).toEqual(sourceFiles);
      }
    } finally {
      await targetSql.close();
    }

    // An API on the restored target: the demo user signs in and reads the lead; the KYC image is served.
    const targetApi = await startApi(target);
    try {
      const cn1001 = await signIn(targetApi, 'CN1001');
      const lead = await targetApi.inject({ method: 'GET', url: `/leads/leads/${added.leadId}/`, headers: bearer(cn1001.access) });
      expect(lead.statusCode, lead.body).toBe(200);
      expect(lead.json()).toMatchObject({ customer_name: 'Backup Kulkarni', customer_mobile: '9011199001', remarks: 'Created before the backup.' });
      const ad3001 = await signIn(targetApi, 'AD3001');
      const image = await targetApi.inject({
        method: 'GET',
        url: `/channel_partner/kyc/submissions/${added.submissionId}/documents/aadhar_front/`,
        headers: bearer(ad3001.access),
      });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(added.aadharFront)).toBe(true);
    } finally {
      await targetApi.close();
    }

    // A target with tables is refused, and so is an empty database with files in UPLOAD_DIR; nothing is touched.
    const again = await cli(runRestore, [archive], cliEnv({ ...target, uploadDir: path.join(await tempFolder('empty'), 'uploads') }));
    expect(again.code).toBe(1);
    expect(again.output).toMatch(onPostgres ? /Refusing to restore: the database .* \(DATABASE_URL\) is not empty \(it has / : /Refusing to restore: the PGlite folder .* \(DATA_DIR\) is not empty/);
    const withAFile = path.join(await tempFolder('with-a-file'), 'uploads');
    await mkdir(withAFile, { recursive: true });
    await writeFile(path.join(withAFile, 'left-over.png'), PNG_SIGNATURE);
    const emptyDatabase: Side = { ...(await newSide('dst')), uploadDir: withAFile };
    const withFiles = await cli(runRestore, [archive], cliEnv(emptyDatabase));
    expect(withFiles.code).toBe(1);
    expect(withFiles.output).toMatch(/Refusing to restore: the upload folder .* \(UPLOAD_DIR\) is not empty/);
    if (onPostgres) {
      const emptySql = await openSql(emptyDatabase);
      const tables = await emptySql.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')").finally(() => emptySql.close());
      expect(tables[0]?.n).toBe(0);
    } else expect(await exists(emptyDatabase.dataDir)).toBe(false);
    expect(await fileHashes(source.uploadDir)).toEqual(sourceFiles);
  });

  it.runIf(onPostgres)('says what is wrong when pg_dump is missing or the database cannot be reached', async () => {
    const side = await newSide('dst');
    const noTools = await tempFolder('no-tools');
    const missing = await cli(runBackup, ['--out', path.join(noTools, 'backup')], cliEnv(side, { PG_BIN_DIR: noTools }));
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/pg_dump was not found in PG_BIN_DIR .*Install the PostgreSQL client tools/);
    const unreachable = await cli(runBackup, ['--out', path.join(noTools, 'backup')], cliEnv({ ...side, databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing' }));
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(/Cannot connect to PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:1\/nothing: .*ECONNREFUSED/);
    expect(await readdir(noTools)).toEqual([]);
  });
});

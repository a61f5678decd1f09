import { chmod, constants, copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import {
  CliError,
  argumentsAndConfig,
  UPLOADS_FOLDER,
  compareFiles,
  compareTables,
  folderEntries,
  listFiles,
  migrationLevel,
  prepareSession,
  readJournal,
  readManifest,
  sha256File,
  tableStats,
  totalBytes,
  totalRows,
  type BackupManifest,
  type SqlRunner,
} from './backup-archive';
import type { CliIo } from './backup';
import { connectPostgres, libpqConnection, pgRunner, redactUrl, runTool, serverVersion, toolPath, toolVersion } from './pg-tools';

/**
 * Restores an archive written by backup.ts into an EMPTY database and an empty upload folder, then
 * checks every table's row count and checksum and every file's size and sha256 against the manifest
 * (docs/backup-and-restore.md):
 *
 *   node api/dist/restore.js <archive folder>
 *
 * The target is the API's own configuration: DATABASE_URL (an empty PostgreSQL database, restored with
 * pg_restore) or DATA_DIR (a PGlite folder that does not exist yet or is empty), and UPLOAD_DIR. It never
 * overwrites: a target with tables or files is refused.
 */

export const RESTORE_USAGE = 'usage: node api/dist/restore.js <archive folder>';

export function parseRestoreArgs(argv: string[]): { archive: string } {
  const [archive, ...rest] = argv;
  if (archive === undefined || archive.startsWith('--') || rest.length > 0) {
    throw new CliError(`${RESTORE_USAGE}\n(${archive === undefined ? 'the archive folder is missing' : `could not read "${rest[0] ?? archive}"`})`, 2);
  }
  return { archive: path.resolve(archive) };
}

/** Refuses an archive whose database file or upload files differ from what its manifest says. */
async function checkArchive(archive: string, manifest: BackupManifest): Promise<void> {
  const databaseFile = path.join(archive, manifest.database.file);
  const size = await stat(databaseFile).then(
    (info) => info.size,
    () => null,
  );
  if (size === null) throw new CliError(`The archive is incomplete: ${databaseFile} is missing.`);
  if (size !== manifest.database.size || (await sha256File(databaseFile)) !== manifest.database.sha256) {
    throw new CliError(`The archive is damaged: ${databaseFile} differs from its manifest (size or sha256). Nothing was restored.`);
  }
  const problems = compareFiles(manifest.files, (await listFiles(path.join(archive, UPLOADS_FOLDER))).files);
  if (problems.length > 0) {
    throw new CliError(`The archive is damaged; nothing was restored:\n${problems.map((problem) => `  - ${problem} (in the archive)`).join('\n')}`);
  }
}

/** What makes a PostgreSQL database non-empty: its first few relations, schemas, types and functions. */
const NON_EMPTY_OBJECTS = `
  SELECT kind || ' ' || name AS object FROM (
    SELECT 1 AS rank, 'table' AS kind, n.nspname || '.' || c.relname AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 2, 'schema', nspname FROM pg_namespace
     WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%'
    UNION ALL
    SELECT 3, 'type', n.nspname || '.' || t.typname
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE t.typtype IN ('e', 'd', 'r', 'm')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 4, 'function', n.nspname || '.' || p.proname
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  ) AS objects ORDER BY rank, name LIMIT 5`;

const refuseNonEmpty = (what: string, found: string[]) =>
  new CliError(
    `Refusing to restore: ${what} is not empty (it has ${found.join(', ')}${found.length >= 5 ? ', ...' : ''}). ` +
      'Restore only goes into an empty target, it never overwrites: create a new empty database / choose an empty folder, ' +
      'or drop and recreate this one yourself if its contents are to be discarded.',
  );

/** Checks the PostgreSQL target (reachable, empty, tools fit) and answers the pg_restore to use. */
async function checkPostgresTarget(config: AppConfig, env: NodeJS.ProcessEnv, manifest: BackupManifest, print: (line: string) => void): Promise<string> {
  const url = config.databaseUrl as string;
  const pgRestore = toolPath('pg_restore', env);
  const tool = await toolVersion(pgRestore, env);
  const dumpMajor = Number(/\(PostgreSQL\)\s+(\d+)/.exec(manifest.dump_tool ?? '')?.[1] ?? 0);
  if (tool.major < dumpMajor) {
    throw new CliError(`${tool.line} cannot read a dump written by ${manifest.dump_tool}: install postgresql-client-${dumpMajor} or newer, or set PG_BIN_DIR.`);
  }
  const client = await connectPostgres(url, 'restore');
  try {
    const found = (await client.query<{ object: string }>(NON_EMPTY_OBJECTS)).rows.map((row) => row.object);
    if (found.length > 0) throw refuseNonEmpty(`the database ${redactUrl(url)} (DATABASE_URL)`, found);
    const server = await serverVersion(pgRunner(client));
    const sourceMajor = Number(/^\d+/.exec(manifest.server_version)?.[0] ?? 0);
    if (server.major < sourceMajor) {
      print(`Note: the backup comes from PostgreSQL ${manifest.server_version}, the target runs the older ${server.text}; pg_restore may fail on what the older server lacks.`);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  return pgRestore;
}

async function restorePostgres(config: AppConfig, env: NodeJS.ProcessEnv, pgRestore: string, dumpFile: string): Promise<void> {
  const url = config.databaseUrl as string;
  const target = libpqConnection(url, env);
  // One transaction: a failed restore leaves the database as empty as it was. No owners and no
  // grants: the target's roles need not be the source's; the connecting user owns everything.
  const result = await runTool(
    pgRestore,
    ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', '--no-password', `--dbname=${target.dbname}`, dumpFile],
    target.env,
  );
  if (result.code !== 0) throw new CliError(`pg_restore failed (exit code ${result.code}); the database was left empty:\n${result.stderr.trim()}`);
  const client = await connectPostgres(url, 'restore');
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function copyFilesBack(archive: string, manifest: BackupManifest, uploadDir: string): Promise<void> {
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  for (const file of manifest.files) {
    const parts = file.path.split('/');
    const target = path.join(uploadDir, ...parts);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await copyFile(path.join(archive, UPLOADS_FOLDER, ...parts), target, constants.COPYFILE_EXCL);
    await chmod(target, 0o600);
  }
}

export interface Verification {
  problems: string[];
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

/** Compares the restored database (through `run`) and upload folder with the manifest. */
export async function verifyRestore(manifest: BackupManifest, run: SqlRunner, uploadDir: string, migrationsFolder: string): Promise<Verification> {
  await prepareSession(run);
  const migration = await migrationLevel(run, migrationsFolder);
  const problems: string[] = [];
  if (migration.applied !== manifest.migration.applied || migration.created_at !== manifest.migration.created_at) {
    problems.push(`migrations: ${migration.applied} applied (last ${migration.created_at}), expected ${manifest.migration.applied} (last ${manifest.migration.created_at})`);
  }
  const tables = await tableStats(run);
  problems.push(...compareTables(manifest.tables, tables));
  const { files, skipped } = await listFiles(uploadDir);
  problems.push(...compareFiles(manifest.files, files), ...skipped.map((name) => `file ${name}: not a regular file`));
  return { problems, tables: tables.length, rows: totalRows(tables), files: files.length, bytes: totalBytes(files) };
}

async function verifyTarget(config: AppConfig, manifest: BackupManifest): Promise<Verification> {
  if (manifest.driver === 'postgres') {
    const client = await connectPostgres(config.databaseUrl as string, 'restore');
    try {
      return await verifyRestore(manifest, pgRunner(client), config.uploadDir, config.migrationsFolder);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const client = await PGlite.create(config.dataDir);
  try {
    return await verifyRestore(manifest, async (statement) => (await client.query<Record<string, unknown>>(statement)).rows, config.uploadDir, config.migrationsFolder);
  } finally {
    await client.close();
  }
}

/** Runs the command; answers the process exit code (0 restored and verified, 1 failed or differs, 2 usage). */
export async function runRestore(argv: string[], io: CliIo): Promise<number> {
  const prepared = argumentsAndConfig(() => parseRestoreArgs(argv).archive, io);
  if ('exitCode' in prepared) return prepared.exitCode;
  const { args: archive, config } = prepared;
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  const startedAt = Date.now();
  let touched = false;
  try {
    const manifest = await readManifest(archive);
    if (manifest.driver !== driver) {
      throw new CliError(
        manifest.driver === 'postgres'
          ? 'This archive holds a PostgreSQL dump: set DATABASE_URL to the empty PostgreSQL database to restore it into.'
          : 'This archive holds a PGlite database: unset DATABASE_URL and set DATA_DIR to a new (absent or empty) folder to restore it into.',
      );
    }
    await checkArchive(archive, manifest);
    const known = (await readJournal(config.migrationsFolder)).some((entry) => entry.when === manifest.migration.created_at);
    if (!known && manifest.migration.created_at !== null) {
      io.print(`Note: the archive's last migration (${manifest.migration.last ?? manifest.migration.created_at}) is unknown to this API build: it was made by a newer version; run that version or a newer one on the restored data.`);
    }

    // Both targets are checked before anything is written.
    let pgRestore = '';
    if (driver === 'postgres') pgRestore = await checkPostgresTarget(config, io.env, manifest, io.print);
    else {
      if (config.dataDir.startsWith('memory://')) throw new CliError('DATA_DIR is memory://: set it to the folder the restored database is to live in.');
      const found = await folderEntries(config.dataDir);
      if (found.length > 0) throw refuseNonEmpty(`the PGlite folder ${config.dataDir} (DATA_DIR)`, found.slice(0, 5));
    }
    const uploads = await folderEntries(config.uploadDir);
    if (uploads.length > 0) throw refuseNonEmpty(`the upload folder ${config.uploadDir} (UPLOAD_DIR)`, uploads.slice(0, 5));

    const dumpFile = path.join(archive, manifest.database.file);
    if (driver === 'postgres') {
      io.print(`Restoring ${manifest.database.file} (${manifest.created_at}) into ${redactUrl(config.databaseUrl as string)} ...`);
      await restorePostgres(config, io.env, pgRestore, dumpFile);
      touched = true;
    } else {
      touched = true;
      io.print(`Restoring ${manifest.database.file} (${manifest.created_at}) into ${config.dataDir} ...`);
      await mkdir(config.dataDir, { recursive: true });
      const client = await PGlite.create({ dataDir: config.dataDir, loadDataDir: new Blob([await readFile(dumpFile)], { type: 'application/x-gzip' }) });
      await client.close();
    }
    await copyFilesBack(archive, manifest, config.uploadDir);

    const result = await verifyTarget(config, manifest);
    if (result.problems.length > 0) {
      io.print(`Restored, but the result differs from the manifest (${result.problems.length} differences):`);
      for (const problem of result.problems) io.print(`  - ${problem}`);
      return 1;
    }
    io.print(`Restored and verified in ${((Date.now() - startedAt) / 1000).toFixed(1)} s:`);
    io.print(`  database   migration ${manifest.migration.last ?? '(unknown)'} (${manifest.migration.applied} applied); ${result.tables} tables, ${result.rows} rows: same row counts and checksums as the manifest`);
    io.print(`  files      ${result.files} files, ${result.bytes} bytes in ${config.uploadDir}: same sizes and sha256`);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.print(`Restore failed: ${error.message}`);
      if (touched) io.print('The target may be partly restored: empty it (a new database, empty DATA_DIR and UPLOAD_DIR) before trying again.');
      return error.exitCode;
    }
    throw error;
  }
}

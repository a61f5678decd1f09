import { access, chmod, copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  CliError,
  argumentsAndConfig,
  DATABASE_FILE,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
  folderEntries,
  listFiles,
  migrationLevel,
  prepareSession,
  sha256File,
  tableStats,
  totalBytes,
  totalRows,
  type BackupManifest,
  type FileEntry,
  type SqlRunner,
} from './backup-archive';
import { connectPostgres, libpqConnection, pgRunner, redactUrl, runTool, serverVersion, toolPath, toolVersion } from './pg-tools';
import { RETENTION_AUDIT_ACTIONS } from '../maintenance/document-retention';

/**
 * Backs up the database and the upload folder into one archive folder (docs/backup-and-restore.md):
 *
 *   node api/dist/backup.js [--out <folder>]
 *
 * It reads the API's own configuration: DATABASE_URL (PostgreSQL, dumped with pg_dump while the API may
 * run) or DATA_DIR (PGlite: the API must be stopped), and UPLOAD_DIR.
 */

export const BACKUP_USAGE = 'usage: node api/dist/backup.js [--out <new folder>]   (default: ./connector-portal-backup-<UTC time>)';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  print(line: string): void;
}

export function parseBackupArgs(argv: string[], now = new Date()): { out: string } {
  let out: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--out' && argv[i + 1] !== undefined && !argv[i + 1]?.startsWith('--')) {
      out = argv[i + 1];
      i += 1;
    } else if (arg.startsWith('--out=') && arg.length > 6) out = arg.slice(6);
    else throw new CliError(`${BACKUP_USAGE}\n(could not read "${arg}")`, 2);
  }
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return { out: path.resolve(out ?? `connector-portal-backup-${stamp}`) };
}

interface DatabaseDump {
  serverVersion: string;
  dumpTool: string | null;
  migration: BackupManifest['migration'];
  tables: BackupManifest['tables'];
  documents: DocumentCounts;
}

/** What the archive holds of the document vault, and what retention deleted before it was taken (docs/document-vault.md). */
interface DocumentCounts {
  held: number;
  deletedByRetention: number;
}

async function documentCounts(run: SqlRunner): Promise<DocumentCounts> {
  const [row] = await run(
    `SELECT (SELECT count(*) FROM vault_objects WHERE state = 'stored')::int AS held,
       (SELECT coalesce(sum(jsonb_array_length(details->'documents')), 0) FROM audit_log WHERE action IN (${RETENTION_AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')}))::int AS deleted`,
  );
  return { held: Number(row?.held ?? 0), deletedByRetention: Number(row?.deleted ?? 0) };
}

/**
 * PostgreSQL: the counts and checksums are taken in a REPEATABLE READ transaction whose snapshot
 * pg_dump uses too (--snapshot), so the manifest describes exactly the dumped data while the API
 * keeps writing.
 */
async function dumpPostgres(config: AppConfig, env: NodeJS.ProcessEnv, file: string, print: (line: string) => void): Promise<DatabaseDump> {
  const url = config.databaseUrl as string;
  const pgDump = toolPath('pg_dump', env);
  const tool = await toolVersion(pgDump, env);
  const client = await connectPostgres(url, 'backup');
  try {
    const run = pgRunner(client);
    const server = await serverVersion(run);
    if (tool.major < server.major) {
      throw new CliError(
        `${tool.line} cannot dump a PostgreSQL ${server.text} server (pg_dump must be of the server's major version or newer): ` +
          `install postgresql-client-${server.major} or set PG_BIN_DIR.`,
      );
    }
    await prepareSession(run);
    await run('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [snapshot] = await run('SELECT pg_export_snapshot() AS id');
    const migration = await migrationLevel(run, config.migrationsFolder);
    const tables = await tableStats(run);
    const documents = await documentCounts(run);
    print(`Dumping PostgreSQL ${server.text} at ${redactUrl(url)} with ${tool.line} ...`);
    const target = libpqConnection(url, env);
    const result = await runTool(
      pgDump,
      ['--format=custom', '--no-password', `--snapshot=${String(snapshot?.id)}`, `--file=${file}`, `--dbname=${target.dbname}`],
      target.env,
    );
    if (result.code !== 0) throw new CliError(`pg_dump failed (exit code ${result.code}):\n${result.stderr.trim()}`);
    // The dump holds password hashes and personal data: readable by its owner only.
    await chmod(file, 0o600);
    await run('COMMIT');
    return { serverVersion: server.text, dumpTool: tool.line, migration, tables, documents };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * PGlite allows one process per data folder and has no snapshot export: the API must be stopped.
 * A running PGlite keeps `postmaster.pid` in the folder (removed on a clean close), so its presence
 * means the API runs, or stopped without closing the database.
 */
async function dumpPglite(config: AppConfig, file: string, print: (line: string) => void): Promise<DatabaseDump> {
  const dataDir = config.dataDir;
  if (dataDir.startsWith('memory://')) throw new CliError('DATA_DIR is memory://: an in-memory database cannot be backed up from another process.');
  const exists = async (name: string) =>
    access(path.join(dataDir, name)).then(
      () => true,
      () => false,
    );
  if (!(await exists('PG_VERSION'))) throw new CliError(`There is no PGlite database in ${dataDir} (DATA_DIR): nothing to back up.`);
  if (await exists('postmaster.pid')) {
    throw new CliError(
      `The PGlite database in ${dataDir} is in use (postmaster.pid is present): stop the API first, a PGlite backup needs it stopped. ` +
        'If no API is running, the last one did not stop cleanly: start it once, stop it with Ctrl-C, then back up.',
    );
  }
  print(`Reading the PGlite database in ${dataDir} ...`);
  const client = await PGlite.create(dataDir);
  try {
    const run: SqlRunner = async (statement) => (await client.query<Record<string, unknown>>(statement)).rows;
    const server = await serverVersion(run);
    await prepareSession(run);
    const migration = await migrationLevel(run, config.migrationsFolder);
    const tables = await tableStats(run);
    const documents = await documentCounts(run);
    const tarball = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { flag: 'wx', mode: 0o600 });
    return { serverVersion: server.text, dumpTool: null, migration, tables, documents };
  } finally {
    await client.close();
  }
}

/**
 * Copies UPLOAD_DIR into the archive: the document vault's folder store, used with PGlite, whose
 * backup needs the API stopped, so nothing changes the files meanwhile. With PostgreSQL the vault is
 * in the database and the folder holds at most files from before the vault, not yet imported.
 */
async function copyUploads(uploadDir: string, destination: string, print: (line: string) => void): Promise<FileEntry[]> {
  if ((await folderEntries(uploadDir)).length === 0) print(`${uploadDir} (UPLOAD_DIR) is empty or absent: the archive holds no files.`);
  const { files, skipped } = await listFiles(uploadDir);
  for (const name of skipped) print(`Skipped ${path.join(uploadDir, name)}: not a regular file.`);
  const copied: FileEntry[] = [];
  for (const file of files) {
    const target = path.join(destination, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await copyFile(path.join(uploadDir, ...file.path.split('/')), target);
    // The archive's copy is what a restore brings back: describe it, not the source.
    copied.push({ path: file.path, size: (await stat(target)).size, sha256: await sha256File(target) });
  }
  return copied;
}

/** Runs the command; answers the process exit code. */
export async function runBackup(argv: string[], io: CliIo): Promise<number> {
  const prepared = argumentsAndConfig(() => parseBackupArgs(argv).out, io);
  if ('exitCode' in prepared) return prepared.exitCode;
  const { args: out, config } = prepared;
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  const startedAt = Date.now();
  let created = false;
  try {
    if ((await folderEntries(out)).length > 0) throw new CliError(`${out} already exists and is not empty: choose a new folder for the archive (--out).`);
    await mkdir(path.join(out, UPLOADS_FOLDER), { recursive: true, mode: 0o700 });
    created = true;
    const databaseFile = path.join(out, DATABASE_FILE[driver]);
    const dump = driver === 'postgres' ? await dumpPostgres(config, io.env, databaseFile, io.print) : await dumpPglite(config, databaseFile, io.print);
    const files = await copyUploads(config.uploadDir, path.join(out, UPLOADS_FOLDER), io.print);
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      format_version: ARCHIVE_FORMAT_VERSION,
      created_at: new Date().toISOString(),
      driver,
      server_version: dump.serverVersion,
      dump_tool: dump.dumpTool,
      migration: dump.migration,
      database: { file: DATABASE_FILE[driver], size: (await stat(databaseFile)).size, sha256: await sha256File(databaseFile) },
      tables: dump.tables,
      files,
    };
    // Written last: an archive without a manifest is an unfinished one and restore refuses it.
    await writeFile(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    io.print(`Backup written to ${out} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s:`);
    io.print(`  database   ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${dump.serverVersion}, migration ${dump.migration.last ?? '(unknown)'} (${dump.migration.applied} applied)`);
    io.print(`  tables     ${manifest.tables.length} tables, ${totalRows(manifest.tables)} rows (${manifest.database.file}, ${manifest.database.size} bytes)`);
    io.print(`  files      ${files.length} files, ${totalBytes(files)} bytes from ${config.uploadDir}`);
    io.print(
      `  documents  ${dump.documents.held} in the document vault, encrypted (the master keys are not in the archive: keep them apart); ` +
        `${dump.documents.deletedByRetention} deleted under retention before this backup (audit_log ${RETENTION_AUDIT_ACTIONS.join(', ')})`,
    );
    return 0;
  } catch (error) {
    if (created) await rm(out, { recursive: true, force: true });
    if (error instanceof CliError) {
      io.print(`Backup failed: ${error.message}`);
      return error.exitCode;
    }
    throw error;
  }
}

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';

/**
 * The backup archive (docs/backup-and-restore.md): one folder holding
 *
 *   manifest.json          what is inside, written last (a folder without it is an unfinished backup)
 *   database.pgdump        PostgreSQL: `pg_dump --format=custom`
 *   pglite-data.tar.gz     PGlite: the data folder as `dumpDataDir('gzip')` answers it
 *   uploads/...            the files of UPLOAD_DIR, same relative paths
 */
export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_FOLDER = 'uploads';
export const DATABASE_FILE = { postgres: 'database.pgdump', pglite: 'pglite-data.tar.gz' } as const;
export const ARCHIVE_FORMAT = 'connector-portal-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

export type Driver = keyof typeof DATABASE_FILE;

/** A problem the operator can act on: printed as is, without a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/**
 * The arguments (parsed by `parse`) and the API's configuration from `env`, or, when either is wrong,
 * the exit code after printing why (2 for a configuration error, the CliError's own code otherwise).
 */
export function argumentsAndConfig<Args>(
  parse: () => Args,
  io: { env: NodeJS.ProcessEnv; print(line: string): void },
): { args: Args; config: AppConfig } | { exitCode: number } {
  try {
    return { args: parse(), config: loadConfig(io.env) };
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError) {
      io.print(error.message);
      return { exitCode: error instanceof CliError ? error.exitCode : 2 };
    }
    throw error;
  }
}

export interface TableStats {
  /** `schema.table`. */
  table: string;
  rows: number;
  /** md5 over the sorted md5s of every row's text form (order-independent). */
  checksum: string;
}

export interface MigrationLevel {
  /** Tag of the last applied drizzle migration (its file name without .sql), or null when unknown here. */
  last: string | null;
  /** Its `created_at` in drizzle's bookkeeping (the journal's `when`). */
  created_at: number | null;
  /** How many migrations are applied. */
  applied: number;
}

export interface FileEntry {
  /** Relative to the upload folder, `/`-separated. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  format_version: number;
  created_at: string;
  driver: Driver;
  /** `server_version` of the source database. */
  server_version: string;
  /** PostgreSQL: the `pg_dump --version` line; null on PGlite. */
  dump_tool: string | null;
  migration: MigrationLevel;
  database: { file: string; size: number; sha256: string };
  tables: TableStats[];
  files: FileEntry[];
}

/** Runs one SQL statement and answers its rows (a pg client or a PGlite instance behind it). */
export type SqlRunner = (statement: string) => Promise<Record<string, unknown>[]>;

/**
 * Fixes the session settings that change the text form of values (time zone, date and float
 * formats), so a row has the same checksum on the source and on the restored copy.
 */
export async function prepareSession(run: SqlRunner): Promise<void> {
  for (const statement of [
    "SET TimeZone TO 'UTC'",
    "SET DateStyle TO 'ISO, YMD'",
    "SET IntervalStyle TO 'postgres'",
    'SET extra_float_digits TO 3',
    "SET bytea_output TO 'hex'",
  ]) {
    await run(statement);
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every ordinary table outside the system schemas (the application's and drizzle's bookkeeping). */
export async function listTables(run: SqlRunner): Promise<{ schema: string; name: string }[]> {
  const rows = await run(`
    SELECT n.nspname AS schema, c.relname AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r'
       AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
     ORDER BY 1, 2`);
  return rows.map((row) => ({ schema: String(row.schema), name: String(row.name) }));
}

/** Row count and content checksum of every table (call `prepareSession` first). */
export async function tableStats(run: SqlRunner): Promise<TableStats[]> {
  const stats: TableStats[] = [];
  for (const { schema, name } of await listTables(run)) {
    const [row] = await run(`
      SELECT count(*)::text AS rows,
             md5(coalesce(string_agg(row_hash, '' ORDER BY row_hash COLLATE "C"), '')) AS checksum
        FROM (SELECT md5(backup_row::text) AS row_hash FROM ${quoteIdent(schema)}.${quoteIdent(name)} AS backup_row) AS hashes`);
    stats.push({ table: `${schema}.${name}`, rows: Number(row?.rows ?? 0), checksum: String(row?.checksum ?? '') });
  }
  return stats;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build of the API knows (drizzle's journal next to the SQL files). */
export async function readJournal(migrationsFolder: string): Promise<JournalEntry[]> {
  try {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries?: JournalEntry[] };
    return journal.entries ?? [];
  } catch {
    return [];
  }
}

/** The last drizzle migration applied to the database (drizzle.__drizzle_migrations), named from the journal. */
export async function migrationLevel(run: SqlRunner, migrationsFolder: string): Promise<MigrationLevel> {
  const [table] = await run("SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name");
  if (!table?.name) return { last: null, created_at: null, applied: 0 };
  const [row] = await run('SELECT count(*)::text AS applied, max(created_at)::text AS last FROM drizzle.__drizzle_migrations');
  const applied = Number(row?.applied ?? 0);
  const createdAt = row?.last === null || row?.last === undefined ? null : Number(row.last);
  const journal = await readJournal(migrationsFolder);
  const last = createdAt === null ? null : (journal.find((entry) => entry.when === createdAt)?.tag ?? null);
  return { last, created_at: createdAt, applied };
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * The regular files under `root` (recursively), sorted by path, with size and sha256; an absent
 * folder has none. Anything else (a symbolic link, a socket) is reported in `skipped`.
 */
export async function listFiles(root: string): Promise<{ files: FileEntry[]; skipped: string[] }> {
  const files: FileEntry[] = [];
  const skipped: string[] = [];
  const walk = async (relative: string) => {
    let entries;
    try {
      entries = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && relative === '') return;
      throw error;
    }
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) {
        const absolute = path.join(root, child);
        files.push({ path: child, size: (await stat(absolute)).size, sha256: await sha256File(absolute) });
      } else skipped.push(child);
    }
  };
  await walk('');
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, skipped };
}

/** The entries of a folder; none when it does not exist. */
export async function folderEntries(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') throw new CliError(`${folder} is a file, not a folder.`);
    throw error;
  }
}

/** A manifest file path inside the archive may not leave its folder. */
export function safeRelativePath(relative: string): boolean {
  return relative !== '' && !path.isAbsolute(relative) && !relative.split(/[\\/]/).some((part) => part === '..' || part === '' || part === '.');
}

export async function readManifest(archive: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(archive, MANIFEST_FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new CliError(`${archive} is not a backup archive: it has no ${MANIFEST_FILE} (an unfinished backup has none either).`);
    }
    throw error;
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new CliError(`${path.join(archive, MANIFEST_FILE)} is not valid JSON.`);
  }
  if (manifest.format !== ARCHIVE_FORMAT || typeof manifest.format_version !== 'number') {
    throw new CliError(`${archive} is not a Connector Portal backup (manifest format ${JSON.stringify(manifest.format)}).`);
  }
  if (manifest.format_version > ARCHIVE_FORMAT_VERSION) {
    throw new CliError(`${archive} has archive format ${manifest.format_version}; this version of the API reads format ${ARCHIVE_FORMAT_VERSION}. Use a newer API.`);
  }
  if (!(manifest.driver in DATABASE_FILE) || !Array.isArray(manifest.tables) || !Array.isArray(manifest.files) || !manifest.database) {
    throw new CliError(`${path.join(archive, MANIFEST_FILE)} is incomplete (driver, database, tables and files are required).`);
  }
  const unsafe = [manifest.database.file, ...manifest.files.map((file) => file.path)].find((file) => !safeRelativePath(String(file)));
  if (unsafe !== undefined) throw new CliError(`${path.join(archive, MANIFEST_FILE)} names a path outside the archive: ${JSON.stringify(unsafe)}.`);
  return manifest;
}

/** The differences between the tables a manifest lists and the ones found; empty when equal. */
export function compareTables(expected: TableStats[], actual: TableStats[]): string[] {
  const problems: string[] = [];
  const found = new Map(actual.map((stats) => [stats.table, stats]));
  for (const want of expected) {
    const got = found.get(want.table);
    found.delete(want.table);
    if (!got) problems.push(`table ${want.table}: missing (expected ${want.rows} rows)`);
    else if (got.rows !== want.rows) problems.push(`table ${want.table}: ${got.rows} rows, expected ${want.rows}`);
    else if (got.checksum !== want.checksum) problems.push(`table ${want.table}: same row count (${got.rows}) but different content`);
  }
  for (const extra of found.values()) problems.push(`table ${extra.table}: not in the backup (${extra.rows} rows)`);
  return problems;
}

/** The differences between the files a manifest lists and the ones found; empty when equal. */
export function compareFiles(expected: FileEntry[], actual: FileEntry[]): string[] {
  const problems: string[] = [];
  const found = new Map(actual.map((file) => [file.path, file]));
  for (const want of expected) {
    const got = found.get(want.path);
    found.delete(want.path);
    if (!got) problems.push(`file ${want.path}: missing`);
    else if (got.size !== want.size) problems.push(`file ${want.path}: ${got.size} bytes, expected ${want.size}`);
    else if (got.sha256 !== want.sha256) problems.push(`file ${want.path}: different content (sha256 ${got.sha256}, expected ${want.sha256})`);
  }
  for (const extra of found.values()) problems.push(`file ${extra.path}: not in the backup`);
  return problems;
}

export const totalRows = (tables: TableStats[]) => tables.reduce((sum, table) => sum + table.rows, 0);
export const totalBytes = (files: FileEntry[]) => files.reduce((sum, file) => sum + file.size, 0);

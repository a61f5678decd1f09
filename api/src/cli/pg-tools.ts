import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { CliError, type SqlRunner } from './backup-archive';

/** `postgres://user@host:port/db` without the password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

/**
 * The connection string for pg_dump / pg_restore without its password, which goes to PGPASSWORD
 * instead: a command line is visible to every user of the machine (ps), the environment is not.
 */
export function libpqConnection(url: string, env: NodeJS.ProcessEnv): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...env, PGPASSWORD: password } : { ...env } };
}

/** pg_dump / pg_restore: from PG_BIN_DIR when set, else found on PATH. */
export function toolPath(tool: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): string {
  const dir = env.PG_BIN_DIR?.trim();
  return dir ? path.join(dir, tool) : tool;
}

export interface ToolResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program with an argument array (no shell); a missing program is a CliError saying what to install. */
export function runTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<ToolResult> {
  const name = path.basename(program);
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < 1_000_000) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 1_000_000) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new CliError(
            `${name} was not found${env.PG_BIN_DIR ? ` in PG_BIN_DIR (${env.PG_BIN_DIR})` : ' on PATH'}. Install the PostgreSQL client tools of the ` +
              `server's major version or newer (Debian: apt-get install postgresql-client-NN, NN the server's major version), or set PG_BIN_DIR to the folder holding ${name}.`,
          ),
        );
      } else reject(new CliError(`Could not run ${program}: ${error.message}`));
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }));
  });
}

/** The tool's version line (`pg_dump (PostgreSQL) 15.20 ...`) and major version. */
export async function toolVersion(program: string, env: NodeJS.ProcessEnv): Promise<{ line: string; major: number }> {
  const result = await runTool(program, ['--version'], env);
  const line = result.stdout.trim().split('\n')[0] ?? '';
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(line);
  if (result.code !== 0 || !match) throw new CliError(`${program} --version did not answer a PostgreSQL version: ${(result.stderr || line).trim()}`);
  return { line, major: Number(match[1]) };
}

function describeConnectionError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map((inner: unknown) => (inner instanceof Error ? inner.message : String(inner))).join('; ');
  }
  return error instanceof Error ? error.message || String((error as NodeJS.ErrnoException).code ?? error) : String(error);
}

/** An open connection, or a CliError that says the server could not be reached and why. */
export async function connectPostgres(url: string, purpose: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, application_name: `connector-portal-${purpose}` });
  // A connection lost later surfaces as a failed query; without a listener it would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    const code = (error as { code?: string }).code;
    const hint =
      code === '3D000'
        ? ' Create the database first (createdb, or CREATE DATABASE in psql).'
        : code === '28P01' || code === '28000'
          ? ' Check the user and password in DATABASE_URL.'
          : ' Check DATABASE_URL and that the server is running and reachable from here.';
    throw new CliError(`Cannot connect to PostgreSQL at ${redactUrl(url)}: ${describeConnectionError(error)}.${hint}`);
  }
}

export const pgRunner =
  (client: pg.Client): SqlRunner =>
  async (statement) =>
    (await client.query(statement)).rows as Record<string, unknown>[];

/** The server's major version (150020 → 15) and its `server_version`. */
export async function serverVersion(run: SqlRunner): Promise<{ text: string; major: number }> {
  const [row] = await run("SELECT current_setting('server_version') AS text, current_setting('server_version_num')::int AS num");
  return { text: String(row?.text ?? ''), major: Math.floor(Number(row?.num ?? 0) / 10_000) };
}

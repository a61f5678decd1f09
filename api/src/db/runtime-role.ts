/*
 * The API's runtime database role in production (docs/operations.md#migrations): it reads and writes rows and
 * nothing else. `migrate.js` runs as the database's owner and, after the migrations, grants this role what the
 * API needs on every table and sequence that exists then (so a new table is covered by the next migrate).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

export interface RuntimeRole {
  name: string;
  /** Creates the role (or sets its password) when given; without it the role must already exist. */
  password: string | undefined;
}

/** A statement built by the server itself (`format` with %I and %L), so a name or password is always quoted. */
async function runFormatted(db: Database, template: string, ...values: string[]): Promise<void> {
  const args = values.map((value) => sql`${value}::text`);
  const [row] = await queryRows<{ statement: string }>(db, sql`select format(${template}, ${sql.join(args, sql`, `)}) as statement`);
  if (!row) throw new Error('format() answered nothing');
  await db.execute(sql.raw(row.statement));
}

/**
 * Creates or updates the role when a password is given, refuses a superuser or the owner itself, and grants
 * it CONNECT, and on the public schema USAGE, SELECT/INSERT/UPDATE/DELETE on every table and USAGE/SELECT/UPDATE
 * on every sequence, plus reading the migrations' bookkeeping (the API checks that nothing is pending; a backup
 * dumps it).
 * Answers whether the role was created.
 */
export async function grantRuntimeRole(db: Database, role: RuntimeRole): Promise<{ created: boolean }> {
  const [existing] = await queryRows<{ rolsuper: boolean; is_current: boolean }>(
    db,
    sql`select rolsuper, rolname = current_user as is_current from pg_roles where rolname = ${role.name}`,
  );
  if (existing?.is_current) throw new Error(`DATABASE_RUNTIME_ROLE=${role.name} is the role migrate.js runs as: the API's role must be another, without DDL rights.`);
  if (existing?.rolsuper) throw new Error(`DATABASE_RUNTIME_ROLE=${role.name} is a superuser: the API's role must not be one.`);
  if (!existing && role.password === undefined) {
    throw new Error(`DATABASE_RUNTIME_ROLE=${role.name} does not exist: create it (LOGIN, no other attribute) or set DATABASE_RUNTIME_PASSWORD for migrate.js to create it.`);
  }
  if (role.password !== undefined) {
    await runFormatted(db, existing ? 'alter role %I with login password %L' : 'create role %I with login nosuperuser nocreatedb nocreaterole noreplication password %L', role.name, role.password);
  }
  await runFormatted(db, 'grant connect on database %I to %I', (await currentDatabase(db)), role.name);
  await runFormatted(db, 'grant usage on schema public to %I', role.name);
  await runFormatted(db, 'grant select, insert, update, delete on all tables in schema public to %I', role.name);
  await runFormatted(db, 'grant usage, select, update on all sequences in schema public to %I', role.name);
  await runFormatted(db, 'grant usage on schema drizzle to %I', role.name);
  // Its sequence too: a backup (pg_dump) run with the API's settings reads every sequence it dumps.
  await runFormatted(db, 'grant select on all tables in schema drizzle to %I', role.name);
  await runFormatted(db, 'grant select on all sequences in schema drizzle to %I', role.name);
  // PostgreSQL 15 and later give PUBLIC no CREATE on the public schema; an older or altered database might.
  await runFormatted(db, 'revoke create on schema public from public, %I', role.name);
  return { created: !existing };
}

async function currentDatabase(db: Database): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  if (!row) throw new Error('current_database() answered nothing');
  return row.name;
}

/*
 * Migrations as their own step (docs/operations.md#migrations). In development and tests the API migrates
 * as it starts; in production `node api/dist/migrate.js` runs them first, as the database's owner, and the
 * replicas connect as a runtime role without DDL rights: they only check that nothing is pending.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { queryRows, type Database, type DatabaseHandle } from './client';

/** The command that applies the migrations, as an operator types it. */
export const MIGRATE_COMMAND = 'node api/dist/migrate.js';

/** The database is behind the build's migrations and this process may not apply them. */
export class MigrationsPending extends Error {
  constructor(readonly pending: number) {
    super(
      `The database lacks ${pending} of this build's migrations, and MIGRATE_ON_START=false: run "${MIGRATE_COMMAND}" ` +
        '(as the database owner) before starting the API (docs/operations.md#migrations).',
    );
    this.name = 'MigrationsPending';
  }
}

/** How many of the folder's migrations the database has not applied (drizzle's own bookkeeping). */
export async function pendingMigrationCount(db: Database, folder: string): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  let lastApplied = 0;
  try {
    const rows = await queryRows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    lastApplied = rows[0] ? Number(rows[0].created_at) : 0;
  } catch (error) {
    // No bookkeeping table yet: nothing applied. Anything else (no right to read it) is the operator's to see.
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (code !== '42P01' && code !== '3F000') throw error;
  }
  return migrations.filter((migration) => migration.folderMillis > lastApplied).length;
}

/**
 * Before the data is touched: apply the migrations (`migrateOnStart`) or, without the right to, refuse to go
 * on while any is pending. Callers hold the start-up lock (STARTUP_LOCK_KEY), so that processes starting
 * together do not race inside the migrations, and a check waits for a migration in progress.
 */
export async function ensureMigrated(database: DatabaseHandle, options: { migrateOnStart: boolean; migrationsFolder: string }): Promise<void> {
  if (options.migrateOnStart) {
    await database.migrate(options.migrationsFolder);
    return;
  }
  const pending = await pendingMigrationCount(database.db, options.migrationsFolder);
  if (pending > 0) throw new MigrationsPending(pending);
}

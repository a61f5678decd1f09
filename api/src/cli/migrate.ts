/*
 * `node api/dist/migrate.js`: applies the build's migrations, as the database's owner, before the API
 * replicas start (compose's one-shot `migrate` service; docs/operations.md#migrations). With
 * DATABASE_RUNTIME_ROLE it then grants that role the API's rights (db/runtime-role.ts), creating it when
 * DATABASE_RUNTIME_PASSWORD is set. Reads only the database settings: it needs none of the API's secrets.
 */
import { ConfigError, migrationSettings } from '../config';
import { openDatabase } from '../db/client';
import { STARTUP_LOCK_KEY } from '../db/lock-keys';
import { pendingMigrationCount } from '../db/migrations';
import { grantRuntimeRole } from '../db/runtime-role';

/** Runs the command; answers the process exit code (2: bad settings, 1: the database refused). */
export async function runMigrate(env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  let settings: ReturnType<typeof migrationSettings>;
  try {
    settings = migrationSettings(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(`Nothing migrated. ${error.message}`);
    return 2;
  }
  const database = await openDatabase(settings);
  try {
    // The lock the API's own start-up takes: a replica that still migrates itself waits, and so does this.
    await database.exclusive(STARTUP_LOCK_KEY, async () => {
      const pending = await pendingMigrationCount(database.db, settings.migrationsFolder);
      await database.migrate(settings.migrationsFolder);
      print(pending === 0 ? 'The database was already up to date.' : `Applied ${pending} migration${pending === 1 ? '' : 's'}.`);
      if (settings.runtimeRole) {
        const { created } = await grantRuntimeRole(database.db, settings.runtimeRole);
        print(`${created ? 'Created the runtime role' : 'The runtime role'} ${settings.runtimeRole.name}: rows only (read, write, delete), no DDL.`);
      }
    });
    return 0;
  } catch (error) {
    print(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

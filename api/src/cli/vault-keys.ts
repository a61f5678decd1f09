import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { STARTUP_LOCK_KEY } from '../db/lock-keys';
import { ensureMigrated } from '../db/migrations';
import { vaultObjects } from '../db/schema';
import { newMasterKeyLine } from '../features/vault/keyring';
import { openVault } from '../features/vault/vault';

/**
 * The document vault's master keys (docs/document-vault.md):
 *
 *   node api/dist/vault-keys.js new <key-id>   print a new key line for VAULT_MASTER_KEYS / VAULT_MASTER_KEY_FILE
 *   node api/dist/vault-keys.js status         how many documents each master key wraps
 *   node api/dist/vault-keys.js rotate         re-wrap every data key under the active (first) key
 *
 * `status` and `rotate` use the API's own configuration (DATABASE_URL or DATA_DIR, the keys). On
 * PostgreSQL they run while the API serves; PGlite belongs to one process, so there stop the API
 * first (a starting API re-wraps by itself).
 */
export interface VaultKeysIo {
  env: NodeJS.ProcessEnv;
  print(line: string): void;
}

const USAGE = 'usage: node api/dist/vault-keys.js new <key-id> | status | rotate';

/** Runs the command; answers the process exit code. */
export async function runVaultKeys(argv: string[], io: VaultKeysIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'new' && rest.length === 1) {
    try {
      io.print(newMasterKeyLine(rest[0] as string));
    } catch (error) {
      io.print(`${USAGE}\n(${(error as Error).message})`);
      return 2;
    }
    return 0;
  }
  if ((command !== 'status' && command !== 'rotate') || rest.length > 0) {
    io.print(USAGE);
    return 2;
  }
  const config = loadConfig(io.env);
  const database = await openDatabase(config);
  try {
    await database.exclusive(STARTUP_LOCK_KEY, () => ensureMigrated(database, config));
    const vault = await openVault(database, config);
    if (command === 'rotate') {
      const result = await vault.rewrapAll();
      io.print(`Re-wrapped ${result.rewrapped} data keys under "${vault.keyring.activeKeyId}".`);
      if (result.unreadable > 0) {
        io.print(`${result.unreadable} documents are under master keys this configuration does not list: add those keys (after the active one) and run this again.`);
        return 1;
      }
    }
    const counts = await database.db
      .select({ keyId: vaultObjects.keyId, count: sql<number>`count(*)::int` })
      .from(vaultObjects)
      .groupBy(vaultObjects.keyId)
      .orderBy(vaultObjects.keyId);
    io.print(`Documents per master key (${vault.chunks.kind} store):`);
    for (const { keyId, count } of counts) {
      const state = keyId === vault.keyring.activeKeyId ? 'active' : vault.keyring.has(keyId) ? 'configured, not active' : 'NOT CONFIGURED: unreadable';
      io.print(`  ${keyId}  ${count}  (${state})`);
    }
    if (counts.length === 0) io.print('  (none)');
    const removable = vault.keyring.keyIds.filter((keyId) => keyId !== vault.keyring.activeKeyId && !counts.some((row) => row.keyId === keyId));
    if (removable.length > 0) io.print(`No document is under ${removable.map((keyId) => `"${keyId}"`).join(', ')}: it can be removed from the configuration.`);
    return 0;
  } finally {
    await database.close();
  }
}

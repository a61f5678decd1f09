import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The master keys that wrap the vault's data keys (envelope encryption, docs/document-vault.md).
 * Shaped as a KMS or HSM answers: the caller hands over a data key and gets it back wrapped, naming
 * the key that wrapped it, and the master keys themselves never leave the keyring. A KMS-backed
 * keyring implements the same three members with the provider's Encrypt and Decrypt calls.
 */
export interface MasterKeyring {
  /** The key new objects are wrapped with, and the one rotation re-wraps everything under. */
  readonly activeKeyId: string;
  wrap(dataKey: Buffer): Promise<{ keyId: string; wrapped: Buffer }>;
  /** Throws when `keyId` is not in the keyring or the wrapped key was altered. */
  unwrap(keyId: string, wrapped: Buffer): Promise<Buffer>;
  /** Whether `keyId` can still be unwrapped here (an object under a removed key cannot be read). */
  has(keyId: string): boolean;
  /** Every key id it can unwrap, the active one first. */
  readonly keyIds: readonly string[];
}

export const MASTER_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Keys given as text, one `id:base64-key` per line (or separated by commas), the active key first:
 * VAULT_MASTER_KEYS or the file VAULT_MASTER_KEY_FILE names. The others are older keys, kept until
 * rotation has re-wrapped every object they wrapped.
 */
export function parseMasterKeys(text: string): Map<string, Buffer> {
  const keys = new Map<string, Buffer>();
  const entries = text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const [position, entry] of entries.entries()) {
    const separator = entry.indexOf(':');
    const id = separator > 0 ? entry.slice(0, separator) : '';
    if (!KEY_ID.test(id)) throw new Error(`master key ${position + 1}: expected "id:base64-key" with an id of letters, digits, ".", "_" or "-"`);
    const key = Buffer.from(entry.slice(separator + 1), 'base64');
    if (key.length !== MASTER_KEY_BYTES) throw new Error(`master key "${id}": expected ${MASTER_KEY_BYTES} bytes in base64, found ${key.length}`);
    if (keys.has(id)) throw new Error(`master key "${id}" is listed twice`);
    keys.set(id, key);
  }
  if (keys.size === 0) throw new Error('no master key is listed');
  return keys;
}

/** A new key line for the keys text (the `vault-keys` command prints one). */
export function newMasterKeyLine(id: string): string {
  if (!KEY_ID.test(id)) throw new Error('a key id is 1–64 letters, digits, ".", "_" or "-"');
  return `${id}:${randomBytes(MASTER_KEY_BYTES).toString('base64')}`;
}

/** Master keys held in this process's memory, from configuration. Wrapping is AES-256-GCM, the key id bound as associated data. */
export class LocalKeyring implements MasterKeyring {
  readonly activeKeyId: string;

  constructor(private readonly keys: Map<string, Buffer>) {
    const [first] = keys.keys();
    if (first === undefined) throw new Error('no master key is listed');
    this.activeKeyId = first;
  }

  has(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  get keyIds(): readonly string[] {
    return [...this.keys.keys()];
  }

  async wrap(dataKey: Buffer): Promise<{ keyId: string; wrapped: Buffer }> {
    const keyId = this.activeKeyId;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(keyId) as Buffer, iv).setAAD(Buffer.from(keyId));
    const sealed = Buffer.concat([cipher.update(dataKey), cipher.final()]);
    return { keyId, wrapped: Buffer.concat([iv, sealed, cipher.getAuthTag()]) };
  }

  async unwrap(keyId: string, wrapped: Buffer): Promise<Buffer> {
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`the master key "${keyId}" is not in the keyring`);
    const decipher = createDecipheriv('aes-256-gcm', key, wrapped.subarray(0, IV_BYTES)).setAAD(Buffer.from(keyId));
    decipher.setAuthTag(wrapped.subarray(wrapped.length - TAG_BYTES));
    return Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES, wrapped.length - TAG_BYTES)), decipher.final()]);
  }
}

/**
 * The development keyring's file: generated on first use, outside the data folder (`.data`), so a
 * copy of the database or of a backup does not carry the key that opens it. Production configures
 * its keys (loadConfig refuses to start without them).
 */
export async function developmentKeysText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole under another name, then linked into place: a process starting at the same moment
  // (a second replica, the tests' setup) never reads a half-written file, and the first link wins.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${newMasterKeyLine('dev-1')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return readFile(file, 'utf8');
}

/** Where the master keys come from (config.ts's VaultSettings). */
export interface KeyringSettings {
  /** The keys as text (VAULT_MASTER_KEYS: `id:base64-key` entries, the active one first). */
  masterKeys: string | undefined;
  /** A file holding that text instead (VAULT_MASTER_KEY_FILE, e.g. a mounted secret). */
  masterKeyFile: string | undefined;
  /** Outside production with neither: a key generated once into this file, outside the data folder. */
  developmentKeyFile: string;
}

/** The keyring the settings name: VAULT_MASTER_KEYS, the file VAULT_MASTER_KEY_FILE, or (outside production) the development file. */
export async function loadKeyring(settings: KeyringSettings, production: boolean): Promise<MasterKeyring> {
  if (settings.masterKeys !== undefined) return new LocalKeyring(parseMasterKeys(settings.masterKeys));
  if (settings.masterKeyFile !== undefined) return new LocalKeyring(parseMasterKeys(await readFile(settings.masterKeyFile, 'utf8')));
  if (production) throw new Error('the document vault has no master key (VAULT_MASTER_KEYS or VAULT_MASTER_KEY_FILE)');
  return new LocalKeyring(parseMasterKeys(await developmentKeysText(settings.developmentKeyFile)));
}

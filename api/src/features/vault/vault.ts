import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { DocumentAccessPurpose } from 'shared-contracts';
import path from 'node:path';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { DatabaseChunkStore, FolderChunkStore, type VaultChunkStore } from './chunk-stores';
import { loadKeyring, type MasterKeyring } from './keyring';
import { SealedChunkCache } from './sealed-chunk-cache';
import { VAULT_ROTATION_LOCK_KEY } from '../../db/lock-keys';
import type { Database, Executor } from '../../db/client';
import { documentAccessLog, vaultObjects } from '../../db/schema';
import { vaultOperations } from '../metrics/registry';

/**
 * The document vault (docs/document-vault.md): every stored document (KYC images, lead documents)
 * is kept here. Its keys and metadata are in the database; its sealed bytes in a chunk store
 * (chunk-stores.ts): the database itself on PostgreSQL, so every replica on any host reads what
 * another stored, or a folder with the embedded PGlite.
 *
 * Each object has its own random data key; its bytes are cut into chunks of CHUNK_BYTES, each sealed
 * with AES-256-GCM under a fresh IV, with the object's id, the chunk's position and whether it is the
 * last bound as associated data: a chunk altered, moved to another place or object, dropped or cut
 * off at the end fails its check. The data key is kept only wrapped by a master key
 * (keyring.ts), whose id the object records; rotation re-wraps data keys and leaves the chunks as
 * they are.
 *
 * A read is answered only when every chunk has passed its check (never a partly served document),
 * and only after it is recorded in the append-only access log.
 */
export const CHUNK_BYTES = 1024 * 1024;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;

/** What a document is for; the retention rules are per purpose. */
export type VaultPurpose = 'kyc' | 'lead' | 'payout';


export interface DocumentAccess {
  viewerId: number;
  viewerRole: string;
  /** The employee the document is about. */
  subjectId: number;
  /** The record the document belongs to and which of its documents it is. */
  recordType: 'kyc_submission' | 'lead_document' | 'payout_run';
  recordId: number;
  documentKind: string;
  /** Why, as the access log records it. */
  purpose: DocumentAccessPurpose;
  address: string | null;
}

export interface StoredObject {
  id: string;
  size: number;
  /** SHA-256 of the plaintext. */
  sha256: string;
}

/** An object being written chunk by chunk (an upload as it arrives); `abort` removes what was written. */
export interface VaultWriter {
  readonly id: string;
  write(bytes: Buffer): Promise<void>;
  finish(): Promise<StoredObject>;
  abort(): Promise<void>;
}

/** The object is not in the vault (deleted, or never finished). */
export class VaultObjectMissing extends Error {}

/** The object failed its integrity check, or its master key is no longer configured: nothing of it is served. */
export class VaultObjectUnreadable extends Error {
  constructor(
    readonly objectId: string,
    readonly reason: 'tampered' | 'key-unavailable',
  ) {
    super(reason === 'tampered' ? `vault object ${objectId} failed its integrity check` : `vault object ${objectId}: its master key is not configured`);
  }
}

function chunkAad(objectId: string, index: number, last: boolean): Buffer {
  return Buffer.from(`vault:${objectId}:${index}:${last ? 'last' : 'more'}`);
}

export function sealChunk(dataKey: Buffer, objectId: string, index: number, last: boolean, plaintext: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv).setAAD(chunkAad(objectId, index, last));
  return Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** Throws when the chunk was altered or does not belong at this place of this object. */
function openChunk(dataKey: Buffer, objectId: string, index: number, last: boolean, sealed: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('chunk too short');
  const decipher = createDecipheriv('aes-256-gcm', dataKey, sealed.subarray(0, IV_BYTES)).setAAD(chunkAad(objectId, index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}

export class DocumentVault {
  constructor(
    private readonly db: Database,
    readonly keyring: MasterKeyring,
    readonly chunks: VaultChunkStore,
    /** Checked ciphertext kept in this replica's memory (sealed-chunk-cache.ts); none for a local folder. */
    private readonly readCache?: SealedChunkCache,
  ) {}

  /**
   * Starts a new object. Chunks are written as the bytes arrive, on `executor` (a transaction that
   * also records what the document is, or the database).
   */
  async openWriter(meta: { purpose: VaultPurpose; contentType: string }, executor: Executor = this.db): Promise<VaultWriter> {
    const id = randomUUID();
    const dataKey = randomBytes(DATA_KEY_BYTES);
    const { keyId, wrapped } = await this.keyring.wrap(dataKey);
    await executor.insert(vaultObjects).values({ id, purpose: meta.purpose, contentType: meta.contentType, keyId, wrappedKey: wrapped });
    const hash = createHash('sha256');
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let index = 0;
    let ended = false;
    const chunks = this.chunks;
    const writeChunk = async (plaintext: Buffer, last: boolean) => {
      await chunks.put(id, index, sealChunk(dataKey, id, index, last, plaintext), executor);
      index += 1;
    };
    const remove = () => this.remove([id], executor);
    return {
      id,
      async write(bytes) {
        if (ended) throw new Error('the vault writer is closed');
        hash.update(bytes);
        size += bytes.length;
        pending.push(bytes);
        pendingBytes += bytes.length;
        // A chunk is sealed once more bytes follow it, so only the last one is sealed as last.
        while (pendingBytes > CHUNK_BYTES) {
          const all = Buffer.concat(pending);
          await writeChunk(all.subarray(0, CHUNK_BYTES), false);
          pending = [all.subarray(CHUNK_BYTES)];
          pendingBytes = all.length - CHUNK_BYTES;
        }
      },
      async finish() {
        if (ended) throw new Error('the vault writer is closed');
        ended = true;
        await writeChunk(Buffer.concat(pending), true);
        pending = [];
        await executor.update(vaultObjects).set({ size, chunkCount: index, state: 'stored' }).where(eq(vaultObjects.id, id));
        vaultOperations.inc({ operation: 'store', outcome: 'ok' });
        return { id, size, sha256: hash.digest('hex') };
      },
      async abort() {
        ended = true;
        pending = [];
        vaultOperations.inc({ operation: 'store', outcome: 'aborted' });
        await remove();
      },
    };
  }

  /** Stores a whole document at once. */
  async store(bytes: Buffer, meta: { purpose: VaultPurpose; contentType: string }, executor: Executor = this.db): Promise<StoredObject> {
    const writer = await this.openWriter(meta, executor);
    try {
      await writer.write(bytes);
      return await writer.finish();
    } catch (error) {
      await writer.abort().catch(() => undefined);
      throw error;
    }
  }

  /**
   * The document's plaintext, once every chunk has passed its check, after the read is recorded in
   * the access log. Throws VaultObjectMissing or VaultObjectUnreadable (nothing recorded then).
   */
  async read(objectId: string, access: DocumentAccess): Promise<Buffer> {
    let plaintext: Buffer;
    try {
      plaintext = await this.open(objectId);
    } catch (error) {
      const outcome = error instanceof VaultObjectMissing ? 'missing' : error instanceof VaultObjectUnreadable ? 'unreadable' : 'failed';
      vaultOperations.inc({ operation: 'read', outcome });
      throw error;
    }
    await this.db.insert(documentAccessLog).values({ objectId, ...access });
    vaultOperations.inc({ operation: 'read', outcome: 'ok' });
    return plaintext;
  }

  /** Decrypts and checks an object (no access record: callers are read() and the vault's own jobs). */
  private async open(objectId: string): Promise<Buffer> {
    const [object] = await this.db
      .select({ keyId: vaultObjects.keyId, wrappedKey: vaultObjects.wrappedKey, chunkCount: vaultObjects.chunkCount, size: vaultObjects.size })
      .from(vaultObjects)
      .where(and(eq(vaultObjects.id, objectId), eq(vaultObjects.state, 'stored')));
    if (!object) throw new VaultObjectMissing(`vault object ${objectId} is not stored`);
    if (!this.keyring.has(object.keyId)) throw new VaultObjectUnreadable(objectId, 'key-unavailable');
    let dataKey: Buffer;
    try {
      dataKey = await this.keyring.unwrap(object.keyId, object.wrappedKey);
    } catch {
      throw new VaultObjectUnreadable(objectId, 'tampered');
    }
    const cached = this.readCache?.get(objectId);
    const chunks = cached ?? (await this.chunks.get(objectId));
    if (chunks.length !== object.chunkCount) throw new VaultObjectUnreadable(objectId, 'tampered');
    let plaintext: Buffer;
    try {
      plaintext = Buffer.concat(chunks.map((sealed, index) => openChunk(dataKey, objectId, index, index === chunks.length - 1, sealed)));
      if (plaintext.length !== object.size) throw new Error('size differs');
    } catch {
      throw new VaultObjectUnreadable(objectId, 'tampered');
    }
    if (!cached) this.readCache?.set(objectId, chunks);
    return plaintext;
  }

  /** Deletes objects and their chunks (a document replaced, masked or past its retention). */
  async remove(ids: readonly string[], executor: Executor = this.db): Promise<void> {
    if (ids.length === 0) return;
    await executor.delete(vaultObjects).where(inArray(vaultObjects.id, [...ids]));
    vaultOperations.inc({ operation: 'remove', outcome: 'ok' }, ids.length);
    this.readCache?.delete(ids);
    await this.chunks.removed(ids);
  }

  /**
   * Deletes objects' rows, and with them their wrapped data keys, in `executor`: a transaction that also
   * records why (a masked copy replacing its original). Once the data key is gone the sealed chunks can
   * never be decrypted again (crypto-shredding), so the destruction happens in that transaction; the
   * database store's chunks go with the rows (ON DELETE CASCADE). A folder store's files cannot be part
   * of a transaction: call `discardChunks` after it commits (deleting them before would lose the
   * document if the transaction rolled back). A file left by a process that stopped in between is
   * ciphertext without a key, and the retention job removes it as a stray.
   */
  async forget(ids: readonly string[], executor: Executor): Promise<void> {
    if (ids.length === 0) return;
    await executor.delete(vaultObjects).where(inArray(vaultObjects.id, [...ids]));
    vaultOperations.inc({ operation: 'remove', outcome: 'ok' }, ids.length);
    this.readCache?.delete(ids);
  }

  /** Removes the chunks of objects whose rows `forget` deleted in a transaction that has committed. */
  async discardChunks(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    this.readCache?.delete(ids);
    await this.chunks.removed(ids);
  }

  /** Objects a process began and never finished (it stopped mid-upload): removed by the retention job. */
  async removeAbandoned(olderThan: Date): Promise<number> {
    const gone = await this.db
      .delete(vaultObjects)
      .where(and(eq(vaultObjects.state, 'writing'), lt(vaultObjects.createdAt, olderThan)))
      .returning({ id: vaultObjects.id });
    const strays = await this.chunks.strays(async (ids) => {
      const rows = await this.db.select({ id: vaultObjects.id }).from(vaultObjects).where(inArray(vaultObjects.id, ids));
      return new Set(rows.map((row) => row.id));
    }, olderThan);
    const removed = [...gone.map((row) => row.id), ...strays];
    this.readCache?.delete(removed);
    await this.chunks.removed(removed);
    return removed.length;
  }

  /**
   * Re-wraps every data key not under the active master key (key rotation): a batch at a time, each
   * object updated only if nobody changed it meanwhile, while reads go on (an object is readable under
   * its old key until it is re-wrapped, and under the new one after). Objects whose key is no longer
   * configured are counted, not touched.
   */
  async rewrapAll(batchSize = 200): Promise<{ rewrapped: number; unreadable: number; remaining: number }> {
    let rewrapped = 0;
    const active = this.keyring.activeKeyId;
    const skipped = new Set<string>();
    for (;;) {
      const batch = await this.db
        .select({ id: vaultObjects.id, keyId: vaultObjects.keyId, wrappedKey: vaultObjects.wrappedKey })
        .from(vaultObjects)
        .where(and(ne(vaultObjects.keyId, active), skipped.size ? notInArray(vaultObjects.id, [...skipped]) : undefined))
        .orderBy(asc(vaultObjects.id))
        .limit(batchSize);
      if (batch.length === 0) break;
      for (const object of batch) {
        if (!this.keyring.has(object.keyId)) {
          skipped.add(object.id);
          continue;
        }
        const dataKey = await this.keyring.unwrap(object.keyId, object.wrappedKey).catch(() => null);
        if (!dataKey) {
          skipped.add(object.id);
          continue;
        }
        const { keyId, wrapped } = await this.keyring.wrap(dataKey);
        const updated = await this.db
          .update(vaultObjects)
          .set({ keyId, wrappedKey: wrapped })
          .where(and(eq(vaultObjects.id, object.id), eq(vaultObjects.keyId, object.keyId)))
          .returning({ id: vaultObjects.id });
        rewrapped += updated.length;
      }
    }
    const [left] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(vaultObjects)
      .where(ne(vaultObjects.keyId, active));
    return { rewrapped, unreadable: skipped.size, remaining: left?.count ?? 0 };
  }
}

/** The vault the configuration describes: its keyring and its chunk store (by default the database on PostgreSQL, a folder on PGlite). */
export async function openVault(database: DatabaseHandle, config: Pick<AppConfig, 'vault' | 'nodeEnv' | 'uploadDir'>): Promise<DocumentVault> {
  const kind = config.vault.store ?? (database.driver === 'postgres' ? 'database' : 'folder');
  const store = kind === 'database' ? new DatabaseChunkStore(database.db) : new FolderChunkStore(path.join(config.uploadDir, 'vault'));
  // A folder on this host is read from the operating system's page cache already.
  const readCache = kind === 'database' && config.vault.readCacheMb > 0 ? new SealedChunkCache(config.vault.readCacheMb * 1024 * 1024) : undefined;
  return new DocumentVault(database.db, await loadKeyring(config.vault, config.nodeEnv === 'production'), store, readCache);
}

/**
 * After a new master key is put first in the keyring (docs/document-vault.md, "Rotating the master
 * key"), each replica that starts re-wraps, one at a time, the data keys still under an older key,
 * while it serves. Returns a function that waits for it (the app's shutdown).
 */
export function rewrapInBackground(database: DatabaseHandle, vault: DocumentVault, log: { info(o: object, m: string): void; warn(o: object, m: string): void }): () => Promise<void> {
  const older = vault.keyring.keyIds.filter((keyId) => keyId !== vault.keyring.activeKeyId);
  const olderKeys = async () => {
    if (older.length === 0) return 0;
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(vaultObjects).where(inArray(vaultObjects.keyId, older));
    return row?.count ?? 0;
  };
  const done = (async () => {
    // Counted before the lock is asked for: nearly always there is nothing to do.
    if ((await olderKeys()) === 0) return;
    await database.exclusive(VAULT_ROTATION_LOCK_KEY, async () => {
      if ((await olderKeys()) === 0) return;
      const result = await vault.rewrapAll();
      log.info({ rotation: { ...result, activeKeyId: vault.keyring.activeKeyId } }, 'vault: data keys re-wrapped under the active master key');
    });
  })().catch((error: unknown) => log.warn({ err: error }, 'vault: re-wrapping data keys failed; run "node api/dist/vault-keys.js rotate"'));
  return () => done;
}

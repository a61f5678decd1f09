import { appendFile, mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { vaultChunks } from '../../db/schema';

/**
 * Where the vault's sealed chunks are kept (the objects' keys and metadata are always in the
 * database). docs/document-vault.md, "Stores".
 *
 * - `database`: the vault_chunks table. Every replica on any host reads what another stored, and a
 *   database backup holds the documents. The default on PostgreSQL.
 * - `folder`: one file per object under a folder of this host. The default on the embedded PGlite,
 *   which serves one process on one host anyway and is slow with large values (a 1 MB bytea insert
 *   holds the event loop about a quarter of a second there). backup.js copies the folder.
 */
export interface VaultChunkStore {
  readonly kind: VaultStoreKind;
  /** Adds chunk `index` of an object; `executor` is the transaction the object's row is written in. */
  put(objectId: string, index: number, sealed: Buffer, executor: Executor): Promise<void>;
  /** The object's sealed chunks in the order written (an altered store may give fewer, more or none). */
  get(objectId: string): Promise<Buffer[]>;
  /** Called after the objects' rows are deleted (the database store's chunks go with them). */
  removed(objectIds: readonly string[]): Promise<void>;
  /**
   * Objects last written before `olderThan` that this store holds chunks of and that have no row
   * (`known` answers which ids do): left by a write whose transaction rolled back or whose process stopped.
   */
  strays(known: (ids: string[]) => Promise<Set<string>>, olderThan: Date): Promise<string[]>;
}

export const VAULT_STORE_KINDS = ['database', 'folder'] as const;
export type VaultStoreKind = (typeof VAULT_STORE_KINDS)[number];

export class DatabaseChunkStore implements VaultChunkStore {
  readonly kind = 'database';

  constructor(private readonly db: Database) {}

  async put(objectId: string, index: number, sealed: Buffer, executor: Executor): Promise<void> {
    await executor.insert(vaultChunks).values({ objectId, index, sealed });
  }

  async get(objectId: string): Promise<Buffer[]> {
    const rows = await this.db
      .select({ index: vaultChunks.index, sealed: vaultChunks.sealed })
      .from(vaultChunks)
      .where(eq(vaultChunks.objectId, objectId))
      .orderBy(asc(vaultChunks.index));
    // A gap (a deleted row) shows as a chunk out of place and fails that chunk's check.
    return rows.map((row, position) => (row.index === position ? row.sealed : Buffer.alloc(0)));
  }

  async removed(): Promise<void> {
    // vault_chunks rows are deleted with their object (ON DELETE CASCADE).
  }

  async strays(): Promise<string[]> {
    return [];
  }
}

/** Each chunk in the object's file is its length (4 bytes, big-endian) and then the sealed chunk. */
const LENGTH_BYTES = 4;
const OBJECT_FILE = /^([0-9a-f-]{36})\.sealed$/;

export class FolderChunkStore implements VaultChunkStore {
  readonly kind = 'folder';

  constructor(private readonly dir: string) {}

  private fileOf(objectId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(objectId)) throw new Error('Invalid vault object id');
    return path.join(this.dir, `${objectId}.sealed`);
  }

  async put(objectId: string, _index: number, sealed: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const length = Buffer.alloc(LENGTH_BYTES);
    length.writeUInt32BE(sealed.length);
    await appendFile(this.fileOf(objectId), Buffer.concat([length, sealed]), { mode: 0o600 });
  }

  async get(objectId: string): Promise<Buffer[]> {
    let file: Buffer;
    try {
      file = await readFile(this.fileOf(objectId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const chunks: Buffer[] = [];
    for (let offset = 0; offset < file.length; ) {
      if (offset + LENGTH_BYTES > file.length) return [...chunks, Buffer.alloc(0)];
      const length = file.readUInt32BE(offset);
      offset += LENGTH_BYTES;
      chunks.push(file.subarray(offset, offset + length));
      offset += length;
    }
    return chunks;
  }

  async removed(objectIds: readonly string[]): Promise<void> {
    await Promise.all(objectIds.map((id) => rm(this.fileOf(id), { force: true })));
  }

  async strays(known: (ids: string[]) => Promise<Set<string>>, olderThan: Date): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const ids: string[] = [];
    for (const name of names) {
      const id = OBJECT_FILE.exec(name)?.[1];
      const modified = id ? await stat(path.join(this.dir, name)).then((file) => file.mtime, () => null) : null;
      if (id && modified && modified < olderThan) ids.push(id);
    }
    if (ids.length === 0) return [];
    const present = await known(ids);
    return ids.filter((id) => !present.has(id));
  }
}

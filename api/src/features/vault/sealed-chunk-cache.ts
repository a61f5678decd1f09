/**
 * A replica's memory of the sealed chunks it read last from a shared store (docs/document-vault.md,
 * "The read cache"). A reviewer opens the same four images several times while deciding, and on the
 * database store each read would otherwise carry the whole ciphertext out of PostgreSQL again.
 *
 * Only ciphertext that has passed its check is kept, never a data key or plaintext: every read still
 * loads the object's row (so a deleted object is never served, and a destroyed key leaves nothing
 * readable), unwraps its key, checks every chunk and is recorded in the access log. Objects are never
 * changed once stored (masking writes a new object, rotation re-wraps keys only), so an entry can only
 * go out of use, never out of date.
 */
export class SealedChunkCache {
  /** Insertion order is recency order: a hit moves its entry to the end, eviction takes from the front. */
  private readonly entries = new Map<string, Buffer[]>();
  private bytes = 0;

  constructor(private readonly capacityBytes: number) {}

  get(objectId: string): Buffer[] | undefined {
    const chunks = this.entries.get(objectId);
    if (chunks) {
      this.entries.delete(objectId);
      this.entries.set(objectId, chunks);
    }
    return chunks;
  }

  /** Keeps an object's checked chunks; an object larger than a quarter of the cache is not kept. */
  set(objectId: string, chunks: Buffer[]): void {
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    if (size > this.capacityBytes / 4) return;
    this.delete([objectId]);
    // Copies: a store may hand out views into a larger buffer it would otherwise keep alive.
    this.entries.set(objectId, chunks.map((chunk) => Buffer.from(chunk)));
    this.bytes += size;
    for (const [id, held] of this.entries) {
      if (this.bytes <= this.capacityBytes) break;
      this.entries.delete(id);
      this.bytes -= held.reduce((sum, chunk) => sum + chunk.length, 0);
    }
  }

  delete(objectIds: readonly string[]): void {
    for (const id of objectIds) {
      const held = this.entries.get(id);
      if (!held) continue;
      this.entries.delete(id);
      this.bytes -= held.reduce((sum, chunk) => sum + chunk.length, 0);
    }
  }

  get heldBytes(): number {
    return this.bytes;
  }
}

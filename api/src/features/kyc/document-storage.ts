import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  storedName: string;
  size: number;
  sha256: string;
}

/** A file being written chunk by chunk (an upload as it arrives); `abort` removes what was written. */
export interface DocumentWriter {
  write(chunk: Buffer): Promise<void>;
  finish(): Promise<StoredFile>;
  abort(): Promise<void>;
}

/** KYC images live under UPLOAD_DIR with generated names; nothing serves that folder. */
export class DocumentStorage {
  constructor(private readonly dir: string) {}

  private pathOf(storedName: string): string {
    if (!/^[A-Za-z0-9-]+\.(jpg|png|gif)$/.test(storedName)) throw new Error('Invalid stored document name');
    return path.join(this.dir, storedName);
  }

  async save(bytes: Buffer, extension: string): Promise<StoredFile> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const storedName = `${randomUUID()}.${extension}`;
    await writeFile(this.pathOf(storedName), bytes, { mode: 0o600, flag: 'wx' });
    return { storedName, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  /** Opens a new file under a generated name; the caller writes the chunks as they arrive. */
  async openWriter(extension: string): Promise<DocumentWriter> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const storedName = `${randomUUID()}.${extension}`;
    const filePath = this.pathOf(storedName);
    const handle: FileHandle = await open(filePath, 'wx', 0o600);
    const hash = createHash('sha256');
    let size = 0;
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await handle.close();
    };
    return {
      async write(chunk) {
        hash.update(chunk);
        size += chunk.length;
        await handle.write(chunk);
      },
      async finish() {
        await close();
        return { storedName, size, sha256: hash.digest('hex') };
      },
      async abort() {
        await close().catch(() => undefined);
        await rm(filePath, { force: true });
      },
    };
  }

  /** The file's bytes, or null when it is missing on disk. */
  async read(storedName: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(storedName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(storedNames: string[]) {
    await Promise.all(storedNames.map((name) => rm(this.pathOf(name), { force: true })));
  }
}

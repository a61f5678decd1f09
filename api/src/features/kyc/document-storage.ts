import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  storedName: string;
  size: number;
  sha256: string;
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

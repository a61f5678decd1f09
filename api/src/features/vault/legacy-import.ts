import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kycDocuments } from '../../db/schema';
import type { DocumentVault } from './vault';

/** The names the API gave files under UPLOAD_DIR before the vault (anything else there is not ours). */
const LEGACY_NAME = /^[A-Za-z0-9-]+\.(jpg|png|gif)$/;

/**
 * KYC images stored as plain files under UPLOAD_DIR before the document vault: each is encrypted
 * into the vault, its row pointed at the vault object, and then the file deleted. Runs when the API
 * starts, under the start-up lock (one replica at a time), and does nothing once every row is
 * imported. A row whose file is gone keeps its name and answers "Document file is missing." as before.
 * Returns how many were imported.
 */
export async function importLegacyUploads(db: Database, vault: DocumentVault, uploadDir: string): Promise<number> {
  const rows = await db
    .select({ id: kycDocuments.id, storedName: kycDocuments.storedName, contentType: kycDocuments.contentType })
    .from(kycDocuments)
    .where(and(isNotNull(kycDocuments.storedName), isNull(kycDocuments.vaultObjectId)));
  let imported = 0;
  for (const row of rows) {
    const name = row.storedName as string;
    if (!LEGACY_NAME.test(name)) continue;
    const file = path.join(uploadDir, name);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await db.transaction(async (tx) => {
      const stored = await vault.store(bytes, { purpose: 'kyc', contentType: row.contentType }, tx);
      await tx.update(kycDocuments).set({ vaultObjectId: stored.id, storedName: null }).where(eq(kycDocuments.id, row.id));
    });
    // Deleted only once the encrypted copy is committed.
    await rm(file, { force: true });
    imported += 1;
  }
  return imported;
}

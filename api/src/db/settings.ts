import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appSettings } from './schema';

/** Reads a server setting, creating it with `create()` the first time (race-safe). */
export async function persistedSetting(db: Database, key: string, create: () => string): Promise<string> {
  const [existing] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).limit(1);
  if (existing) return existing.value;
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [stored] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).limit(1);
  if (!stored) throw new Error(`Could not persist setting ${key}`);
  return stored.value;
}

/** Development signing key: generated once and kept with the data, so restarts keep sessions. */
export const persistedJwtSecret = (db: Database) => persistedSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url'));

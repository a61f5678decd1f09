import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the DATABASE_URL server (PostgreSQL tests only), named `<purpose>_<random>`.
 * Answers its URL and the function that drops it (FORCE: connections still open are ended).
 */
export async function createScratchDatabase(purpose: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('createScratchDatabase needs DATABASE_URL (PostgreSQL tests only)');
  const name = `${purpose}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

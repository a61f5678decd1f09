// A throw-away PostgreSQL database next to the one DATABASE_URL names (same server, same credentials),
// for the two-replica topology: the replicas stage and the load run each get a fresh, empty database
// (the API migrates and seeds it) and drop it afterwards. `pg` comes from the e2e workspace package.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './services.mjs';

const requireFromE2e = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'));

/** node-postgres, resolved from e2e/node_modules (the root package has no runtime dependencies). */
export function loadPg() {
  return requireFromE2e('pg');
}

/** Database names start with this (SCRATCH_DB_PREFIX moves them, e.g. to share a server with rules on names). */
export const SCRATCH_DB_PREFIX = process.env.SCRATCH_DB_PREFIX || 'cp_scratch_';

/**
 * Create an empty database on DATABASE_URL's server.
 * @param {string} baseUrl a postgres:// URL (its database is only used to connect)
 * @param {string} purpose a short word in the name (replicas, load)
 * @returns {Promise<{ name: string, url: string, drop: () => Promise<void> }>}
 */
export async function createScratchDatabase(baseUrl, purpose) {
  const { Client } = loadPg();
  const name = `${SCRATCH_DB_PREFIX}${purpose}_${Date.now().toString(36)}_${process.pid}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

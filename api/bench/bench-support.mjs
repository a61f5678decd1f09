/** What the API benches share: a free port for a server of their own, and a scratch PostgreSQL database. */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** A TCP port nothing listens on now, on 127.0.0.1: where a bench starts a server of its own. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function run(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database `<prefix>_<random>` on the server of `serverUrl`: its URL, and `drop`, which
 * removes it (FORCE: connections still open are ended).
 */
export async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), host: url.host, drop: () => run(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

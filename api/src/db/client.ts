import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'selectDistinct'>;

/** What a LISTEN subscriber hears besides the messages (PostgreSQL only: PGlite never loses its connection). */
export interface ListenEvents {
  /** The listening connection was lost: messages sent from now until `onReconnected` are missed. */
  onConnectionLost?(error: Error): void;
  /** LISTEN is in place again after a loss: re-read whatever the missed messages would have announced. */
  onReconnected?(): void;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the drizzle-kit migrations in `folder` (idempotent). */
  migrate(folder: string): Promise<void>;
  /**
   * Runs `task` while holding the session-level advisory lock `key`: on PostgreSQL on a dedicated
   * connection (not one of the pool's, which `task` uses), taken with pg_advisory_lock (waiting for
   * any other holder, e.g. a replica starting at the same moment) and released when `task` settles.
   * PGlite belongs to one process: it just runs `task`.
   */
  exclusive<T>(key: number, task: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel` (a lower-case identifier): `onMessage` gets the payload of each NOTIFY, after the
   * sender's commit. Answers the function that stops listening. On PostgreSQL one dedicated connection
   * (not one of the pool's) carries every channel of this handle; when it drops (a server restart) it is
   * opened again with backoff and `events` say so. Rejects when the first connection cannot be opened.
   */
  listen(channel: string, onMessage: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  /** The pool's connections (PostgreSQL) for the metrics; null on PGlite (one embedded connection). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`LISTEN channel must be a lower-case identifier, not ${JSON.stringify(channel)}`);
}

// node-postgres returns NUMERIC as text and BIGINT as text; drizzle maps numeric columns
// declared with mode 'number'. Counts (bigint) are parsed here so both drivers agree.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * Opens PGlite in `dataDir` (a folder, or `memory://`). `loadDataDir` starts it from a dump made by
 * `dumpDataDir` instead of an empty cluster (tests start each app from one migrated, seeded dump).
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    exclusive: (_key, task) => task(),
    listen: async (channel, onMessage) => {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, onMessage);
      let listening = true;
      return async () => {
        if (!listening || client.closed) return;
        listening = false;
        await unlisten();
      };
    },
    poolStats: () => null,
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // The server may end an idle connection (a restart, an administrator, a dropped database): the pool
  // drops that client and opens a new one when needed. Without a listener the 'error' event would
  // crash the process.
  pool.on('error', (error) => {
    process.emitWarning(`An idle PostgreSQL connection was closed: ${error.message}`, { code: 'PG_IDLE_CONNECTION_LOST' });
  });
  // A connection checked out of the pool (a transaction in progress) has no pool listener: when the
  // server ends it (a restart), its 'error' event would crash the process. The query in progress fails
  // instead, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.emitWarning(`A PostgreSQL connection in use was closed: ${error.message}`, { code: 'PG_CONNECTION_LOST' });
    });
  });
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  const listener = new PostgresListener(connectionString);
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    exclusive: (key, task) => withSessionLock(connectionString, key, task),
    listen: (channel, onMessage, events) => listener.subscribe(channel, { onMessage, ...events }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** The connection that holds a start-up lock, by its name in pg_stat_activity. */
export const LOCK_HOLDER_APPLICATION_NAME = 'connector-portal-lock';

async function withSessionLock<T>(connectionString: string, key: number, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: LOCK_HOLDER_APPLICATION_NAME });
  // A lost connection surfaces as the failed query below; the event must not crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await task();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    // Ending the session releases the lock too, should the unlock have failed.
    await client.end().catch(() => undefined);
  }
}

interface Subscriber extends ListenEvents {
  onMessage(payload: string): void;
}

/** Reconnection delays: 0.25 s doubling to 30 s, each with up to 50% jitter off (replicas do not retry in step). */
const RECONNECT_BASE_MS = 250;
const RECONNECT_MAX_MS = 30_000;
/** A silent network (no FIN, no RST) is noticed by this ping on the listening connection. */
const PING_INTERVAL_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'connector-portal-listener';

/**
 * The one LISTEN connection of a PostgreSQL handle. A pooled connection cannot listen: the pool hands
 * it to other queries and closes it when idle. This one is opened with the first subscription, carries
 * every channel, and when it is lost (server restart, terminated backend, network) it is opened again
 * with backoff, LISTENs on every channel again and tells each subscriber, who then re-reads what it
 * may have missed. It is closed with the handle.
 */
class PostgresListener {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private client: pg.Client | null = null;
  private starting: Promise<pg.Client> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async subscribe(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
    assertChannelName(channel);
    if (this.closed) throw new Error('The database handle is closed');
    let subscribers = this.channels.get(channel);
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    subscribers.add(subscriber);
    try {
      if (!this.client && !this.retryTimer) {
        // The first subscription opens the connection (its failure is the caller's); during a
        // reconnection the new connection LISTENs on every channel, this one included.
        this.starting ??= this.open().finally(() => {
          this.starting = null;
        });
        const client = await this.starting;
        if (this.closed) {
          await client.end().catch(() => undefined);
          throw new Error('The database handle is closed');
        }
        this.adopt(client);
      }
      if (this.client) await this.client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.forget(channel, subscriber);
      throw error;
    }
    let subscribed = true;
    return async () => {
      if (!subscribed) return;
      subscribed = false;
      const last = this.forget(channel, subscriber);
      if (last && this.client) await this.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopPing();
    const client = this.client ?? (await this.starting?.catch(() => null)) ?? null;
    this.client = null;
    this.channels.clear();
    await client?.end().catch(() => undefined);
  }

  /** Removes a subscriber; true when it was the channel's last. */
  private forget(channel: string, subscriber: Subscriber): boolean {
    const subscribers = this.channels.get(channel);
    if (!subscribers?.delete(subscriber) || subscribers.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  /** A new connection with LISTEN on every channel subscribed so far. */
  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 10_000,
    });
    client.on('notification', (message) => {
      for (const subscriber of this.channels.get(message.channel) ?? []) {
        try {
          subscriber.onMessage(message.payload ?? '');
        } catch {
          // One subscriber's failure must not keep the message from the others.
        }
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('The listening connection was closed')));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private adopt(client: pg.Client): void {
    this.client = client;
    this.attempt = 0;
    this.stopPing();
    this.pingTimer = setInterval(() => this.ping(client), PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  private ping(client: pg.Client): void {
    let answered = false;
    const timeout = setTimeout(() => {
      if (!answered) this.lost(client, new Error(`The listening connection did not answer within ${PING_TIMEOUT_MS} ms`));
    }, PING_TIMEOUT_MS);
    timeout.unref();
    client
      .query('SELECT 1')
      .catch((error: unknown) => this.lost(client, error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        answered = true;
        clearTimeout(timeout);
      });
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private lost(client: pg.Client, error: Error): void {
    if (client !== this.client) return;
    this.client = null;
    this.stopPing();
    // The old connection may still emit 'error' while it ends: it must not crash the process.
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.closed) return;
    for (const subscriber of this.subscribers()) subscriber.onConnectionLost?.(error);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.open().then(
        (client) => {
          this.retryTimer = null;
          if (this.closed) {
            client.end().catch(() => undefined);
            return;
          }
          this.adopt(client);
          for (const subscriber of this.subscribers()) {
            try {
              subscriber.onReconnected?.();
            } catch {
              // As for messages: the others still hear of it.
            }
          }
        },
        () => {
          this.retryTimer = null;
          this.scheduleReconnect();
        },
      );
    }, ceiling * (0.5 + Math.random() / 2));
    this.retryTimer.unref();
  }

  private subscribers(): Subscriber[] {
    return [...this.channels.values()].flatMap((subscribers) => [...subscribers]);
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** Runs raw SQL and answers its rows (both drivers answer `{ rows }`). */
export async function queryRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

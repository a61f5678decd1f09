/**
 * GET /notifications/stream/ over real HTTP (the app listens on a port, fetch reads the body as it
 * arrives): authentication, the first count, changes announced through LISTEN/NOTIFY, isolation between
 * users, session ends, limits, shutdown, two replicas on one database, and a lost LISTEN connection.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/db/client';
import { notifications, sessions } from '../src/db/schema';
import { notify } from '../src/features/notifications/notify';
import { newConnector } from './support/fixtures';
import { createTestApp, createTestReplicas, DB_TARGET, type TestApp } from './support/test-app';

const STREAM = '/notifications/stream/';

interface Frame {
  event?: string;
  data?: string;
  comment?: string;
}

/** An open stream: its frames as they arrive, and whether the server has ended it. */
class StreamReader {
  readonly frames: Frame[] = [];
  private cursor = 0;
  private waiters: (() => void)[] = [];
  ended = false;
  readonly done: Promise<void>;

  constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {
    this.done = this.read();
  }

  private async read(): Promise<void> {
    const reader = (this.response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: Frame = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim();
            else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
            else if (line.startsWith('data:')) frame.data = line.slice(5).trim();
          }
          this.frames.push(frame);
          this.wake();
        }
      }
    } catch {
      // Aborted by the test.
    }
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** The next frame not read yet (waits for it); undefined when the stream ended first or the wait timed out. */
  async next(timeoutMs = 5_000): Promise<Frame | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (this.cursor >= this.frames.length) {
      if (this.ended || Date.now() >= deadline) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.frames[this.cursor++];
  }

  /** The next `unread` event's count (heartbeat comments are skipped). */
  async nextCount(timeoutMs = 5_000): Promise<number | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = await this.next(Math.max(0, deadline - Date.now()));
      if (!frame) return undefined;
      if (frame.event === 'unread') return (JSON.parse(frame.data ?? '') as { unread_count: number }).unread_count;
    }
  }

  /** True when nothing but comments arrives within `ms`. */
  async quietFor(ms: number): Promise<boolean> {
    return (await this.nextCount(ms)) === undefined;
  }

  async waitForEnd(timeoutMs = 5_000): Promise<boolean> {
    await Promise.race([this.done, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    return this.ended;
  }

  close(): void {
    this.controller.abort();
  }
}

const opened: StreamReader[] = [];

async function baseUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ host: '127.0.0.1', port: 0 });
  return baseUrl(app);
}

async function request(app: FastifyInstance, token?: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${await baseUrl(app)}${STREAM}`, {
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
    signal: controller.signal,
  });
  return { response, controller };
}

async function openStream(app: FastifyInstance, token: string, headers: Record<string, string> = {}): Promise<StreamReader> {
  const { response, controller } = await request(app, token, headers);
  if (response.status !== 200) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  const reader = new StreamReader(response, controller);
  opened.push(reader);
  return reader;
}

function insertNotifications(app: FastifyInstance, recipientId: number, count = 1) {
  return app.db.transaction(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      await notify(tx, { recipientId, title: `Test ${i}`, message: 'A test notification', type: 'custom_alert' });
    }
  });
}

let t: TestApp;
/** The server's end of every connection the tests' fetch opened. */
const connections = new Set<Socket>();
beforeAll(async () => {
  t = await createTestApp();
  t.app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
});
afterAll(async () => {
  for (const reader of opened) reader.close();
  // fetch keeps its connections open for reuse, and Node counts a kept-alive connection that has
  // finished a stream as waiting for its next request's headers: close() would wait for the
  // headers timeout. A browser that goes away closes them; so do the tests' clients here.
  for (const socket of connections) socket.destroy();
  await t?.close();
});

describe('GET /notifications/stream/', () => {
  it('refuses a caller without a token or with a bad one (401), and a connector without verified KYC (403)', async () => {
    const anonymous = await request(t.app);
    expect(anonymous.response.status).toBe(401);
    expect(await anonymous.response.json()).toHaveProperty('detail');
    const forged = await request(t.app, 'forged.token.value');
    expect(forged.response.status).toBe(401);
    await forged.response.body?.cancel();
    const unverified = await newConnector(t.app, 'pending');
    const gated = await request(t.app, unverified.client.tokens.access);
    expect(gated.response.status).toBe(403);
    await gated.response.body?.cancel();
  });

  it('streams uncompressed, unbuffered Server-Sent Events with the current count first', async () => {
    const connector = await newConnector(t.app, 'verified');
    await insertNotifications(t.app, connector.id, 3);
    await t.app.db.update(notifications).set({ isActive: false }).where(and(eq(notifications.recipientId, connector.id), eq(notifications.title, 'Test 0')));

    const stream = await openStream(t.app, connector.client.tokens.access, { 'accept-encoding': 'gzip, br', origin: 'http://localhost:3000' });
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await stream.next()).toEqual({ event: 'unread', data: '{"unread_count":2}' });
    stream.close();
  });

  it('sends the new count when a notification arrives or is read, and nothing for another user', async () => {
    const [a, b] = [await newConnector(t.app, 'verified'), await newConnector(t.app, 'verified')];
    const streamA = await openStream(t.app, a.client.tokens.access);
    const streamB = await openStream(t.app, b.client.tokens.access);
    expect(await streamA.nextCount()).toBe(0);
    expect(await streamB.nextCount()).toBe(0);

    await insertNotifications(t.app, b.id);
    expect(await streamB.nextCount()).toBe(1);

    await insertNotifications(t.app, a.id, 2);
    // A's next event is A's own count: B's notification sent A nothing.
    expect(await streamA.nextCount()).toBe(2);

    // Read in another tab or device: a direct UPDATE, as the mark-read routes do.
    await t.app.db.update(notifications).set({ isActive: false }).where(and(eq(notifications.recipientId, a.id), eq(notifications.title, 'Test 0')));
    expect(await streamA.nextCount()).toBe(1);
    expect(await streamB.quietFor(300)).toBe(true);
    streamA.close();
    streamB.close();
  });

  it('sends nothing before the writing transaction commits, and nothing when it rolls back', async () => {
    const connector = await newConnector(t.app, 'verified');
    const stream = await openStream(t.app, connector.client.tokens.access);
    expect(await stream.nextCount()).toBe(0);
    await expect(
      t.app.db.transaction(async (tx) => {
        await notify(tx, { recipientId: connector.id, title: 'Rolled back', message: 'x', type: 'custom_alert' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stream.quietFor(300)).toBe(true);
    await insertNotifications(t.app, connector.id);
    expect(await stream.nextCount()).toBe(1);
    stream.close();
  });

  it('every open stream of the user gets the count (tabs, devices)', async () => {
    const connector = await newConnector(t.app, 'verified');
    const first = await openStream(t.app, connector.client.tokens.access);
    const second = await openStream(t.app, (await connector.signIn()).access);
    expect([await first.nextCount(), await second.nextCount()]).toEqual([0, 0]);
    await insertNotifications(t.app, connector.id);
    expect([await first.nextCount(), await second.nextCount()]).toEqual([1, 1]);
    first.close();
    second.close();
  });

  it('sends a comment as heartbeat', async () => {
    const connector = await newConnector(t.app, 'verified');
    const stream = await openStream(t.app, connector.client.tokens.access);
    expect(await stream.nextCount()).toBe(0);
    t.app.unreadCountStreams.heartbeat();
    expect(await stream.next()).toEqual({ comment: 'keep-alive' });
    stream.close();
  });

  it('ends the stream when its session is revoked or the employee deactivated (checked periodically)', async () => {
    const connector = await newConnector(t.app, 'verified');
    const revoked = await openStream(t.app, connector.client.tokens.access);
    const other = await openStream(t.app, (await connector.signIn()).access);
    expect(await revoked.nextCount()).toBe(0);
    expect(await other.nextCount()).toBe(0);
    const claims = t.app.accessTokens.verify(connector.client.tokens.access);
    await t.app.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(sessions.id, claims?.sid ?? ''));

    await t.app.unreadCountStreams.checkSessions();
    expect(await revoked.waitForEnd()).toBe(true);
    // The same user's other session is untouched.
    expect(other.ended).toBe(false);
    await insertNotifications(t.app, connector.id);
    expect(await other.nextCount()).toBe(1);

    await t.app.db.execute(sql`update employees set is_active = false where id = ${connector.id}`);
    await t.app.unreadCountStreams.checkSessions();
    expect(await other.waitForEnd()).toBe(true);
    // And it cannot open a new one.
    const expired = await request(t.app, connector.client.tokens.access);
    expect(expired.response.status).toBe(401);
    await expired.response.body?.cancel();
  });

  it('ends the stream when the access token expires (the client refreshes and reconnects)', async () => {
    const connector = await newConnector(t.app, 'verified');
    const claims = t.app.accessTokens.verify(connector.client.tokens.access);
    if (!claims) throw new Error('no claims');
    const shortLived = t.app.jwt.sign({ sub: claims.sub, uid: claims.uid, role: claims.role, sid: claims.sid, typ: 'access' }, { expiresIn: 2 });
    const stream = await openStream(t.app, shortLived);
    expect(await stream.nextCount()).toBe(0);
    const opened = Date.now();
    expect(await stream.waitForEnd(6_000)).toBe(true);
    expect(Date.now() - opened).toBeLessThan(5_000);
  });

  it('allows 10 open streams per user; the 11th is refused with 429 and Retry-After', async () => {
    const connector = await newConnector(t.app, 'verified');
    const streams = [];
    for (let i = 0; i < 10; i += 1) streams.push(await openStream(t.app, connector.client.tokens.access));
    const refused = await request(t.app, connector.client.tokens.access);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    expect(await refused.response.json()).toHaveProperty('detail');
    // Closing one makes room (the server notices the closed connection).
    streams[0]?.close();
    await expect.poll(async () => {
      const retry = await request(t.app, connector.client.tokens.access);
      retry.controller.abort();
      return retry.response.status;
    }, { timeout: 15_000 }).toBe(200);
    for (const stream of streams) stream.close();
  });
});

describe('the stream and the server', () => {
  it('is not cut by the request or idle-connection timeouts, and closing the app ends it at once', async () => {
    const own = await createTestApp({ requestTimeoutMs: 1_000, connectionTimeoutMs: 1_000 });
    let closed = false;
    try {
      const connector = await newConnector(own.app, 'verified');
      const stream = await openStream(own.app, connector.client.tokens.access);
      expect(await stream.nextCount()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(stream.ended).toBe(false);
      await insertNotifications(own.app, connector.id);
      expect(await stream.nextCount()).toBe(1);

      const closing = Date.now();
      await own.close();
      closed = true;
      // Promptly: the close does not wait on the open stream, which would never end by itself (the bound is
      // loose because a loaded machine can take seconds to close the app's database pool).
      expect(Date.now() - closing).toBeLessThan(10_000);
      expect(await stream.waitForEnd()).toBe(true);
    } finally {
      if (!closed) await own.close();
    }
  });

  it('a notification written through one replica reaches a stream held by another (LISTEN/NOTIFY)', async () => {
    const replicas = await createTestReplicas(2);
    try {
      const [a, b] = replicas.apps as [FastifyInstance, FastifyInstance];
      const connector = await newConnector(a, 'verified');
      const stream = await openStream(b, connector.client.tokens.access);
      expect(await stream.nextCount()).toBe(0);
      await insertNotifications(a, connector.id, 2);
      expect(await stream.nextCount()).toBe(2);
      await a.db.update(notifications).set({ isActive: false }).where(eq(notifications.recipientId, connector.id));
      expect(await stream.nextCount()).toBe(0);
      stream.close();
    } finally {
      await replicas.close();
    }
  });

  it.runIf(DB_TARGET === 'postgres')('after the LISTEN connection is lost it reconnects and re-sends the counts it may have missed', async () => {
    const connector = await newConnector(t.app, 'verified');
    const stream = await openStream(t.app, connector.client.tokens.access);
    expect(await stream.nextCount()).toBe(0);
    const terminate = () =>
      t.app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
    await terminate();
    // Written while nobody listens: the announcement is lost, the re-read after reconnecting is not.
    await insertNotifications(t.app, connector.id);
    expect(await stream.nextCount()).toBe(1);
    const said = (text: string) => t.logs().some((line) => String(line.msg).includes(text));
    expect(said('the LISTEN connection was lost')).toBe(true);
    await expect.poll(() => said('LISTEN restored'), { timeout: 15_000 }).toBe(true);
    // LISTEN is back: the next change arrives as usual.
    await insertNotifications(t.app, connector.id);
    expect(await stream.nextCount()).toBe(2);
    stream.close();
  });
});

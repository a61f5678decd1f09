import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, rmdir } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/config';
import { DB_TARGET } from './support/test-app';
import { createScratchDatabase } from './support/scratch-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Ports other work on this machine leaves alone. */
const PORTS = { first: 8400, last: 8499 };

/** A port nobody listens on; `taken` are ports already handed to a server that has not bound them yet. */
async function freePort(taken: number[] = []): Promise<number> {
  const start = PORTS.first + Math.floor(Math.random() * (PORTS.last - PORTS.first + 1));
  for (let i = 0; i <= PORTS.last - PORTS.first; i += 1) {
    const port = PORTS.first + ((start - PORTS.first + i) % (PORTS.last - PORTS.first + 1));
    if (taken.includes(port)) continue;
    const probe = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/** Where the server keeps its data: a PGlite folder, or a fresh PostgreSQL database. */
async function databaseEnv(folder: string): Promise<Record<string, string>> {
  if (DB_TARGET !== 'postgres') return { DATA_DIR: path.join(folder, 'pglite') };
  const scratch = await createScratchDatabase('api_test_shutdown');
  cleanups.push(scratch.drop);
  return { DATABASE_URL: scratch.url };
}

interface Server {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let bundle: Promise<string> | null = null;

/**
 * src/server.ts bundled as build.mjs bundles it for dist/server.js (workspace packages inside, every
 * other package resolved from api/node_modules), into a file of its own one level below api/ (so
 * API_ROOT and the migrations folder resolve as from dist/), leaving dist/ alone.
 */
function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const folder = path.join(API_ROOT, '.tmp');
    const file = path.join(folder, `shutdown-test-${randomBytes(6).toString('hex')}.mjs`);
    cleanups.push(async () => {
      await Promise.all([rm(file, { force: true }), rm(`${file}.map`, { force: true })]);
      await rmdir(folder).catch(() => undefined); // only when nothing else is in it
    });
    await build({
      entryPoints: [path.join(API_ROOT, 'src', 'server.ts')],
      outfile: file,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [
        {
          name: 'external-node-modules',
          setup(builder) {
            builder.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path === 'shared-contracts' || args.path.startsWith('shared-contracts/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    return file;
  })();
  return bundle;
}

/** The real server process (`node <bundle>`, as `node api/dist/server.js`), configured only by its environment. */
async function startServer(extraEnv: Record<string, string> = {}): Promise<Server> {
  const folder = await mkdtemp(path.join(tmpdir(), 'api-shutdown-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const port = await freePort(Object.values(extraEnv).map(Number).filter(Number.isInteger));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    UPLOAD_DIR: path.join(folder, 'uploads'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    IDLE_LEAD_CHECK_INTERVAL_MINUTES: '0',
    LOG_LEVEL: 'info',
    ...(await databaseEnv(folder)),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', await serverBundle()], { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const ready = Date.now() + 90_000;
  while (!output.includes('Connector Portal API listening on')) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > ready) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, output: () => output, exited };
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/auth/api/connector/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employee_id: 'CN1001', password: 'Demo@1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/**
 * One HTTP/1.1 request written by hand on its own connection, so the test decides when each byte
 * arrives (a request whose body is still on its way is in progress on the server). Resolves with the
 * answer once the server closes the connection.
 */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const closed = new Promise<RawResponse>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head.toLowerCase(), body });
    });
  });
  return {
    connected: once(socket, 'connect'),
    write: (text: string) => new Promise<void>((resolve, reject) => socket.write(text, (error) => (error ? reject(error) : resolve()))),
    closed,
  };
}

/** Opens GET /notifications/stream/ and resolves once its first event arrived; `ended` settles when it ends. */
async function openStream(port: number, token: string) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/notifications/stream/', headers: { authorization: `Bearer ${token}` } }, resolve).on('error', reject);
  });
  expect(response.statusCode).toBe(200);
  let data = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (data += chunk));
  const ended = new Promise<'end' | 'aborted' | 'error'>((resolve) => {
    response.on('end', () => resolve('end'));
    response.on('aborted', () => resolve('aborted'));
    response.on('error', () => resolve('error'));
  });
  const deadline = Date.now() + 10_000;
  while (!data.includes('event: unread')) {
    if (Date.now() > deadline) throw new Error(`no event on the stream: ${data}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ended, data: () => data };
}

/** Whether a new connection is refused, or else what GET /health answers on it. */
async function newConnectionHealth(port: number): Promise<'refused' | number> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    return response.status;
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'refused';
    throw error;
  }
}

const waitFor = async (what: string, check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe(`SIGTERM drains the server process (${DB_TARGET})`, () => {
  it('ends the streams, refuses new work, finishes the request in progress and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '15' });
    const { port } = server;
    const token = await signIn(port);
    expect(await newConnectionHealth(port)).toBe(200);
    const stream = await openStream(port, token);

    // In progress at SIGTERM: a profile update whose body has only half arrived (a slow phone).
    const body = JSON.stringify({ username: 'Aarav Drained' });
    const update = rawConnection(port);
    await update.connected;
    await update.write(
      `PATCH /auth/employees/update/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Arriving at SIGTERM: a health check whose headers are not complete yet.
    const health = rawConnection(port);
    await health.connected;
    await health.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    expect(await stream.ended).toBe('end');
    await waitFor('new connections to be refused', async () => (await newConnectionHealth(port)) === 'refused');

    await health.write('\r\n');
    const draining = await health.closed;
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toEqual({ status: 'draining' });
    expect(draining.headers).toContain('connection: close');

    await update.write(body.slice(10));
    const updated = await update.closed;
    expect(updated.status, updated.body).toBe(200);
    expect(JSON.parse(updated.body)).toMatchObject({ employee_id: 'CN1001', username: 'Aarav Drained' });

    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    expect(server.output()).toMatch(/draining: refusing new requests/);
    expect(server.output()).toMatch(/drained: exiting/);
  }, 150_000);

  it('exits anyway once SHUTDOWN_GRACE_SECONDS are over, with code 1', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '2' });
    const token = await signIn(server.port);
    const stuck = rawConnection(server.port);
    await stuck.connected;
    // A body that never completes: the request stays in progress.
    await stuck.write(
      `PATCH /auth/employees/update/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username"`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const took = Date.now() - signalledAt;
    expect(exit, server.output()).toEqual({ code: 1, signal: null });
    expect(took).toBeGreaterThanOrEqual(1_900);
    expect(took).toBeLessThan(10_000);
    expect(server.output()).toMatch(/shutdown grace period over/);
    await stuck.closed.catch(() => undefined);
  }, 150_000);
});

describe(`the server process's metrics port (${DB_TARGET})`, () => {
  it('serves GET /metrics on METRICS_PORT, counting what the API port answered; the API port has no /metrics', async () => {
    const metricsPort = await freePort();
    const server = await startServer({ METRICS_PORT: String(metricsPort) });
    await signIn(server.port);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(404);
    // A request is counted when its response has finished on the server, which may be just after the
    // client read it: the scrape is repeated briefly until both answers are in.
    const counted = [
      /^api_http_requests_total\{method="POST",route="\/auth\/api\/connector\/token\/",status="200"\} 1$/m,
      /^api_http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} 1$/m,
    ];
    let text = '';
    for (const deadline = Date.now() + 5_000; ; ) {
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      text = await scraped.text();
      if (counted.every((line) => line.test(text)) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const line of counted) expect(text).toMatch(line);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 150_000);
});

#!/usr/bin/env node
/**
 * Authenticated-read benchmark: requests per second of the API's read routes next to a bare Fastify
 * JSON route, measured in the same run with autocannon (16 connections), and the ratio of each to
 * the bare route. Figures only, never a pass/fail on time.
 *
 *   node api/bench/authenticated-reads.mjs           (pnpm --filter api bench; part of `npm run bench`)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=16 ...        measurement length per route and connections
 *
 * Database: PostgreSQL when DATABASE_URL (or BENCH_DATABASE_URL) is set (a fresh database is created
 * on that server and dropped afterwards), else embedded PGlite in a temporary folder. The API runs
 * from its production build (api/dist/server.js), built first when missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;

const ROUTES = [
  { label: 'GET /health (one select 1)', path: '/health', auth: false },
  { label: 'GET /auth/profile/', path: '/auth/profile/', auth: true },
  { label: 'GET /leads/leads/my-leads/', path: '/leads/leads/my-leads/', auth: true },
  { label: 'GET /loan_eligibility/personal-loan-criteria/', path: '/loan_eligibility/personal-loan-criteria/', auth: true },
];

const children = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startProcess(name, script, env) {
  const child = spawn(process.execPath, [script], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    if (!child.stopping && code) console.error(`${name} exited with ${code}\n${output}`);
  });
  children.push(child);
  return child;
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function createDatabase() {
  if (!SERVER_URL) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
    return { label: 'PGlite (embedded)', env: { DATA_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: path.join(dir, 'uploads') }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `api_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-uploads-'));
  return {
    label: `PostgreSQL (${url.host})`,
    env: { DATABASE_URL: url.toString(), UPLOAD_DIR: uploads },
    drop: async () => {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

function measure(url, headers, connections = CONNECTIONS, request = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: SECONDS, headers, ...request }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function main() {
  if (!fs.existsSync(path.join(API_DIR, 'dist', 'server.js'))) {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('api build failed');
  }
  const database = await createDatabase();
  try {
    const [barePort, apiPort] = [await freePort(), await freePort()];
    startProcess('bare route', 'bench/bare-server.mjs', { PORT: String(barePort) });
    startProcess('api', 'dist/server.js', {
      ...database.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      PORT: String(apiPort),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitFor(bareUrl, 'bare route');
    await waitFor(`${apiUrl}/health`, 'api');

    const signIn = await fetch(`${apiUrl}/auth/api/connector/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ employee_id: 'CN1001', password: 'Demo@1234' }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { access } = await signIn.json();
    const authHeaders = { authorization: `Bearer ${access}` };
    for (const route of ROUTES) {
      const check = await fetch(`${apiUrl}${route.path}`, { headers: route.auth ? authHeaders : {} });
      if (!check.ok) throw new Error(`${route.path} answered ${check.status}`);
    }

    console.log(`Authenticated reads on ${database.label}: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route, ${os.cpus().length} cores`);
    // Warm up JIT and connection pools, then measure the bare route first and again last.
    await measure(bareUrl, {});
    for (const route of ROUTES) await measure(`${apiUrl}${route.path}`, route.auth ? authHeaders : {});
    const rows = [];
    const bareBefore = await measure(bareUrl, {});
    for (const route of ROUTES) {
      const result = await measure(`${apiUrl}${route.path}`, route.auth ? authHeaders : {});
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      rows.push({ label: route.label, result });
    }
    const bareAfter = await measure(bareUrl, {});
    const bareRps = (bareBefore.requests.average + bareAfter.requests.average) / 2;

    // Hostile bodies: /health's latency while 1 MB adversarial JSON bodies (2,500 levels of nesting,
    // then 110,000 keys) are posted next to it, against /health alone.
    const keys = Array.from({ length: 110_000 }, (_, i) => `"${i.toString(36)}":1`).join(',');
    const hostile = `${'{"a":'.repeat(2_500)}{${keys}}${'}'.repeat(2_500)}`;
    const healthAlone = await measure(`${apiUrl}/health`, {}, 4);
    const [healthUnderAttack, attack] = await Promise.all([
      measure(`${apiUrl}/health`, {}, 4),
      measure(`${apiUrl}/auth/api/connector/token/`, { 'content-type': 'application/json' }, 2, { method: 'POST', body: hostile }),
    ]);

    const pad = (text, width) => String(text).padEnd(width);
    console.log(`\n  ${pad('route', 50)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} of bare`);
    console.log(`  ${pad('bare Fastify JSON route (mean of before/after)', 50)} ${pad(Math.round(bareRps), 9)} ${pad(bareBefore.latency.p50, 7)} ${pad(bareBefore.latency.p99, 7)} 100%`);
    for (const { label, result } of rows) {
      const ratio = (100 * result.requests.average) / bareRps;
      console.log(`  ${pad(label, 50)} ${pad(Math.round(result.requests.average), 9)} ${pad(result.latency.p50, 7)} ${pad(result.latency.p99, 7)} ${ratio.toFixed(1)}%`);
    }
    const mbPerSecond = (attack.throughput.average / 1e6).toFixed(1);
    console.log(`\nHostile bodies (1 MB JSON, 2,500 levels deep + 110,000 keys, posted on 2 connections next to /health on 4):`);
    console.log(`  /health alone            p50 ${healthAlone.latency.p50} ms, p99 ${healthAlone.latency.p99} ms, max ${healthAlone.latency.max} ms`);
    console.log(`  /health under the bodies p50 ${healthUnderAttack.latency.p50} ms, p99 ${healthUnderAttack.latency.p99} ms, max ${healthUnderAttack.latency.max} ms`);
    console.log(`  hostile bodies answered  ${attack.requests.total} (${attack['4xx'] ?? attack.non2xx} with a 4xx, ${attack['5xx'] ?? 0} with a 5xx; ${mbPerSecond} MB/s answered)`);
  } finally {
    for (const child of children) {
      child.stopping = true;
      child.kill('SIGTERM');
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await database.drop().catch((error) => console.error('could not drop the bench database', error));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

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
 * from its production build (api/dist/server.js, built first when missing; BENCH_API_SCRIPT names
 * another bundle that sits one folder below api/, e.g. api/.tmp/server.js).
 *
 * Long lists (PostgreSQL only): one connector (BN5000) gets 5,000 leads and 5,000 transactions,
 * inserted with SQL straight into the bench database after the API has migrated and seeded it, next
 * to BENCH_OTHER_CONNECTORS (default 19) other connectors with as many rows each, so the lists are read
 * from tables of ~100,000 rows through their indexes. Then GET /leads/leads/my-leads/ and
 * GET /leads/transactions/ are measured for BN5000, with the size of each answer.
 * BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database afterwards (its URL is printed), e.g. for EXPLAIN.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  createScratchDatabase,
  freePort,
  runBench,
  signInAs,
  stopAndDropDatabase,
  waitFor,
} from './bench-support.mjs';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const API_SCRIPT = process.env.BENCH_API_SCRIPT || 'dist/server.js';
const LIST_ROWS = 5_000;
const OTHER_CONNECTORS = Number(process.env.BENCH_OTHER_CONNECTORS ?? 19);
const LIST_CONNECTOR = 'BN5000';
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';

const ROUTES = [
  { label: 'GET /health (one select 1)', path: '/health', auth: false },
  { label: 'GET /auth/profile/', path: '/auth/profile/', auth: true },
  { label: 'GET /leads/leads/my-leads/', path: '/leads/leads/my-leads/', auth: true },
  { label: 'GET /loan_eligibility/personal-loan-criteria/', path: '/loan_eligibility/personal-loan-criteria/', auth: true },
];

const children = [];

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

async function createDatabase() {
  if (!SERVER_URL) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
    return {
      label: 'PGlite (embedded)',
      url: null,
      env: { DATA_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: path.join(dir, 'uploads') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = await createScratchDatabase(SERVER_URL, 'api_bench');
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-uploads-'));
  return {
    label: `PostgreSQL (${database.host})`,
    url: database.url,
    env: { DATABASE_URL: database.url, UPLOAD_DIR: uploads },
    drop: async () => {
      await database.drop();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/**
 * Gives the connector BN5000 (a copy of CN1001: same password, territory and manager) 5,000 leads and
 * 5,000 transactions, and as many to each of `OTHER_CONNECTORS` other connectors, straight into the
 * bench database with SQL (the API has migrated and seeded it). Dates spread over the last ~4 years.
 */
async function seedLongLists(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const ids = [];
    for (let n = 0; n <= OTHER_CONNECTORS; n += 1) {
      const employeeId = n === 0 ? LIST_CONNECTOR : `BN${5000 + n}`;
      const { rows } = await client.query(
        `insert into employees (employee_id, username, role, password_hash, assigned_territory_id, kyc_verified, kyc_verified_at)
         select $1, $2, 'connector', password_hash, assigned_territory_id, true, now() from employees where employee_id = 'CN1001'
         returning id`,
        [employeeId, `Bench Connector ${employeeId}`],
      );
      ids.push(rows[0].id);
    }
    await client.query(
      `insert into employee_managers (employee_id, manager_id)
       select e.id, m.id from employees e, employees m where e.id = any($1::int[]) and m.employee_id = 'RM2001'`,
      [ids],
    );
    // Leads: statuses 3:5:2 (approved, processing, rejected), bank loans and branches cycling, 37 minutes apart.
    await client.query(
      `with loans as (select array_agg(id order by id) as ids from bank_loans),
            branches as (select array_agg(id order by id) as ids from bank_branches),
            people as (select unnest($1::int[]) as connector_id)
       insert into leads (customer_name, customer_mobile, customer_address, bank_loan_id, bank_branch_id, territory_id, loan_amount,
                          status, remarks, documents_checklist, referred_by_id, created_by_id, created_at, updated_at)
       select 'Bench Customer ' || g, (6000000000 + p.connector_id * 10000 + g)::text, g || ', Bench Road, Shivajinagar, Pune 411005',
              loans.ids[1 + g % cardinality(loans.ids)], branches.ids[1 + g % cardinality(branches.ids)], e.assigned_territory_id,
              100000 + (g % 90) * 50000,
              case when g % 10 < 3 then 'approved' when g % 10 < 8 then 'processing' else 'rejected' end,
              case when g % 4 = 0 then 'Follow up with the customer for documents.' end,
              '{"PAN Card": "Submitted", "Aadhaar Card": "Submitted", "Bank Statement": "Pending"}'::jsonb,
              p.connector_id, p.connector_id, now() - g * interval '37 minutes', now() - g * interval '37 minutes'
       from people p join employees e on e.id = p.connector_id, loans, branches, generate_series(1, ${LIST_ROWS}) g`,
      [ids],
    );
    // Transactions: one per lead, credits (mostly processed) and every fifth a debit.
    await client.query(
      `insert into transactions (connector_id, lead_id, transaction_type, amount, description, is_processed, created_at)
       select l.referred_by_id, l.id, case when l.id % 5 = 0 then 'debit' else 'credit' end,
              round(l.loan_amount * 0.01, 2), 'Payout for ' || l.customer_name, l.id % 7 <> 0, l.created_at + interval '2 days'
       from leads l where l.referred_by_id = any($1::int[])`,
      [ids],
    );
    await client.query('commit');
    await client.query('analyze');
    const counts = await client.query(
      `select (select count(*) from leads where referred_by_id = $1) as leads, (select count(*) from transactions where connector_id = $1) as transactions,
              (select count(*) from leads) as all_leads, (select count(*) from transactions) as all_transactions`,
      [ids[0]],
    );
    return counts.rows[0];
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

function measure(url, headers, connections = CONNECTIONS, request = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: SECONDS, headers, ...request }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/** Bytes on the wire of one answer (compressed when the headers ask for it). */
function transferSize(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** The lists of one connector with 5,000 leads and 5,000 transactions (PostgreSQL only). */
async function measureLongLists(database, apiUrl, pad) {
  console.log(`\nLists of one connector with ${LIST_ROWS.toLocaleString('en-IN')} leads and ${LIST_ROWS.toLocaleString('en-IN')} transactions:`);
  if (!database.url) {
    console.log('  runs on PostgreSQL only (set DATABASE_URL); skipped on PGlite.');
    return;
  }
  const seededAt = Date.now();
  const counts = await seedLongLists(database.url);
  console.log(
    `  ${LIST_CONNECTOR}: ${counts.leads} leads, ${counts.transactions} transactions (tables: ${counts.all_leads} leads, ` +
      `${counts.all_transactions} transactions; inserted with SQL in ${((Date.now() - seededAt) / 1000).toFixed(1)} s)`,
  );
  const headers = { authorization: `Bearer ${await signInAs(apiUrl, LIST_CONNECTOR)}` };
  const lists = [
    { label: 'GET /leads/leads/my-leads/', path: '/leads/leads/my-leads/', count: (body) => body.length },
    { label: 'GET /leads/transactions/', path: '/leads/transactions/', count: (body) => body.transactions.length },
  ];
  const rows = [];
  for (const list of lists) {
    const response = await fetch(`${apiUrl}${list.path}`, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`${list.path} answered ${response.status}`);
    const items = list.count(JSON.parse(text));
    if (items !== LIST_ROWS) throw new Error(`${list.path} answered ${items} items, expected ${LIST_ROWS}`);
    await measure(`${apiUrl}${list.path}`, headers); // warm-up
    const compressedBytes = await transferSize(`${apiUrl}${list.path}`, { ...headers, 'accept-encoding': 'br' });
    // One connection: what a connector opening the list waits; then the usual 16 at once, plain and
    // compressed as a browser asks for it.
    for (const [connections, encoding] of [[1, null], [CONNECTIONS, null], [CONNECTIONS, 'br']]) {
      const result = await measure(`${apiUrl}${list.path}`, encoding ? { ...headers, 'accept-encoding': encoding } : headers, connections);
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${list.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      const bytes = encoding ? compressedBytes : Buffer.byteLength(text);
      rows.push({ label: `${list.label} (${connections} conn.${encoding ? `, ${encoding}` : ''})`, result, bytes, items });
    }
  }
  console.log(`  ${pad('route', 50)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} answer`);
  for (const { label, result, bytes, items } of rows) {
    const size = `${(bytes / 1024).toFixed(0)} KiB (${items} items, ${Math.round(bytes / items)} B each)`;
    console.log(`  ${pad(label, 50)} ${pad(result.requests.average.toFixed(1), 9)} ${pad(result.latency.p50, 7)} ${pad(result.latency.p99, 7)} ${size}`);
  }
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
    startProcess('api', API_SCRIPT, {
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

    const access = await signInAs(apiUrl, 'CN1001');
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

    await measureLongLists(database, apiUrl, pad);
  } finally {
    await stopAndDropDatabase(children, database, KEEP_DATABASE);
  }
}

runBench(main);

#!/usr/bin/env node
/**
 * Back-office benchmark: the lead management list and the pending payouts page with 100,000 leads.
 * Figures only, never a pass/fail on time.
 *
 *   node api/bench/lead-management.mjs            (part of `npm run bench` in api/)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=8 ...       measurement length per route; connections of the second pass
 *   BENCH_LEADS=100000 BENCH_LM_CONNECTORS=200    how many leads, spread over how many connectors
 *   BENCH_KEEP_DATABASE=1                         keep the PostgreSQL database afterwards (its URL is printed), e.g. for EXPLAIN
 *
 * Database: PostgreSQL when DATABASE_URL (or BENCH_DATABASE_URL) is set: a fresh database is created on
 * that server and dropped afterwards. Otherwise embedded PGlite in a temporary folder (the fallback:
 * one WASM connection, far slower, only indicative). The API runs from its production build
 * (api/dist/server.js, built first when it is missing or predates the lead management routes).
 *
 * Data: the API migrates and seeds the demo data, then BENCH_LEADS leads are inserted with SQL, spread
 * over BENCH_LM_CONNECTORS connectors (half below RM2001, half below RM2002), every bank loan, statuses
 * 3:5:2 (approved, processing, rejected), created 15 minutes apart (about 2.9 years). Every approved lead
 * has its payout credit (cycle 1); those of the last 180 days are unprocessed (~5,200 entries, ~26 per
 * connector), so a page of 20 connectors carries ~520 entries. The payout invariant's deferred triggers run
 * at commit as in production. Then VACUUM ANALYZE.
 *
 * Measured (autocannon), each with 1 connection (what one user waits) and then BENCH_CONNECTIONS:
 * the first page, a filtered page (status + bank), a search (name contains), a deep page (page 2000 of 50),
 * an rm's first page (their team's leads), the pending payouts page; and the CSV export of 100,000 rows once.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchDatabase, freePort } from './bench-support.mjs';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 8);
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const LEADS = Number(process.env.BENCH_LEADS || 100_000);
const CONNECTORS = Number(process.env.BENCH_LM_CONNECTORS || 200);
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';

const children = [];

function startApi(env) {
  const child = spawn(process.execPath, ['dist/server.js'], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    if (!child.stopping && code) console.error(`api exited with ${code}\n${output}`);
  });
  children.push(child);
  return child;
}

async function stopApi(child) {
  child.stopping = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function waitFor(url, what, timeoutMs = 180_000) {
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

function ensureBuild() {
  const bundle = path.join(API_DIR, 'dist', 'server.js');
  const current = fs.existsSync(bundle) && fs.readFileSync(bundle, 'utf8').includes('/leads/manage/leads/');
  if (current) return;
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('api build failed');
}

async function createDatabase() {
  if (!SERVER_URL) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-lm-'));
    return {
      label: 'PGlite (embedded, fallback: set DATABASE_URL for PostgreSQL)',
      url: null,
      dataDir: path.join(dir, 'pglite'),
      env: { DATA_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: path.join(dir, 'uploads') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = await createScratchDatabase(SERVER_URL, 'api_bench_lm');
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-lm-uploads-'));
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

const FIRST = ['Aarav', 'Priya', 'Rohan', 'Sneha', 'Vikram', 'Ananya', 'Kiran', 'Meera', 'Arjun', 'Kavya', 'Rahul', 'Pooja', 'Nikhil', 'Deepika', 'Imran', 'Lakshmi', 'Suresh', 'Ritu', 'Farhan', 'Divya'];
const LAST = ['Sharma', 'Nair', 'Verma', 'Iyer', 'Mehta', 'Patil', 'Pawar', 'Kulkarni', 'Singh', 'Reddy', 'Deshmukh', 'Bhosale', 'Jadhav', 'Rao', 'Pasha', 'Narayan', 'Hegde', 'Malhotra', 'Shaikh', 'Gupta'];
const sqlArray = (values) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/** The statements that add the bench data (run in one transaction); `$1` and `$2` stand for the numbers of leads and connectors. */
const SEED_STATEMENTS = [
  `insert into employees (employee_id, username, role, password_hash, assigned_territory_id, kyc_verified, kyc_verified_at)
   select 'LM' || (10000 + g), 'Bench Connector ' || g, 'connector', c.password_hash, c.assigned_territory_id, true, now()
   from employees c, generate_series(1, $2::int) g where c.employee_id = 'CN1001'`,
  `insert into employee_managers (employee_id, manager_id)
   select e.id, m.id from employees e join employees m on m.employee_id = case when e.id % 2 = 0 then 'RM2001' else 'RM2002' end
   where e.employee_id like 'LM%'`,
  `with loans as (select array_agg(id order by id) as ids from bank_loans),
        branches as (select array_agg(id order by id) as ids from bank_branches),
        people as (select array_agg(id order by id) as ids from employees where employee_id like 'LM%')
   insert into leads (customer_name, customer_mobile, customer_address, bank_loan_id, bank_branch_id, territory_id, loan_amount, status,
                      payout_cycle, remarks, documents_checklist, referred_by_id, created_by_id, created_at, updated_at)
   select (${sqlArray(FIRST)})[1 + g % 20] || ' ' || (${sqlArray(LAST)})[1 + (g / 20) % 20] || ' ' || g,
          (6000000000 + g * 37 % 3999999999)::text, g || ', Bench Road, Shivajinagar, Pune 411005',
          loans.ids[1 + (g * 7) % cardinality(loans.ids)], branches.ids[1 + g % cardinality(branches.ids)], null,
          100000 + (g * 7919 % 200) * 25000,
          case when g % 10 < 3 then 'approved' when g % 10 < 8 then 'processing' else 'rejected' end,
          case when g % 10 < 3 then 1 else 0 end,
          case when g % 4 = 0 then 'Follow up with the customer for documents.' end,
          jsonb_build_object('PAN Card', case when g % 3 = 0 then 'Verified' else 'Submitted' end, 'Aadhaar Card', 'Verified',
                             'Bank Statement', case when g % 5 = 0 then 'Pending' else 'Verified' end),
          people.ids[1 + (g / 10) % cardinality(people.ids)], people.ids[1 + (g / 10) % cardinality(people.ids)],
          now() - g * interval '15 minutes', now() - g * interval '15 minutes' + (g % 5) * interval '1 hour'
   from loans, branches, people, generate_series(1, $1::int) g`,
  `insert into transactions (connector_id, lead_id, transaction_type, amount, description, is_processed, lead_payout_cycle, processed_at, created_at)
   select l.referred_by_id, l.id, 'credit', round(l.loan_amount * bl.connectors_payout / 100, 2), 'Payout for ' || l.customer_name,
          l.created_at < now() - interval '180 days', 1,
          case when l.created_at < now() - interval '180 days' then l.created_at + interval '9 days' end, l.created_at + interval '7 days'
   from leads l join bank_loans bl on bl.id = l.bank_loan_id join employees e on e.id = l.referred_by_id
   where l.status = 'approved' and l.payout_cycle = 1 and e.employee_id like 'LM%'`,
];

/** The statement with the sizes written in (integers of this script, not input). */
const withSizes = (statement) => statement.replace(/\$1::int/g, String(Math.trunc(LEADS))).replace(/\$2::int/g, String(Math.trunc(CONNECTORS)));

const COUNTS = `select (select count(*) from leads)::int as leads, (select count(*) from transactions)::int as transactions,
  (select count(*) from transactions where not is_processed)::int as unprocessed`;

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const statement of SEED_STATEMENTS) await client.query(withSizes(statement));
    await client.query('commit');
    await client.query('vacuum analyze');
    return (await client.query(COUNTS)).rows[0];
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function seedPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    await db.transaction(async (tx) => {
      for (const statement of SEED_STATEMENTS) await tx.query(withSizes(statement));
    });
    await db.query('vacuum analyze');
    return (await db.query(COUNTS)).rows[0];
  } finally {
    await db.close();
  }
}

async function signInAs(apiUrl, employeeId) {
  const response = await fetch(`${apiUrl}/auth/api/connector/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employee_id: employeeId, password: 'Demo@1234' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${employeeId} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access;
}

function measure(url, headers, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: SECONDS, headers }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function main() {
  ensureBuild();
  const database = await createDatabase();
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = { ...database.env, API_HOST: '127.0.0.1', API_PORT: String(apiPort), PORT: String(apiPort), LOG_LEVEL: 'warn', NODE_ENV: 'development', JWT_SECRET: randomBytes(32).toString('hex') };
  try {
    let api = startApi(env);
    await waitFor(`${apiUrl}/health`, 'api');
    const seededAt = Date.now();
    let counts;
    if (database.url) {
      counts = await seedPostgres(database.url);
    } else {
      // PGlite allows one process: stop the API (it migrated and seeded), add the data, start it again.
      await stopApi(api);
      counts = await seedPglite(database.dataDir);
      api = startApi(env);
      await waitFor(`${apiUrl}/health`, 'api');
    }
    console.log(
      `Lead management on ${database.label}: ${counts.leads.toLocaleString('en-IN')} leads, ${counts.transactions.toLocaleString('en-IN')} ledger entries ` +
        `(${counts.unprocessed.toLocaleString('en-IN')} unprocessed); bench data inserted in ${((Date.now() - seededAt) / 1000).toFixed(1)} s; ` +
        `${os.cpus().length} cores, ${SECONDS} s per measurement`,
    );

    const staff = { authorization: `Bearer ${await signInAs(apiUrl, 'AD3001')}` };
    const rm = { authorization: `Bearer ${await signInAs(apiUrl, 'RM2001')}` };
    const banks = await (await fetch(`${apiUrl}/leads/banks/`, { headers: staff })).json();
    const bankId = banks[0].id;
    const routes = [
      { label: 'first page (20, newest first)', path: '/leads/manage/leads/', headers: staff },
      { label: `status=approved & bank=${bankId}`, path: `/leads/manage/leads/?status=approved&bank=${bankId}`, headers: staff },
      { label: 'search=sharma (name contains)', path: '/leads/manage/leads/?search=sharma', headers: staff },
      { label: 'search=600000 (mobile starts with)', path: '/leads/manage/leads/?search=600000', headers: staff },
      { label: 'deep page 2000 of 50', path: '/leads/manage/leads/?page=2000&page_size=50', headers: staff },
      { label: 'ordering=-loan_amount', path: '/leads/manage/leads/?ordering=-loan_amount', headers: staff },
      { label: 'rm RM2001, first page (team)', path: '/leads/manage/leads/', headers: rm },
      { label: 'pending payouts (20 connectors)', path: '/leads/payouts/pending/', headers: staff },
    ];
    const rows = [];
    for (const route of routes) {
      const check = await fetch(`${apiUrl}${route.path}`, { headers: route.headers });
      const body = await check.json();
      if (!check.ok) throw new Error(`${route.path} answered ${check.status}: ${JSON.stringify(body)}`);
      await measure(`${apiUrl}${route.path}`, route.headers, 1); // warm-up
      const one = await measure(`${apiUrl}${route.path}`, route.headers, 1);
      const many = await measure(`${apiUrl}${route.path}`, route.headers, CONNECTIONS);
      for (const result of [one, many]) {
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      rows.push({ ...route, count: body.count, results: body.results.length, one, many });
    }

    const exportStarted = Date.now();
    const exported = await fetch(`${apiUrl}/leads/manage/leads/export/`, { headers: staff });
    const csv = await exported.text();
    const exportMs = Date.now() - exportStarted;
    if (!exported.ok) throw new Error(`export answered ${exported.status}`);
    const exportRows = csv.split('\r\n').length - 2;

    const pad = (text, width) => String(text).padEnd(width);
    const c = CONNECTIONS;
    console.log(`\n  ${pad('GET /leads/manage/leads/ ...', 38)} ${pad('count', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('req/s', 7)} ${pad(`p50@${c}`, 7)} ${pad(`p99@${c}`, 7)} req/s@${c}`);
    for (const row of rows) {
      console.log(
        `  ${pad(row.label, 38)} ${pad(row.count, 8)} ${pad(row.one.latency.p50, 7)} ${pad(row.one.latency.p99, 7)} ${pad(row.one.requests.average.toFixed(1), 7)} ` +
          `${pad(row.many.latency.p50, 7)} ${pad(row.many.latency.p99, 7)} ${row.many.requests.average.toFixed(1)}`,
      );
    }
    console.log(`\n  CSV export of every lead: ${exportRows.toLocaleString('en-IN')} rows, ${(Buffer.byteLength(csv) / 1e6).toFixed(1)} MB in ${exportMs} ms (one request)`);
  } finally {
    for (const child of children) {
      child.stopping = true;
      child.kill('SIGTERM');
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    if (KEEP_DATABASE && database.url) console.log(`\nKept the bench database: ${database.url}`);
    else await database.drop().catch((error) => console.error('could not drop the bench database', error));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

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
 * Data (LEAD_BENCH_STATEMENTS in bench-support.mjs, shared with dashboards.mjs): the API migrates and seeds
 * the demo data, then BENCH_LEADS leads are inserted with SQL, spread over BENCH_LM_CONNECTORS connectors
 * (half below RM2001, half below RM2002, each in a cluster territory), every bank loan, statuses
 * 3:5:2 (approved, processing, rejected), created 15 minutes apart (about 2.9 years). Every approved lead
 * has its payout credit (cycle 1); those of the last 180 days are unprocessed (~5,200 entries, ~26 per
 * connector), so a page of 20 connectors carries ~520 entries. The payout invariant's deferred triggers run
 * at commit as in production. Then VACUUM ANALYZE.
 *
 * Measured (autocannon), each with 1 connection (what one user waits) and then BENCH_CONNECTIONS:
 * the first page, a filtered page (status + bank), a search (name contains), a deep page (page 2000 of 50),
 * an rm's first page (their team's leads), the pending payouts page; and the CSV export of 100,000 rows once.
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import {
  createBenchDatabase,
  ensureBuild,
  freePort,
  LEAD_BENCH_STATEMENTS,
  measure as measureFor,
  runBench,
  seedLeadBench,
  signInAs,
  startApi as startApiProcess,
  stopAndDropDatabase,
  stopApi,
  waitFor,
} from './bench-support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 8);
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const LEADS = Number(process.env.BENCH_LEADS || 100_000);
const CONNECTORS = Number(process.env.BENCH_LM_CONNECTORS || 200);
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';

const children = [];
const startApi = (env) => startApiProcess(env, children);
const measure = (url, headers, connections) => measureFor(url, headers, connections, SECONDS);

async function main() {
  ensureBuild('/leads/manage/leads/');
  const database = await createBenchDatabase(SERVER_URL, 'api_bench_lm');
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = { ...database.env, API_HOST: '127.0.0.1', API_PORT: String(apiPort), PORT: String(apiPort), LOG_LEVEL: 'warn', NODE_ENV: 'development', JWT_SECRET: randomBytes(32).toString('hex') };
  try {
    let api = startApi(env);
    await waitFor(`${apiUrl}/health`, 'api');
    const seededAt = Date.now();
    let counts;
    if (database.url) {
      counts = await seedLeadBench(database, LEAD_BENCH_STATEMENTS, { leads: LEADS, connectors: CONNECTORS });
    } else {
      // PGlite allows one process: stop the API (it migrated and seeded), add the data, start it again.
      await stopApi(api);
      counts = await seedLeadBench(database, LEAD_BENCH_STATEMENTS, { leads: LEADS, connectors: CONNECTORS });
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
    await stopAndDropDatabase(children, database, KEEP_DATABASE);
  }
}

runBench(main);

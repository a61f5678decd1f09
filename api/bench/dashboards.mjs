#!/usr/bin/env node
/**
 * Role dashboards benchmark (docs/dashboards.md): GET /dashboard/back-office/ as AD3001 and GET /dashboard/team/
 * as RM2001 with 100,000 leads. Figures only, never a pass/fail on time.
 *
 *   node api/bench/dashboards.mjs                 (part of `npm run bench` in api/)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=8 ...       measurement length per route; connections of the second pass
 *   BENCH_LEADS=100000 BENCH_LM_CONNECTORS=200    how many leads, spread over how many connectors
 *   BENCH_KYC_WAITING=300                         connectors more, each with a KYC submission waiting for review
 *   BENCH_KEEP_DATABASE=1                         keep the PostgreSQL database afterwards (its URL is printed), e.g. for EXPLAIN
 *
 * Database: PostgreSQL when DATABASE_URL (or BENCH_DATABASE_URL) is set: a fresh database is created on that
 * server and dropped afterwards. Otherwise embedded PGlite in a temporary folder (the fallback: one WASM
 * connection, far slower, only indicative). The API runs from its production build (api/dist/server.js, built
 * first when it is missing or predates the dashboards).
 *
 * Data: the lead-management bench's (LEAD_BENCH_STATEMENTS in bench-support.mjs: 100,000 leads over 200
 * connectors, half of them below RM2001, created 15 minutes apart over ~2.9 years, statuses 3:5:2, a credit per
 * approval, ~5,200 of them unprocessed) plus each lead's timeline and KYC submissions
 * (LEAD_BENCH_TIMELINE_STATEMENTS: creation, the decision, a document decision on a third of the processing leads;
 * an approved submission per connector and BENCH_KYC_WAITING pending ones). Then VACUUM ANALYZE.
 *
 * Measured (autocannon) with 1 connection (what one user waits), then BENCH_CONNECTIONS: p50, p99, requests/s.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import {
  createBenchDatabase,
  ensureBuild,
  freePort,
  LEAD_BENCH_STATEMENTS,
  LEAD_BENCH_TIMELINE_STATEMENTS,
  measure,
  runBench,
  seedLeadBench,
  signInAs,
  startApi,
  stopAndDropDatabase,
  stopApi,
  waitFor,
} from './bench-support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 8);
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const SIZES = {
  leads: Number(process.env.BENCH_LEADS || 100_000),
  connectors: Number(process.env.BENCH_LM_CONNECTORS || 200),
  applicants: Number(process.env.BENCH_KYC_WAITING || 300),
};
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';

async function main() {
  ensureBuild('/dashboard/back-office/');
  const children = [];
  const database = await createBenchDatabase(SERVER_URL, 'api_bench_dash');
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = {
    ...database.env,
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // The idle-lead reminders would write tens of thousands of notifications while the bench measures.
    IDLE_LEAD_CHECK_INTERVAL_MINUTES: '0',
  };
  const statements = [...LEAD_BENCH_STATEMENTS, ...LEAD_BENCH_TIMELINE_STATEMENTS];
  try {
    let api = startApi(env, children);
    await waitFor(`${apiUrl}/health`, 'api');
    const seededAt = Date.now();
    let counts;
    if (database.url) {
      counts = await seedLeadBench(database, statements, SIZES);
    } else {
      // PGlite allows one process: stop the API (it migrated and seeded), add the data, start it again.
      await stopApi(api);
      counts = await seedLeadBench(database, statements, SIZES);
      api = startApi(env, children);
      await waitFor(`${apiUrl}/health`, 'api');
    }
    console.log(
      `Dashboards on ${database.label}: ${counts.leads.toLocaleString('en-IN')} leads, ${counts.timeline.toLocaleString('en-IN')} timeline entries, ` +
        `${counts.transactions.toLocaleString('en-IN')} ledger entries (${counts.unprocessed.toLocaleString('en-IN')} unprocessed), ` +
        `${counts.kyc_pending.toLocaleString('en-IN')} KYC submissions waiting; bench data inserted in ${((Date.now() - seededAt) / 1000).toFixed(1)} s; ` +
        `${os.cpus().length} cores, ${SECONDS} s per measurement`,
    );

    const routes = [
      { label: 'GET /dashboard/back-office/ (AD3001)', path: '/dashboard/back-office/', account: 'AD3001' },
      { label: 'GET /dashboard/team/ (RM2001)', path: '/dashboard/team/', account: 'RM2001' },
    ];
    const rows = [];
    for (const route of routes) {
      const headers = { authorization: `Bearer ${await signInAs(apiUrl, route.account)}` };
      const check = await fetch(`${apiUrl}${route.path}`, { headers });
      const body = await check.json();
      if (!check.ok) throw new Error(`${route.path} answered ${check.status}: ${JSON.stringify(body)}`);
      await measure(`${apiUrl}${route.path}`, headers, 1, SECONDS); // warm-up
      const one = await measure(`${apiUrl}${route.path}`, headers, 1, SECONDS);
      const many = await measure(`${apiUrl}${route.path}`, headers, CONNECTIONS, SECONDS);
      for (const result of [one, many]) {
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      const what = body.connectors
        ? `${body.connector_count} connectors, ${body.totals.leads} leads this month, ${body.idle_leads.count.toLocaleString('en-IN')} idle`
        : `${body.monthly.reduce((sum, month) => sum + month.created, 0).toLocaleString('en-IN')} leads in 12 months, ` +
          `${body.idle_leads.count.toLocaleString('en-IN')} idle, ${body.payouts_due.entries.toLocaleString('en-IN')} credits due`;
      rows.push({ ...route, what, one, many });
    }

    const pad = (text, width) => String(text).padEnd(width);
    const c = CONNECTIONS;
    console.log(`\n  ${pad('request', 38)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('req/s', 7)} ${pad(`p50@${c}`, 7)} ${pad(`p99@${c}`, 7)} ${pad(`req/s@${c}`, 9)} answers`);
    for (const row of rows) {
      console.log(
        `  ${pad(row.label, 38)} ${pad(row.one.latency.p50, 7)} ${pad(row.one.latency.p99, 7)} ${pad(row.one.requests.average.toFixed(1), 7)} ` +
          `${pad(row.many.latency.p50, 7)} ${pad(row.many.latency.p99, 7)} ${pad(row.many.requests.average.toFixed(1), 9)} ${row.what}`,
      );
    }
  } finally {
    await stopAndDropDatabase(children, database, KEEP_DATABASE);
  }
}

runBench(main);

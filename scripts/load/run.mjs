#!/usr/bin/env node
// `npm run load` (docs/load-and-faults.md): the two-replica topology (scripts/lib/topology.mjs) on a fresh
// scratch database of DATABASE_URL's PostgreSQL server, driven by autocannon with a mixed workload of
// virtual users (scripts/load/workload.mjs) for --duration seconds at --connections concurrent users,
// optionally with a fault injected mid-run. Prints requests per second and p50/p95/p99 latency per
// operation with the errors by kind, then checks the data in PostgreSQL (scripts/load/checks.mjs).
// Exit code 1 when a data check fails.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run load -- --duration=60 --connections=200 --fault=none
//   faults: none | kill-replica (SIGKILL replica A at 1/3, start it at 2/3) | api-down (both replicas stopped
//   for 5 s at 1/2) | stop-remote (remote-core stopped at 1/3, started at 2/3) | pg-restart
//   (`pg_ctlcluster --skip-systemctl-redirect <version> main restart` at 1/2: restarts the machine's
//   PostgreSQL for everyone; never used by the tests)
import { createRequire } from 'node:module';
import path from 'node:path';
import { runCommand } from '../lib/run.mjs';
import { bold, green, red } from '../lib/format.mjs';
import { ensureNginx } from '../lib/nginx.mjs';
import { createScratchDatabase, loadPg } from '../lib/scratch-db.mjs';
import { REPO_ROOT } from '../lib/services.mjs';
import { startTopology } from '../lib/topology.mjs';
import { checkData } from './checks.mjs';
import { prepareFixtures } from './fixtures.mjs';
import { createWorkload, percentile } from './workload.mjs';

const FAULTS = ['none', 'pg-restart', 'kill-replica', 'stop-remote', 'api-down'];

function parseArgs(argv) {
  const options = { duration: 60, connections: 200, fault: 'none', apiBase: 8650, frontBase: 3650 };
  for (const arg of argv) {
    const match = /^--(duration|connections|fault|api-base|front-base)=(.+)$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg} (use --duration=60 --connections=200 --fault=${FAULTS.join('|')})`);
    const [, name, value] = match;
    if (name === 'fault') {
      if (!FAULTS.includes(value)) throw new Error(`--fault must be one of ${FAULTS.join(', ')}`);
      options.fault = value;
    } else {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 1) throw new Error(`--${name}=${value} is not a positive integer`);
      options[name.replace(/-(\w)/, (_m, c) => c.toUpperCase())] = number;
    }
  }
  return options;
}

/** autocannon 8, from the e2e workspace package (the root package has no runtime dependencies). */
function loadAutocannon() {
  return createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'))('autocannon');
}

async function pgClusterVersion(client) {
  const { rows } = await client.query('show server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/** Schedule the fault; resolves with a log of what happened when. */
function scheduleFault(fault, topology, durationMs, pgVersion) {
  const log = [];
  const started = performance.now();
  const at = (fraction, what, action) =>
    new Promise((resolve) => {
      setTimeout(async () => {
        const t = ((performance.now() - started) / 1000).toFixed(1);
        try {
          await action();
          log.push(`${t}s ${what}`);
        } catch (error) {
          log.push(`${t}s ${what} FAILED: ${error instanceof Error ? error.message : error}`);
        }
        resolve();
      }, durationMs * fraction);
    });
  const { a, b } = topology.replicas;
  switch (fault) {
    case 'kill-replica':
      return Promise.all([at(1 / 3, 'SIGKILL replica A', () => a.kill()), at(2 / 3, 'replica A started again', () => a.start())]).then(() => log);
    case 'api-down':
      return at(1 / 2, 'both replicas stopped (SIGTERM) for 5 s, then started', async () => {
        await Promise.all([a.stop(), b.stop()]);
        await new Promise((resolve) => setTimeout(resolve, 5000));
        await Promise.all([a.start(), b.start()]);
      }).then(() => log);
    case 'stop-remote':
      return Promise.all([
        at(1 / 3, 'remote-core stopped', () => topology.frontEnds['remote-core'].stop()),
        at(2 / 3, 'remote-core started again', () => topology.restartFrontEnd('remote-core')),
      ]).then(() => log);
    case 'pg-restart':
      return at(1 / 2, `PostgreSQL ${pgVersion} restarted`, async () => {
        const result = await runCommand('pg_ctlcluster', ['--skip-systemctl-redirect', String(pgVersion), 'main', 'restart']);
        if (result.code !== 0) throw new Error(`pg_ctlcluster exited ${result.code}`);
      }).then(() => log);
    default:
      return Promise.resolve(log);
  }
}

function printTable(workload, seconds) {
  const header = ['operation', 'count', 'rps', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const rows = [];
  let total = 0;
  let errorsTotal = 0;
  const all = [];
  for (const [op, entry] of [...workload.stats.entries()].sort((x, y) => y[1].count - x[1].count)) {
    const sorted = [...entry.latencies].sort((x, y) => x - y);
    for (const latency of sorted) all.push(latency);
    total += entry.count;
    const errors = [...entry.errors.entries()].map(([kind, n]) => `${kind}:${n}`).join(' ') || '0';
    errorsTotal += [...entry.errors.values()].reduce((sum, n) => sum + n, 0);
    rows.push([op, entry.count, (entry.count / seconds).toFixed(1), ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1)), errors]);
  }
  all.sort((x, y) => x - y);
  rows.push(['all', total, (total / seconds).toFixed(1), ...[50, 95, 99].map((p) => percentile(all, p).toFixed(1)), String(errorsTotal)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 || i === 6 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  console.log(bold(line(header)));
  for (const row of rows) console.log(line(row));
  return { total, errorsTotal };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server (the load run uses a scratch database on it).');
  const nginx = await ensureNginx();
  if (!nginx.ok) throw new Error(nginx.message);
  const autocannon = loadAutocannon();
  const { Client } = loadPg();
  const database = await createScratchDatabase(process.env.DATABASE_URL, 'load');
  let topology = null;
  let client = null;
  let exitCode = 1;
  try {
    console.log(`Starting the topology on ${database.name}...`);
    topology = await startTopology({
      databaseUrl: database.url,
      apiBase: options.apiBase,
      frontBase: options.frontBase,
      // 20 connections per replica: 40 of PostgreSQL's default 100.
      apiEnv: { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || '20', LOG_LEVEL: 'error' },
      // Every simulated user comes from this machine's one address: the proxy's limit per address
      // (meant for one client) would measure itself instead of the portal.
      proxyRateLimit: { requestsPerSecond: 1_000_000, burst: 1_000_000 },
    });
    client = new Client({ connectionString: database.url });
    await client.connect();
    const pgVersion = await pgClusterVersion(client);
    const fixtures = await prepareFixtures(client, { connectors: options.connections });
    await client.end();
    client = null;
    const runId = Date.now().toString(36);
    const workload = createWorkload({ runId, connections: options.connections, ...fixtures, staffEvery: 10 });
    const signInStarted = performance.now();
    await workload.signInAll(topology.proxyUrl);
    console.log(`${options.connections} users signed in (8 at a time) in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s.`);
    console.log(
      `Driving ${topology.proxyUrl} for ${options.duration} s with ${options.connections} users (1 in 10 staff), fault: ${options.fault}...`,
    );
    const durationMs = options.duration * 1000;
    const faultLog = scheduleFault(options.fault, topology, durationMs, pgVersion);
    // One entry per request a connection may make (autocannon starts a connection's context afresh when it
    // wraps around): far more than a connection makes in a run.
    const requests = new Array(20_000).fill({ setupRequest: workload.setupRequest, onResponse: workload.onResponse });
    const started = performance.now();
    const result = await autocannon({
      url: topology.proxyUrl,
      connections: options.connections,
      duration: options.duration,
      timeout: 30,
      requests,
    });
    const seconds = Math.min((performance.now() - started) / 1000, options.duration);
    const faults = await faultLog;
    // Give the replicas a moment after a fault (the data checks read PostgreSQL directly).
    await new Promise((resolve) => setTimeout(resolve, 1000));

    console.log('');
    const { total } = printTable(workload, seconds);
    console.log(
      `\nautocannon: ${result.requests.total} requests, ${result.requests.average} req/s average, latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms; connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    console.log(`answered by the API: ${total}; resent with the same Idempotency-Key: ${workload.retries()}`);
    if (faults.length > 0) console.log(`fault: ${faults.join('; ')}`);

    client = new Client({ connectionString: database.url });
    await client.connect();
    const checks = await checkData(client, workload.ledger);
    const summary =
      `data checks: leads acknowledged ${checks.leads.acknowledged}, lost ${checks.leads.lost}, duplicated ${checks.leads.duplicated}` +
      ` (created but not acknowledged ${checks.leads.createdWithoutAck}); approvals ${checks.payouts.approvals}, payouts missing ${checks.payouts.missing},` +
      ` duplicated ${checks.payouts.duplicated}, on rejected leads ${checks.payouts.unexpected}; notifications promised ${checks.notifications.promised},` +
      ` lost ${checks.notifications.lost}, duplicated ${checks.notifications.duplicated}`;
    console.log(checks.ok ? green(summary) : red(summary));
    exitCode = checks.ok ? 0 : 1;
  } finally {
    await client?.end().catch(() => {});
    await topology?.stopAll();
    await database.drop().catch((error) => console.error(`Could not drop ${database.name}: ${error.message}`));
  }
  process.exitCode = exitCode;
}

main().catch((error) => {
  console.error(red(error instanceof Error ? error.stack ?? error.message : String(error)));
  process.exitCode = 1;
});

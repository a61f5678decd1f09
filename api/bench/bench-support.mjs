/**
 * What the API benches share: a free port for a server of their own, a scratch PostgreSQL database, the
 * bundling of a bench written in TypeScript, and the back-office benches' API process and 100,000 leads.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';
import { externalNodeModules } from '../scripts/external-node-modules.mjs';

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

/**
 * Bundles a bench written in TypeScript against the API's sources (`bench/<name>.ts`) with esbuild into
 * api/.tmp/, the statement worker beside it where the API's pool finds it (as dist/ has it beside
 * server.js), and runs it in a process of its own from api/ (so the API finds its migrations one folder
 * up, as from dist/). Answers its exit code.
 */
export async function runBundledBench(name, nodeArgs = []) {
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outdir = path.join(apiDir, '.tmp');
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: {
      [name]: path.join(apiDir, 'bench', `${name}.ts`),
      'statement-pdf-worker': path.join(apiDir, 'src', 'features', 'payouts', 'statement-pdf-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    plugins: [externalNodeModules],
    logLevel: 'warning',
  });
  const result = spawnSync(process.execPath, [...nodeArgs, path.join(outdir, `${name}.js`)], { stdio: 'inherit', cwd: apiDir });
  return result.status ?? 1;
}

// ---------------------------------------------------------------------------------------------
// The back-office benches (lead-management.mjs, dashboards.mjs): the built API on a database of its own,
// and 100,000 leads over a few hundred connectors inserted with SQL.

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the built API (`api/dist/server.js`, or `script` relative to api/) with `env` as a child process and
 * adds it to `children` (stopped by the caller's `finally`). Its last output is printed if it exits on its own
 * with an error.
 */
export function startApi(env, children, script = 'dist/server.js') {
  const child = spawn(process.execPath, [script], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** Stops an API started by `startApi` (SIGTERM; at most 10 s). */
export async function stopApi(child) {
  child.stopping = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/**
 * The end of a bench: stops its processes, then drops its scratch database unless `keep` (BENCH_KEEP_DATABASE=1)
 * asks to keep it for a look.
 */
export async function stopAndDropDatabase(children, database, keep) {
  for (const child of children) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  if (keep && database.url) console.log(`\nKept the bench database: ${database.url}`);
  else await database.drop().catch((error) => console.error('could not drop the bench database', error));
}

/** Runs a bench's `main`, printing its failure as one message and failing the process. */
export function runBench(main) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

/** Waits until `url` answers 2xx. */
export async function waitFor(url, what, timeoutMs = 180_000) {
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

/** Builds api/dist when it is missing or does not hold `marker` yet (a route the bench measures). */
export function ensureBuild(marker) {
  const bundle = path.join(API_DIR, 'dist', 'server.js');
  const current = existsSync(bundle) && readFileSync(bundle, 'utf8').includes(marker);
  if (current) return;
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('api build failed');
}

/**
 * The bench's database: a new one on the PostgreSQL server of `serverUrl` (its `env` points the API at
 * it), or without a server an embedded PGlite folder (the fallback: one WASM connection, far slower, only
 * indicative). `drop` removes it.
 */
export async function createBenchDatabase(serverUrl, prefix) {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
    return {
      label: 'PGlite (embedded, fallback: set DATABASE_URL for PostgreSQL)',
      url: null,
      dataDir: path.join(dir, 'pglite'),
      env: { DATA_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: path.join(dir, 'uploads') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = await createScratchDatabase(serverUrl, prefix);
  const uploads = mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-uploads-`));
  return {
    label: `PostgreSQL (${database.host})`,
    url: database.url,
    env: { DATABASE_URL: database.url, UPLOAD_DIR: uploads },
    drop: async () => {
      await database.drop();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

const FIRST = ['Aarav', 'Priya', 'Rohan', 'Sneha', 'Vikram', 'Ananya', 'Kiran', 'Meera', 'Arjun', 'Kavya', 'Rahul', 'Pooja', 'Nikhil', 'Deepika', 'Imran', 'Lakshmi', 'Suresh', 'Ritu', 'Farhan', 'Divya'];
const LAST = ['Sharma', 'Nair', 'Verma', 'Iyer', 'Mehta', 'Patil', 'Pawar', 'Kulkarni', 'Singh', 'Reddy', 'Deshmukh', 'Bhosale', 'Jadhav', 'Rao', 'Pasha', 'Narayan', 'Hegde', 'Malhotra', 'Shaikh', 'Gupta'];
const sqlArray = (values) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/**
 * The leads of the back-office benches, run in one transaction; `$1` and `$2` stand for the numbers of
 * leads and connectors. Connectors LM10001… (half below RM2001, half below RM2002, each in one of the
 * demo's cluster territories in turn); leads over every bank loan, statuses 3:5:2 (approved, processing,
 * rejected), created 15 minutes apart (about 2.9 years), each in its referrer's territory; every approved
 * lead has its payout credit (cycle 1), unprocessed for the last 180 days (~5,200 entries).
 */
export const LEAD_BENCH_STATEMENTS = [
  `insert into employees (employee_id, username, role, password_hash, assigned_territory_id, kyc_verified, kyc_verified_at, created_at)
   select 'LM' || (10000 + g), 'Bench Connector ' || g, 'connector', c.password_hash,
          clusters.ids[1 + g % cardinality(clusters.ids)], true, now() - (g % 700) * interval '1 day', now() - (g % 700 + 20) * interval '1 day'
   from employees c, (select array_agg(id order by id) as ids from territories where level = 'cluster') clusters, generate_series(1, $2::int) g
   where c.employee_id = 'CN1001'`,
  `insert into employee_managers (employee_id, manager_id)
   select e.id, m.id from employees e join employees m on m.employee_id = case when e.id % 2 = 0 then 'RM2001' else 'RM2002' end
   where e.employee_id like 'LM%'`,
  `with loans as (select array_agg(id order by id) as ids from bank_loans),
        branches as (select array_agg(id order by id) as ids from bank_branches),
        people as (select array_agg(id order by id) as ids, array_agg(assigned_territory_id order by id) as territories from employees where employee_id like 'LM%')
   insert into leads (customer_name, customer_mobile, customer_address, bank_loan_id, bank_branch_id, territory_id, loan_amount, status,
                      payout_cycle, remarks, documents_checklist, referred_by_id, created_by_id, created_at, updated_at)
   select (${sqlArray(FIRST)})[1 + g % 20] || ' ' || (${sqlArray(LAST)})[1 + (g / 20) % 20] || ' ' || g,
          (6000000000 + g * 37 % 3999999999)::text, g || ', Bench Road, Shivajinagar, Pune 411005',
          loans.ids[1 + (g * 7) % cardinality(loans.ids)], branches.ids[1 + g % cardinality(branches.ids)],
          people.territories[1 + (g / 10) % cardinality(people.ids)],
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

/**
 * What the dashboards also read (dashboards.mjs): each bench lead's timeline (its creation; the decision of
 * an approved lead half an hour before its credit, a rejected one 1–20 days after creation, never after now; a document decision on one processing lead
 * in three, 1–9 days after creation), and KYC: an approved submission of every bench connector, and
 * `$3` connectors more (LK10001…) whose submissions wait for review, one every 3 hours back from now.
 * The database's triggers derive each lead's status_changed_at and last_change_at from the timeline.
 */
export const LEAD_BENCH_TIMELINE_STATEMENTS = [
  `insert into lead_status_history (event, lead_id, from_status, to_status, changed_by_id, note, changed_at)
   select 'created', l.id, null, 'processing', l.created_by_id, 'Lead created', l.created_at
   from leads l join employees e on e.id = l.referred_by_id where e.employee_id like 'LM%'`,
  `insert into lead_status_history (event, lead_id, from_status, to_status, changed_by_id, note, changed_at)
   select 'status', l.id, 'processing', l.status, a.id, 'Decided',
          least(now(), case when l.status = 'approved' then l.created_at + interval '7 days' - interval '30 minutes'
                            else l.created_at + (1 + l.id % 20) * interval '1 day' end)
   from leads l join employees e on e.id = l.referred_by_id, employees a
   where e.employee_id like 'LM%' and l.status <> 'processing' and a.employee_id = 'AD3001'`,
  `insert into lead_status_history (event, lead_id, from_status, to_status, changed_by_id, note, changed_at, document_name, document_state)
   select 'document', l.id, 'processing', 'processing', a.id, null, least(now(), l.created_at + (1 + l.id % 9) * interval '1 day'), 'PAN Card', 'Verified'
   from leads l join employees e on e.id = l.referred_by_id, employees a
   where e.employee_id like 'LM%' and l.status = 'processing' and l.id % 3 = 0 and a.employee_id = 'AD3001'`,
  `insert into kyc_submissions (employee_id, status, submitted_at, reviewed_at, reviewed_by_id)
   select e.id, 'approved', e.kyc_verified_at - interval '1 day', e.kyc_verified_at, a.id
   from employees e, employees a where e.employee_id like 'LM%' and a.employee_id = 'AD3001'`,
  `insert into employees (employee_id, username, role, password_hash, assigned_territory_id, kyc_verified, created_at)
   select 'LK' || (10000 + g), 'Bench Applicant ' || g, 'connector', c.password_hash, c.assigned_territory_id, false, now() - g * interval '3 hours' - interval '1 day'
   from employees c, generate_series(1, $3::int) g where c.employee_id = 'CN1001'`,
  `insert into kyc_submissions (employee_id, status, submitted_at)
   select e.id, 'pending', e.created_at + interval '1 day' from employees e where e.employee_id like 'LK%'`,
];

/** A statement with the sizes written in (integers of the bench script, never input). */
const withSizes = (statement, sizes) =>
  statement
    .replace(/\$1::int/g, String(Math.trunc(sizes.leads)))
    .replace(/\$2::int/g, String(Math.trunc(sizes.connectors)))
    .replace(/\$3::int/g, String(Math.trunc(sizes.applicants ?? 0)));

const LEAD_BENCH_COUNTS = `select (select count(*) from leads)::int as leads, (select count(*) from transactions)::int as transactions,
  (select count(*) from transactions where not is_processed)::int as unprocessed, (select count(*) from lead_status_history)::int as timeline,
  (select count(*) from kyc_submissions where status = 'pending')::int as kyc_pending`;

/**
 * Inserts the bench's leads (`statements`: LEAD_BENCH_STATEMENTS, optionally with
 * LEAD_BENCH_TIMELINE_STATEMENTS) into the database of `createBenchDatabase` in one transaction, then
 * VACUUM ANALYZE; answers the counts. On PGlite the API must be stopped (one process per folder).
 */
export async function seedLeadBench(database, statements, sizes) {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('begin');
      for (const statement of statements) await client.query(withSizes(statement, sizes));
      await client.query('commit');
      await client.query('vacuum analyze');
      return (await client.query(LEAD_BENCH_COUNTS)).rows[0];
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(database.dataDir);
  try {
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.query(withSizes(statement, sizes));
    });
    await db.query('vacuum analyze');
    return (await db.query(LEAD_BENCH_COUNTS)).rows[0];
  } finally {
    await db.close();
  }
}

/**
 * An access token of a demo or bench account (password Demo@1234) that has agreed to the current privacy notice:
 * an account the bench inserted never has, and every signed-in read but the notice's own answers 403 until it does.
 */
export async function signInAs(apiUrl, employeeId) {
  const response = await fetch(`${apiUrl}/auth/api/connector/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employee_id: employeeId, password: 'Demo@1234' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${employeeId} failed: ${response.status} ${await response.text()}`);
  const { access } = await response.json();
  const notice = await fetch(`${apiUrl}/auth/privacy-notice/`);
  if (!notice.ok) throw new Error(`the privacy notice could not be read: ${notice.status}`);
  const agreed = await fetch(`${apiUrl}/auth/profile/consent/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ notice_version: (await notice.json()).version }),
  });
  if (!agreed.ok) throw new Error(`consent of ${employeeId} failed: ${agreed.status} ${await agreed.text()}`);
  return access;
}

/** autocannon on one URL for `seconds` with `connections` connections. */
export function measure(url, headers, connections, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

#!/usr/bin/env node
/**
 * Notification centre benchmark: one employee with 100,000 notifications, read through real HTTP.
 * Figures only, never a pass/fail on time.
 *
 *   node api/bench/notifications.mjs              (part of `npm run bench` in api/)
 *   BENCH_REQUESTS=200                            timed requests per case (after 50 warm-up requests)
 *   BENCH_NOTIFICATIONS=100000                    notifications of the bench employee
 *   BENCH_OTHER_NOTIFICATIONS=100000              notifications spread over the other employees
 *   BENCH_KEEP_DATABASE=1                         keep the database afterwards (its URL is printed), e.g. for EXPLAIN
 *   BENCH_API_SCRIPT=.tmp/server.js               another bundle one folder below api/ instead of dist/server.js
 *
 * Database: PostgreSQL only (DATABASE_URL or BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 * A fresh database bench_notifications_<random> is created on that server and dropped afterwards. The API
 * runs from its production build (api/dist/server.js, built first when it is missing or predates the
 * notification routes), migrates and seeds the demo data; then the bench data is inserted with
 * generate_series in one transaction (the counts triggers run once per statement, as in production),
 * followed by VACUUM ANALYZE.
 *
 * Data: employee NB7001 (a KYC-verified connector) gets BENCH_NOTIFICATIONS notifications, one every 5
 * minutes back from now (about 347 days), types in turn over all 15, one in four unread (and the newest
 * 2,000), one in five about a lead; BENCH_OTHER_NOTIFICATIONS more go to the demo employees.
 *
 * Measured, one request at a time over one keep-alive connection (what one user waits), median and p95
 * of BENCH_REQUESTS requests: GET /auth/profile/ (the floor: authentication and HTTP only), the first page
 * of All and of Unread, page 2,000 of All (offset 39,980), page 1,000 of Unread, oldest first, a type
 * filter, a lead_related filter, a month's date range, a search;
 * then once each: marking one read, and "mark all read" of every unread one.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  createScratchDatabase,
  freePort,
  runBench,
  signInAs,
  startApi,
  stopAndDropDatabase,
  waitFor,
} from './bench-support.mjs';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const WARM_UP = 50;
const NOTIFICATIONS = Math.trunc(Number(process.env.BENCH_NOTIFICATIONS || 100_000));
const OTHER_NOTIFICATIONS = Math.trunc(Number(process.env.BENCH_OTHER_NOTIFICATIONS ?? 100_000));
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
const BENCH_EMPLOYEE = 'NB7001';
const API_SCRIPT = process.env.BENCH_API_SCRIPT || 'dist/server.js';

const children = [];

function ensureBuild() {
  if (process.env.BENCH_API_SCRIPT) return;
  const bundle = path.join(API_DIR, 'dist', 'server.js');
  const current = fs.existsSync(bundle) && fs.readFileSync(bundle, 'utf8').includes('/notifications/mark-all-read/');
  if (current) return;
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('api build failed');
}

async function createDatabase() {
  const database = await createScratchDatabase(SERVER_URL, 'bench_notifications');
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-notifications-uploads-'));
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

const TYPES = [
  'custom_alert', 'feature_update', 'weekly_report', 'monthly_report', 'lead_status', 'idle_lead', 'dob_anniversary', 'welcome_message',
  'document_pending', 'customer_notification', 'referral_notification', 'escalation_notification', 'rm_assign', 'head_notification', 'rm_status_update',
];
const NAMES = ['Aarav Sharma', 'Priya Nair', 'Rohan Verma', 'Sneha Iyer', 'Vikram Mehta', 'Ananya Patil', 'Kiran Pawar', 'Meera Kulkarni', 'Arjun Singh', 'Kavya Reddy'];
const sqlArray = (values) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/** The bench data, in one transaction; the sizes are integers of this script, not input. */
const SEED_STATEMENTS = [
  `insert into employees (employee_id, username, role, password_hash, kyc_verified, kyc_verified_at)
   select '${BENCH_EMPLOYEE}', 'Bench Notified Connector', 'connector', c.password_hash, true, now() from employees c where c.employee_id = 'CN1001'`,
  `with lead_ids as (select array_agg(id order by id) as ids from leads),
        me as (select id from employees where employee_id = '${BENCH_EMPLOYEE}')
   insert into notifications (recipient_id, title, message, notification_type, is_active, lead_id, created_by_id, created_at)
   select me.id,
          case when g % 5 = 0 then 'Lead update: ' || (${sqlArray(NAMES)})[1 + g % 10] else 'Notice ' || g end,
          'Message ' || g || ' for **' || (${sqlArray(NAMES)})[1 + (g / 10) % 10] || '**.' || E'\\n' || 'Open the portal for details.',
          (${sqlArray(TYPES)})[1 + g % 15],
          g <= 2000 or g % 4 = 0,
          case when g % 5 = 0 then lead_ids.ids[1 + g % cardinality(lead_ids.ids)] end,
          null,
          now() - g * interval '5 minutes'
   from me, lead_ids, generate_series(1, ${NOTIFICATIONS}) g`,
  `with people as (select array_agg(id order by id) as ids from employees where employee_id <> '${BENCH_EMPLOYEE}')
   insert into notifications (recipient_id, title, message, notification_type, is_active, created_at)
   select people.ids[1 + g % cardinality(people.ids)], 'Other ' || g, 'Someone else''s message ' || g, (${sqlArray(TYPES)})[1 + g % 15],
          g % 2 = 0, now() - g * interval '3 minutes'
   from people, generate_series(1, ${OTHER_NOTIFICATIONS}) g`,
];

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const statement of SEED_STATEMENTS) await client.query(statement);
    await client.query('commit');
    await client.query('vacuum analyze');
    const { rows } = await client.query(
      `select (select count(*) from notifications)::int as all_rows, c.total, c.unread
       from notification_counts c join employees e on e.id = c.recipient_id where e.employee_id = '${BENCH_EMPLOYEE}'`,
    );
    return rows[0];
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Median and p95 (ms) of `REQUESTS` sequential requests, after a warm-up; the last body for its count. */
async function time(url, init) {
  let body;
  for (let i = 0; i < WARM_UP; i += 1) await (await fetch(url, init)).arrayBuffer();
  const samples = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(url, init);
    const text = await response.text();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
    body = text;
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), body: JSON.parse(body) };
}

async function timeOnce(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) };
}

async function main() {
  ensureBuild();
  const database = await createDatabase();
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = { ...database.env, API_HOST: '127.0.0.1', API_PORT: String(apiPort), PORT: String(apiPort), LOG_LEVEL: 'warn', NODE_ENV: 'development', JWT_SECRET: randomBytes(32).toString('hex') };
  try {
    startApi(env, children, API_SCRIPT);
    await waitFor(`${apiUrl}/health`, 'api');
    const seededAt = Date.now();
    const counts = await seed(database.url);
    console.log(
      `Notifications on ${database.label}: ${BENCH_EMPLOYEE} has ${counts.total.toLocaleString('en-IN')} (${counts.unread.toLocaleString('en-IN')} unread); ` +
        `${counts.all_rows.toLocaleString('en-IN')} rows in all; bench data inserted in ${((Date.now() - seededAt) / 1000).toFixed(1)} s; ` +
        `${os.cpus().length} cores; ${REQUESTS} sequential requests per case over one keep-alive connection`,
    );

    const headers = { authorization: `Bearer ${await signInAs(apiUrl, BENCH_EMPLOYEE)}` };
    const cases = [
      { label: 'GET /auth/profile/ (the floor: auth only)', path: '/auth/profile/' },
      { label: 'All, first page', path: '/notifications/' },
      { label: 'Unread, first page', path: '/notifications/active/' },
      { label: 'All, page 2,000 (offset 39,980)', path: '/notifications/?page=2000' },
      { label: 'Unread, page 1,000 (offset 19,980)', path: '/notifications/active/?page=1000' },
      { label: 'All, oldest first', path: '/notifications/?ordering=created_at' },
      { label: 'type=lead_status', path: '/notifications/?type=lead_status' },
      { label: 'Unread, type=lead_status', path: '/notifications/active/?type=lead_status' },
      { label: 'lead_related=true', path: '/notifications/?lead_related=true' },
      { label: 'one month (date_from/date_to)', path: `/notifications/?date_from=${day(-60)}&date_to=${day(-31)}` },
      { label: 'search=meera (title or message)', path: '/notifications/?search=meera' },
      { label: 'search=zzz (no match)', path: '/notifications/?search=zzz' },
    ];
    const rows = [];
    for (const entry of cases) {
      const result = await time(`${apiUrl}${entry.path}`, { headers });
      rows.push({ ...entry, ...result, count: result.body.count ?? '', results: result.body.results?.length ?? '' });
    }

    const firstUnread = rows[2].body.results[0].id;
    const markOne = await timeOnce(`${apiUrl}/notifications/${firstUnread}/mark-read/`, { method: 'PATCH', headers });
    const markAll = await timeOnce(`${apiUrl}/notifications/mark-all-read/`, { method: 'POST', headers });

    const pad = (text, width) => String(text).padEnd(width);
    console.log(`\n  ${pad('GET', 38)} ${pad('count', 8)} ${pad('items', 6)} ${pad('median ms', 10)} p95 ms`);
    for (const row of rows) {
      console.log(`  ${pad(row.label, 38)} ${pad(row.count, 8)} ${pad(row.results, 6)} ${pad(row.p50.toFixed(2), 10)} ${row.p95.toFixed(2)}`);
    }
    console.log(`\n  PATCH mark-read of one: ${markOne.ms.toFixed(1)} ms (marked ${markOne.body.marked})`);
    console.log(
      `  POST mark-all-read: ${markAll.body.marked.toLocaleString('en-IN')} marked in ${markAll.ms.toFixed(0)} ms (one statement; summary ` +
        `${JSON.stringify(markAll.body.summary)})`,
    );
  } finally {
    await stopAndDropDatabase(children, database, KEEP_DATABASE);
  }
}

/** The India calendar day `offset` days from today, YYYY-MM-DD. */
function day(offset) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offset * 86_400_000));
}

runBench(main);

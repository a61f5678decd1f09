#!/usr/bin/env node
/**
 * Bundle-size benchmark: the JavaScript a browser downloads (gzip) before the login page paints,
 * until the login page can sign in, and to open each remote's page once the shell is loaded.
 *
 *   node e2e/bench/bundle-size.mjs [--check] [--own-servers] [--json <file>]
 *
 * "Before the login page paints" is every script requested before the login form is in the page;
 * the login page asks for the auth stack only afterwards (an effect), so the split does not depend
 * on how fast the servers answer.
 *
 * Uses the production servers when they answer on their ports (services.json: HOST_PORT,
 * REMOTE_*_PORT, API_PORT / API_URL), otherwise starts them: the four static servers
 * (scripts/serve-static.mjs, builds must exist) and the API on an in-memory database
 * (api/dist/server.js). --own-servers always starts its own, on each default port + 200 (or
 * BENCH_<port variable>: BENCH_HOST_PORT, ...), so what is measured is the builds on disk, never a
 * running portal; it fails when those ports are taken. Drives Debian's chromium through
 * playwright-core. Bodies are gzipped here with zlib (level 9), so the figures do not depend on the
 * server's compression.
 * --check exits 1 when a budget is exceeded or a figure is not trustworthy (a remote page that did
 * not load, a login page without shared-auth or with it before the form); `npm test` runs it
 * (stage "budgets").
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { assertPortsFree } from '../../scripts/lib/ports.mjs';
import { REMOTES, SERVICES, resolvePorts, sharedServiceEnv } from '../../scripts/lib/services.mjs';
import { BenchServers, answers, waitFor } from './bench-servers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromE2e = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = requireFromE2e('@playwright/test');

const BUDGET_BEFORE_LOGIN_KIB = 170;
const BUDGET_PER_REMOTE_PAGE_KIB = 40;
const OWN_SERVERS_PORT_OFFSET = 200;

const args = process.argv.slice(2);
const check = args.includes('--check');
const ownServers = args.includes('--own-servers');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;

const env = process.env;
const PORTS = resolvePorts(
  ownServers
    ? Object.fromEntries(SERVICES.map((service) => [service.portEnv, env[`BENCH_${service.portEnv}`] || String(service.defaultPort + OWN_SERVERS_PORT_OFFSET)]))
    : env,
);
const SERVER_ENV = sharedServiceEnv(PORTS, ownServers ? {} : env);
const API_URL = SERVER_ENV.API_URL;
const HOST_URL = `http://localhost:${PORTS.host}`;
const STATIC_APPS = SERVICES.filter((service) => service.kind !== 'api').map((service) => [service.name, PORTS[service.name]]);
const SIGN_IN = { employeeId: env.BENCH_EMPLOYEE_ID || 'CN1001', password: env.BENCH_PASSWORD || 'Demo@1234' };

/**
 * The pages measured, from the one table of pages (pages.json): every sidebar page, opened from the
 * sidebar once the shell shows a page of its own (SHELL_ONLY_PATH, the shell's "Page not found").
 * The main group's pages by a connector; the back office's by a staff sign-in (a connector has none).
 */
const { navEntriesOf } = createRequire(import.meta.url)('../../scripts/lib/page-table.cjs');
const containerOf = (remote) => REMOTES.find((candidate) => candidate.app === remote).container;
const sidebarPages = (group) => navEntriesOf(group).map((entry) => ({ label: entry.label, path: entry.page.path, remote: containerOf(entry.page.remote) }));
const REMOTE_PAGES = sidebarPages('main');
const SHELL_ONLY_PATH = '/no-such-page';
const STAFF_SIGN_IN = { employeeId: env.BENCH_STAFF_EMPLOYEE_ID || 'AD3001', password: SIGN_IN.password };
const BACK_OFFICE_PAGES = sidebarPages('backOffice');

const servers = new BenchServers(ROOT);


async function ensureServers() {
  if (ownServers) {
    await assertPortsFree(
      SERVICES.map((service) => ({ name: service.name, port: PORTS[service.name], portEnv: `BENCH_${service.portEnv}` })),
      'node e2e/bench/bundle-size.mjs --own-servers',
    );
  }
  const corsOrigins = STATIC_APPS.map(([, port]) => `http://localhost:${port}`).join(',');
  if (!(await answers(`${API_URL}/health`))) {
    console.log(`starting the API on ${API_URL} (in-memory database)`);
    servers.start('api', ['api/dist/server.js'], {
      ...SERVER_ENV,
      PORT: String(PORTS.api),
      DATA_DIR: 'memory://',
      CORS_ORIGINS: (!ownServers && env.CORS_ORIGINS) || corsOrigins,
      LOG_LEVEL: 'warn',
    });
  }
  for (const [app, port] of STATIC_APPS) {
    if (await answers(`http://localhost:${port}/health`)) continue;
    console.log(`starting ${app} on http://localhost:${port}`);
    servers.start(app, ['scripts/serve-static.mjs', app], { ...SERVER_ENV, PORT: String(port) });
  }
  await waitFor(`${API_URL}/health`, 'the API', 120_000);
  for (const [app, port] of STATIC_APPS) await waitFor(`http://localhost:${port}/health`, app);
}

function stopServers() {
  servers.stopAll();
}

/** The top bar's unread-count event stream stays open for the whole visit: it never "finishes". */
const isLongLived = (request) => request.url().endsWith('/notifications/stream/');

/**
 * Resolves once the page has had no request in flight for quietMs (Playwright's 'networkidle'
 * load state fires only once per navigation, not after client-side route changes).
 */
function networkQuiet(page, quietMs = 750, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    let inFlight = 0;
    let timer;
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const onRequest = (request) => {
      if (isLongLived(request)) return;
      inFlight += 1;
      clearTimeout(timer);
    };
    const onFinished = (request) => {
      if (isLongLived(request)) return;
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    const deadline = setTimeout(() => {
      cleanup();
      reject(new Error('the network did not go quiet'));
    }, timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      clearTimeout(deadline);
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFinished);
    }
    function done() {
      cleanup();
      resolve();
    }
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    page.on('requestfailed', onFinished);
    arm();
  });
}

/** Records every JavaScript response of a page: url -> {raw, gzip} bytes, in arrival order. */
function recordScripts(page) {
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] || '';
    if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(url)) return;
    if (response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => {
          if (!scripts.has(url)) scripts.set(url, { url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        })
        .catch(() => undefined),
    );
  });
  return {
    scripts,
    async settle() {
      await Promise.all(pending.splice(0));
    },
  };
}

const AUTH_STACK_SCRIPT = /\/shared-auth[.-][^/]*\.js(\?|$)/;

/**
 * Resolves once the login page has the auth stack (shared-auth, which it loads right after painting,
 * with axios, TanStack Query and jotai) and the network has gone quiet: the form can sign in.
 */
async function authStackLoaded(page, recorder) {
  if (![...recorder.scripts.keys()].some((url) => AUTH_STACK_SCRIPT.test(url))) {
    await page.waitForResponse((response) => AUTH_STACK_SCRIPT.test(response.url()), { timeout: 30_000 }).catch(() => undefined);
  }
  await networkQuiet(page);
  await recorder.settle();
}

function summarize(label, entries, budgetKiB) {
  const raw = entries.reduce((sum, e) => sum + e.raw, 0);
  const gzip = entries.reduce((sum, e) => sum + e.gzip, 0);
  return {
    label,
    files: entries.length,
    rawKiB: raw / 1024,
    gzipKiB: gzip / 1024,
    budgetKiB,
    withinBudget: budgetKiB === undefined ? undefined : gzip / 1024 <= budgetKiB,
    entries: entries.map((e) => ({ file: e.url.replace(/^https?:\/\/[^/]+/, (origin) => `${new URL(origin).port}:`), gzipKiB: e.gzip / 1024 })),
  };
}

/**
 * In the page before its scripts run: the time React first commits the login form, i.e. renders it
 * into the document or, where the page was pre-rendered at build time (/login, docs/performance.md),
 * hydrates the form already there, which is when it becomes usable. Recorded through the DevTools
 * hook React calls on every commit (production builds too). The login page's effects (which start
 * loading the auth stack) run after that commit, so every script requested before this moment is
 * one the login page needed to paint or become interactive.
 */
function recordLoginFormRendered() {
  const { document } = globalThis;
  const rendered = () => [...document.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Sign In');
  let renderers = 0;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      renderers += 1;
      this.renderers.set(renderers, renderer);
      return renderers;
    },
    onCommitFiberRoot() {
      if (globalThis.__loginFormRenderedAt === undefined && rendered()) globalThis.__loginFormRenderedAt = performance.now();
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/**
 * Opens /login as a visitor without a session, who starts using the form: the pre-rendered page
 * starts up on its first interaction (host/src/features/startup/prerenderedPage.ts).
 */
async function openLoginPage(page) {
  await page.goto(`${HOST_URL}/login`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.getByLabel('Employee ID').focus();
}

async function measureBeforeLoginPaint(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(recordLoginFormRendered);
  const recorder = recordScripts(page);
  await openLoginPage(page);
  const loginFormLive = await page
    .waitForFunction(() => globalThis.__loginFormRenderedAt !== undefined, null, { timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const existing = performance.getEntriesByName('first-contentful-paint')[0];
        if (existing) return resolve(existing.startTime);
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) {
            observer.disconnect();
            resolve(entry.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  // Classified by when a script was requested, not when it arrived: on a busy machine the local
  // servers can deliver the auth stack before the first frame is painted, although nothing asked
  // for it until the form was on the page. Scripts run, not files prefetched for later (the page
  // prefetches its start-up chunks and the shell's widgets when idle: host/src/features/startup/idlePrefetch.ts).
  const beforePaint = await page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.startTime < globalThis.__loginFormRenderedAt && entry.initiatorType !== 'link' && /\.m?js(\?|$)/.test(entry.name),
        )
        .map((entry) => entry.name),
    ),
  ]);
  await authStackLoaded(page, recorder);
  const entries = beforePaint.map((url) => recorder.scripts.get(url)).filter(Boolean);
  const afterPaint = [...recorder.scripts.values()].filter((e) => !beforePaint.includes(e.url));
  await context.close();
  // The form can submit once shared-auth (with axios, TanStack Query, jotai) has arrived.
  const all = [...entries, ...afterPaint];
  const untilSignIn = summarize('JS until the login page can sign in (paint + auth stack)', all);
  if (!all.some((e) => AUTH_STACK_SCRIPT.test(e.url))) untilSignIn.problem = 'the login page never loaded shared-auth';
  const before = summarize('JS before the login form is live (rendered or hydrated)', entries, BUDGET_BEFORE_LOGIN_KIB);
  if (entries.length === 0) before.problem = 'no script was seen before the login form rendered';
  if (entries.some((e) => AUTH_STACK_SCRIPT.test(e.url))) before.problem = 'shared-auth was requested before the login form rendered';
  if (!loginFormLive) before.problem = 'React never committed the login form';
  return {
    fcpMs: fcp,
    beforePaint: before,
    afterPaint: summarize('JS the login page loads after painting', afterPaint),
    untilSignIn,
  };
}

async function signInAndSaveSession(browser, account = SIGN_IN) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const recorder = recordScripts(page);
  await openLoginPage(page);
  await authStackLoaded(page, recorder);
  const loginScripts = new Set(recorder.scripts.keys());
  await page.getByLabel('Employee ID').fill(account.employeeId);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const quiet = networkQuiet(page, 1000);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${HOST_URL}/dashboard`);
  await page.getByRole('navigation', { name: 'Main' }).first().waitFor();
  await quiet;
  await page.getByLabel('Loading page').waitFor({ state: 'detached' });
  await recorder.settle();
  const afterSignIn = [...recorder.scripts.values()].filter((e) => !loginScripts.has(e.url));
  const storage = await context.storageState();
  await context.close();
  return { storage, afterSignIn: summarize('Sign-in to dashboard (shell + dashboard)', afterSignIn) };
}

async function measureRemotePage(browser, storage, target) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: storage });
  const page = await context.newPage();
  const recorder = recordScripts(page);
  // The shell prefetches shared-ui/widgets once the browser is idle (AppShell, idlePrefetch.ts): part
  // of "the shell", however late the idle moment comes on a busy machine.
  const widgetsPreloaded = page.waitForResponse((response) => /\/shared-ui-widgets[.-]/.test(response.url()), { timeout: 30_000 });
  await page.goto(`${HOST_URL}${SHELL_ONLY_PATH}`);
  await page.getByRole('navigation', { name: 'Main' }).first().waitFor();
  await widgetsPreloaded;
  await networkQuiet(page);
  await recorder.settle();
  const shellScripts = new Set(recorder.scripts.keys());
  const shell = summarize(`Shell (at ${SHELL_ONLY_PATH}, no remote)`, [...recorder.scripts.values()]);
  const quiet = networkQuiet(page);
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: target.label, exact: true }).click();
  await page.waitForURL(`${HOST_URL}${target.path}`);
  await quiet;
  await page.getByLabel('Loading page').waitFor({ state: 'detached' });
  await recorder.settle();
  const unavailable = await page.getByText('is unavailable right now.').count();
  const extra = [...recorder.scripts.values()].filter((e) => !shellScripts.has(e.url));
  await context.close();
  const result = summarize(`Open ${target.path} (${target.remote}) after the shell`, extra, BUDGET_PER_REMOTE_PAGE_KIB);
  if (unavailable) {
    result.label += ' [REMOTE UNAVAILABLE]';
    result.problem = `${target.path} showed the fallback: the remote did not load`;
  }
  return { shell, result };
}

function printTable(rows) {
  const pad = (text, width) => String(text).padEnd(width);
  const num = (value, width) => (value === undefined ? '' : value.toFixed(1)).padStart(width);
  console.log('');
  console.log(`${pad('Measurement', 62)} ${pad('files', 5)} ${'raw KiB'.padStart(9)} ${'gzip KiB'.padStart(9)} ${'budget'.padStart(7)}  ok`);
  console.log('-'.repeat(100));
  for (const row of rows) {
    const ok = row.withinBudget === undefined ? '' : row.withinBudget ? 'yes' : 'NO';
    console.log(`${pad(row.label, 62)} ${pad(row.files, 5)} ${num(row.rawKiB, 9)} ${num(row.gzipKiB, 9)} ${num(row.budgetKiB, 7)}  ${ok}`);
  }
  console.log('');
}

function printFiles(row) {
  console.log(`${row.label}:`);
  for (const entry of [...row.entries].sort((a, b) => b.gzipKiB - a.gzipKiB)) {
    console.log(`  ${entry.gzipKiB.toFixed(1).padStart(6)} KiB  ${entry.file}`);
  }
}

async function main() {
  await ensureServers();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const login = await measureBeforeLoginPaint(browser);
    const { storage, afterSignIn } = await signInAndSaveSession(browser);
    const remotePages = [];
    let shell;
    for (const target of REMOTE_PAGES) {
      const measured = await measureRemotePage(browser, storage, target);
      shell = measured.shell;
      remotePages.push(measured.result);
    }
    const staff = await signInAndSaveSession(browser, STAFF_SIGN_IN);
    for (const target of BACK_OFFICE_PAGES) remotePages.push((await measureRemotePage(browser, staff.storage, target)).result);
    const rows = [login.beforePaint, login.afterPaint, login.untilSignIn, afterSignIn, shell, ...remotePages];
    console.log(`first-contentful-paint of /login: ${login.fcpMs.toFixed(0)} ms`);
    printTable(rows);
    for (const row of rows) if (row !== login.untilSignIn) printFiles(row);
    if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ fcpMs: login.fcpMs, rows }, null, 2));
    const failed = rows.filter((row) => row.withinBudget === false);
    const problems = rows.filter((row) => row.problem).map((row) => row.problem);
    if (check && (failed.length || problems.length)) {
      if (failed.length) console.error(`over budget: ${failed.map((row) => `${row.label} ${row.gzipKiB.toFixed(1)} KiB > ${row.budgetKiB} KiB`).join('; ')}`);
      if (problems.length) console.error(`not measured: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else if (check) {
      console.log(`within budget: ${rows.filter((row) => row.budgetKiB !== undefined).map((row) => `${row.gzipKiB.toFixed(1)}/${row.budgetKiB} KiB`).join(', ')}`);
    }
  } finally {
    await browser.close();
    stopServers();
  }
}

main().catch((error) => {
  console.error(error);
  stopServers();
  process.exit(1);
});

#!/usr/bin/env node
/**
 * Lighthouse benchmark: performance and accessibility of /login and of every sidebar page signed in,
 * with Lighthouse's DEFAULT mobile settings (Moto G Power emulation, simulated throttling: slow 4G
 * and a 4x CPU slowdown), driving Debian's chromium.
 *
 *   node e2e/bench/lighthouse.mjs [--check] [--runs N] [--pages login,dashboard,back-office-leads] [--out <dir>] [--tls] [--language hi]
 *
 * The pages come from the one table of pages (pages.json, auditedPages): /login, every page a
 * connector opens without an id, as CN1001, and the back office's sidebar pages, as AD3001; a page's
 * key is its path without the slashes ("/back-office/leads" is back-office-leads). And the two pages of
 * one lead, `lead` (as CN1001) and `back-office-leads-id` (as AD3001), on CN1001's newest open lead with
 * three photographed pages uploaded to it first. And the staff dashboards (issue 28): `dashboard-admin`
 * (/dashboard as AD3001, the back-office overview) and `dashboard-rm` (/dashboard as RM2001, the team's).
 * Default: all.
 *
 * It builds nothing: it needs the production builds (`node scripts/build.mjs`: api/dist and the
 * four <app>/dist folders). It always starts servers of its own, never a running portal's: the API
 * (api/dist/server.js) on PGlite in a new temporary folder with the demo seed, and the four static
 * servers (scripts/serve-static.mjs), each on its default port + 500 (host 3500, remotes
 * 3501-3503, API 8500; or LH_<port variable>: LH_HOST_PORT, LH_API_PORT, ...). It fails when a port
 * is taken.
 *
 * Signed in: before each signed-in audit the script signs in through the API
 * (POST /auth/api/connector/token/) as the page's account and writes the two tokens into the host
 * origin's localStorage (cp.access, cp.refresh: where shared-auth keeps the session, see
 * shared-auth/src/session/token-storage.ts) from a Puppeteer page on that origin; Lighthouse then
 * audits that page. Lighthouse (12 and 13) clears the HTTP cache and only file systems, shader cache,
 * service workers and cache storage of the origin before a run (settings.clearStorageTypes), never
 * localStorage, so the audit is a cold load of a signed-in user.
 *
 * Each run uses a fresh chromium (chrome-launcher, the flags of scripts/lib/chromium.mjs). Prints,
 * per page, the median (of --runs, default 3) performance and accessibility scores and FCP, LCP,
 * TBT, Speed Index and CLS, and for the median run the main-thread breakdown, script boot-up time
 * per URL, the long tasks with their attributed URLs and the failing accessibility audits; then a
 * table of every page with Lighthouse's CPU benchmark index of this machine (compare figures only
 * between runs with a similar index: the same machine in the same hour).
 * --out writes every Lighthouse JSON report there (default .tmp/lighthouse/).
 * --lantern also writes, beside each report, `<page>-<run>.lantern.json`: for each of Lighthouse's
 * paint simulations (optimistic and pessimistic FCP and LCP) the requests and main-thread tasks it
 * counted, with their simulated start and end in ms. The simulated LCP is the end of the last of
 * them; the simulator shares the connection's throughput equally among the requests in flight, so
 * this shows which requests stood between a page and its paint (docs/performance.md, "How close to
 * the line it is").
 * --tls serves the four front ends over HTTP/2 with TLS (a certificate for localhost made with
 * openssl for this run, trusted by this run's chromium only), as a deployment behind TLS serves them;
 * the API stays plain HTTP on localhost, which browsers count as a secure origin.
 * --language hi audits the pages in Hindi, as a Hindi reader returning on their phone sees them: each
 * account's language set to Hindi through the API (PATCH /auth/employees/update/) and the device's
 * remembered language (localStorage and the cookie portal.language) too, so /login is served in Hindi. The
 * Devanagari font is then part of each page's load, after its first frame, which is drawn with the system's own
 * Devanagari font as on a phone (installed here when missing: fonts-lohit-deva; docs/languages.md).
 * --check exits 1 when a page's median performance < 90, LCP > 2.5 s, TBT > 200 ms or
 * accessibility < 100.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureDevanagariSystemFont } from '../../scripts/lib/chromium.mjs';
import { ensurePinnedNode } from '../../scripts/lib/node-runtime.mjs';
import { benchPortal } from './bench-servers.mjs';
import { leadWithPages, pagePhoto } from './lead-samples.mjs';

// Lighthouse 13 needs Node.js 22 or newer: started on another major, this runs again on the pinned one.
await ensurePinnedNode();

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromE2e = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const requireFromLighthouse = createRequire(requireFromE2e.resolve('lighthouse'));
const { default: lighthouse } = await import(pathToFileURL(requireFromE2e.resolve('lighthouse')).href);
// Lighthouse's own module of the simulator (its asset saver reads the same timings under LANTERN_DEBUG).
const lanternModule = () => import(pathToFileURL(path.join(path.dirname(requireFromE2e.resolve('lighthouse')), 'lib', 'lantern', 'lantern.js')).href);
const chromeLauncher = requireFromLighthouse('chrome-launcher');
const puppeteer = requireFromLighthouse('puppeteer-core');

const TARGET = { performance: 90, lcpMs: 2500, tbtMs: 200, accessibility: 100 };
const PORT_OFFSET = 500;

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const check = args.includes('--check');
const runs = Number(option('--runs', '3'));
const pagesOption = option('--pages', '');
const outDir = path.resolve(ROOT, option('--out', path.join('.tmp', 'lighthouse')));
const tls = args.includes('--tls');
const lantern = args.includes('--lantern');
const language = option('--language', 'en');
if (!['en', 'hi'].includes(language)) throw new Error(`--language: en or hi, not "${language}"`);
if (language === 'hi') {
  // A phone draws a Hindi page's first frame with its own Devanagari font (scripts/lib/chromium.mjs).
  const font = await ensureDevanagariSystemFont();
  if (!font.ok) {
    console.error(font.message);
    process.exit(1);
  }
  console.log(font.message);
}

const env = process.env;
const portal = benchPortal({ root: ROOT, portOffset: PORT_OFFSET, envPrefix: 'LH_', tls, label: 'node e2e/bench/lighthouse.mjs' });
const HOST_URL = portal.hostUrl;
const PASSWORD = env.LH_PASSWORD || 'Demo@1234';
const CONNECTOR = env.LH_EMPLOYEE_ID || 'CN1001';
const STAFF = env.LH_STAFF_EMPLOYEE_ID || 'AD3001';
const RELATIONSHIP_MANAGER = env.LH_RM_EMPLOYEE_ID || 'RM2001';

const { auditedPages } = createRequire(import.meta.url)('../../scripts/lib/page-table.cjs');
const keyOfPath = (pagePath) => pagePath.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
/**
 * The audited pages by key; `account` is who is signed in (a session in localStorage first), none
 * for /login.
 */
const PAGES = Object.fromEntries([
  ['login', { path: '/login', account: null }],
  ...auditedPages().map((page) => [keyOfPath(page.path), { path: page.path, account: page.account === 'staff' ? STAFF : CONNECTOR }]),
]);
/**
 * The pages of one lead, audited on the connector persona's newest open lead once three photographed
 * pages are uploaded to it (sampleLead), so the documents' cards draw their thumbnails.
 */
const LEAD_PAGES = {
  lead: { path: '/lead/:id', account: CONNECTOR },
  'back-office-leads-id': { path: '/back-office/leads/:id', account: STAFF },
};
Object.assign(PAGES, LEAD_PAGES);
/** /dashboard as each staff role sees it: the same page draws another dashboard, from another read (docs/dashboards.md). */
Object.assign(PAGES, {
  'dashboard-admin': { path: '/dashboard', account: STAFF },
  'dashboard-rm': { path: '/dashboard', account: RELATIONSHIP_MANAGER },
});
const pages = pagesOption ? pagesOption.split(',') : Object.keys(PAGES);

async function sampleLead() {
  const photo = { bytes: await pagePhoto(1800, 2400, 80), type: 'image/jpeg', name: 'page.jpg' };
  const { leadId } = await leadWithPages(portal, CONNECTOR, [photo, photo, photo]);
  for (const target of Object.values(LEAD_PAGES)) target.path = target.path.replace(':id', String(leadId));
}

/** One Lighthouse run of one page in a fresh chromium; returns the LHR. */
async function audit(pageKey) {
  const target = PAGES[pageKey];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: tls ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS, ignoreDefaultFlags: false });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const tokens = target.account ? await portal.signIn(target.account, PASSWORD) : null;
    if (tokens || language !== 'en') {
      // Any document of the host's origin gives access to its localStorage.
      await page.goto(`${HOST_URL}/health`);
      await page.evaluate(
        ({ session, shown }) => {
          if (session) {
            localStorage.setItem('cp.access', session.access);
            localStorage.setItem('cp.refresh', session.refresh);
          }
          if (shown !== 'en') {
            localStorage.setItem('portal.language', shown);
            globalThis.document.cookie = `portal.language=${shown}; Path=/`;
          }
        },
        { session: tokens, shown: language },
      );
      await page.goto('about:blank');
    }
    const result = await lighthouse(
      `${HOST_URL}${target.path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser?.disconnect().catch(() => undefined);
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    siMs: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    // Lighthouse's measure of this machine's CPU speed during the run: simulated throttling
    // multiplies observed CPU time by 4 whatever it is, so a busy machine scores lower.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

const shortUrl = (url) => String(url).replace(/^https?:\/\/localhost:/, ':');

function printDiagnosis(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  console.log('    main-thread work (observed, ms):');
  for (const item of items('mainthread-work-breakdown').slice(0, 6)) console.log(`      ${item.duration.toFixed(0).padStart(6)}  ${item.groupLabel ?? item.group}`);
  console.log('    script boot-up time (observed, ms: total / scripting / parse+compile):');
  for (const item of items('bootup-time').slice(0, 8)) {
    console.log(`      ${item.total.toFixed(0).padStart(6)} ${item.scripting.toFixed(0).padStart(6)} ${item.scriptParseCompile.toFixed(0).padStart(6)}  ${shortUrl(item.url)}`);
  }
  const longTasks = items('long-tasks');
  console.log(`    long tasks (simulated, ms at start): ${longTasks.length ? '' : 'none'}`);
  for (const item of longTasks.slice(0, 8)) console.log(`      ${item.duration.toFixed(0).padStart(6)} @${item.startTime.toFixed(0).padStart(6)}  ${shortUrl(item.url)}`);
  const failing = Object.values(lhr.audits).filter(
    (audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) && audit.score !== null && audit.score < 1,
  );
  if (failing.length) {
    console.log('    accessibility audits failing:');
    for (const audit of failing) console.log(`      ${audit.id}: ${audit.title}`);
  }
}

/**
 * The nodes of the last run's paint simulations with their simulated times, in the order they
 * ended (the simulator keeps every simulation's timings by label; emptied here for the next run).
 */
async function paintSimulations() {
  const { Simulation } = await lanternModule();
  const simulations = {};
  for (const [label, timings] of Simulation.Simulator.allNodeTimings) {
    if (!/ContentfulPaint$/.test(label)) continue;
    simulations[label] = [...timings.entries()]
      .map(([node, timing]) => ({
        type: node.type,
        what: node.type === 'network' ? shortUrl(node.request.url) : [...node.getEvaluateScriptURLs()].map(shortUrl).join(' '),
        startMs: Math.round(timing.startTime),
        endMs: Math.round(timing.endTime),
      }))
      .sort((a, b) => a.endMs - b.endMs);
  }
  Simulation.Simulator.allNodeTimings.clear();
  return simulations;
}

function fmt(ms) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a';
}

/** Every audited account reads the portal in `language` (the account's setting, as My Profile saves it). */
async function chooseLanguage() {
  const accounts = [...new Set(pages.map((key) => PAGES[key]?.account).filter(Boolean))];
  for (const account of accounts) {
    const { access } = await portal.signIn(account, PASSWORD);
    const response = await fetch(`${portal.apiUrl}/auth/employees/update/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ language }),
    });
    if (!response.ok) throw new Error(`choosing ${language} for ${account} answered ${response.status}: ${await response.text()}`);
  }
}

async function main() {
  await portal.start();
  if (language !== 'en') await chooseLanguage();
  if (pages.some((key) => key in LEAD_PAGES)) await sampleLead();
  mkdirSync(outDir, { recursive: true });
  /** @type {{ page: string, median: ReturnType<typeof figures>, problems: string[] }[]} */
  const summary = [];
  try {
    for (const pageKey of pages) {
      if (!PAGES[pageKey]) throw new Error(`unknown page "${pageKey}" (pages: ${Object.keys(PAGES).join(', ')})`);
      console.log(
        `\n${PAGES[pageKey].path}${PAGES[pageKey].account ? ` (signed in as ${PAGES[pageKey].account})` : ''}${language === 'en' ? '' : ` in ${language}`}: ${runs} runs, Lighthouse mobile defaults`,
      );
      const lhrs = [];
      for (let run = 1; run <= runs; run += 1) {
        const lhr = await audit(pageKey);
        if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(PAGES[pageKey].path)) {
          throw new Error(`${PAGES[pageKey].path} ended on ${lhr.finalDisplayedUrl}`);
        }
        writeFileSync(path.join(outDir, `${pageKey}-${run}.json`), JSON.stringify(lhr));
        if (lantern) writeFileSync(path.join(outDir, `${pageKey}-${run}.lantern.json`), JSON.stringify(await paintSimulations(), null, 1));
        const f = figures(lhr);
        console.log(
          `  run ${run}: performance ${f.performance}, accessibility ${f.accessibility}, FCP ${fmt(f.fcpMs)}, LCP ${fmt(f.lcpMs)}, TBT ${f.tbtMs.toFixed(0)} ms, SI ${fmt(f.siMs)}, CLS ${f.cls.toFixed(3)}, CPU benchmark index ${f.benchmarkIndex.toFixed(0)}`,
        );
        lhrs.push(lhr);
      }
      const all = lhrs.map(figures);
      const med = Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((f) => f[key]))]));
      // The run whose performance score is the median one stands for the page in the diagnosis.
      const representative = lhrs[all.map((f, i) => [f.performance, i]).sort((a, b) => a[0] - b[0])[Math.floor(all.length / 2)][1]];
      console.log(
        `  median: performance ${med.performance}, accessibility ${med.accessibility}, FCP ${fmt(med.fcpMs)}, LCP ${fmt(med.lcpMs)}, TBT ${med.tbtMs.toFixed(0)} ms, SI ${fmt(med.siMs)}, CLS ${med.cls.toFixed(3)}, CPU benchmark index ${med.benchmarkIndex.toFixed(0)}`,
      );
      printDiagnosis(representative);
      const problems = [];
      if (med.performance < TARGET.performance) problems.push(`performance ${med.performance} < ${TARGET.performance}`);
      if (med.lcpMs > TARGET.lcpMs) problems.push(`LCP ${fmt(med.lcpMs)} > ${fmt(TARGET.lcpMs)}`);
      if (med.tbtMs > TARGET.tbtMs) problems.push(`TBT ${med.tbtMs.toFixed(0)} ms > ${TARGET.tbtMs} ms`);
      if (med.accessibility < TARGET.accessibility) problems.push(`accessibility ${med.accessibility} < ${TARGET.accessibility}`);
      // The same path audited as several accounts (the dashboards) is told apart by the account.
      const label = Object.values(PAGES).filter((other) => other.path === PAGES[pageKey].path).length > 1 ? `${PAGES[pageKey].path} (${PAGES[pageKey].account})` : PAGES[pageKey].path;
      summary.push({ page: label, median: med, problems });
    }
  } finally {
    portal.stop();
  }
  console.log(`\nLighthouse (mobile defaults, median of ${runs}${language === 'en' ? '' : `, pages in ${language}`}); reports in ${path.relative(ROOT, outDir) || '.'}/`);
  const width = Math.max(...summary.map((entry) => entry.page.length));
  console.log(`  ${'page'.padEnd(width)}  perf  a11y     LCP    TBT  CPU index  verdict`);
  for (const { page, median: m, problems } of summary) {
    console.log(
      `  ${page.padEnd(width)}  ${String(m.performance).padStart(4)}  ${String(m.accessibility).padStart(4)}  ${fmt(m.lcpMs).padStart(6)}  ${`${m.tbtMs.toFixed(0)} ms`.padStart(6)}  ${m.benchmarkIndex.toFixed(0).padStart(9)}  ${problems.length ? `MISSES: ${problems.join(', ')}` : 'meets the target'}`,
    );
  }
  if (check && summary.some((entry) => entry.problems.length)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  portal.stop();
  process.exit(1);
});

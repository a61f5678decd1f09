#!/usr/bin/env node
/**
 * The document vault against the plain files it replaced: KYC uploads and image reads through the API,
 * the build before the vault and today's build side by side in one run. Figures only, never a pass/fail
 * on time (docs/document-vault.md, "What the vault costs").
 *
 *   node api/bench/document-vault.mjs          (part of `npm run bench` in api/)
 *   BENCH_BASELINE_REV=<git rev>               the build to compare with (default: the last commit that
 *                                              stored KYC images as plain files, found in git history)
 *   BENCH_ROUNDS=10 BENCH_SECONDS=5 BENCH_IMAGE_MB=1.5
 *   BENCH_DATABASES=pglite,postgres,postgres-folder
 *                                              which setups (default: PGlite, and both PostgreSQL setups when
 *                                              DATABASE_URL is set): `postgres` keeps today's documents in the
 *                                              database (its default there), `postgres-folder` in the folder
 *                                              store, which holds the store equal and leaves the vault's own cost
 *
 * Each build runs as its own API process from its production bundle (the baseline is checked out into
 * api/.tmp/vault-baseline with `git worktree`, sharing this checkout's node_modules, and built there), on
 * a fresh database: PGlite in a temporary folder, and PostgreSQL as well when DATABASE_URL is set (a
 * fresh database per process, dropped afterwards). Today's build keeps the documents where it does by
 * default: a folder with PGlite, the database with PostgreSQL.
 *
 * Uploads: BENCH_ROUNDS rounds; in each, both builds in turn (the order alternates) take one upload of four
 * images of BENCH_IMAGE_MB each from each of the two demo connectors who may upload (CN1002, CN1003), then
 * the admin rejects it so the next round may upload again (not timed). A connector may upload ten times an
 * hour, so at most ten rounds. Reads: the admin reads one image for BENCH_SECONDS with 1 and then 8
 * connections (autocannon), the builds in turn.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createScratchDatabase, freePort } from './bench-support.mjs';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO = path.resolve(API_DIR, '..');
const ROUNDS = Math.min(10, Number(process.env.BENCH_ROUNDS || 10));
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const IMAGE_BYTES = Math.round(Number(process.env.BENCH_IMAGE_MB || 1.5) * 1024 * 1024);
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const PASSWORD = 'Demo@1234';
const UPLOADERS = ['CN1002', 'CN1003'];

const git = (...args) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();

/** The last commit whose API stored KYC images as plain files (the parent of the one that removed document-storage.ts). */
function baselineRev() {
  if (process.env.BENCH_BASELINE_REV) return git('rev-parse', process.env.BENCH_BASELINE_REV);
  const removal = git('log', '-1', '--format=%H', '--diff-filter=D', '--', 'api/src/features/kyc/document-storage.ts');
  if (!removal) throw new Error('no commit removed api/src/features/kyc/document-storage.ts: set BENCH_BASELINE_REV');
  return git('rev-parse', `${removal}^`);
}

/** The baseline's API bundle, checked out and built once per revision. */
function baselineBuild(rev) {
  const dir = path.join(API_DIR, '.tmp', 'vault-baseline');
  const stamp = path.join(dir, '.bench-rev');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === rev && fs.existsSync(path.join(dir, 'api', 'dist', 'server.js'))) return path.join(dir, 'api');
  if (fs.existsSync(dir)) {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: REPO });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  git('worktree', 'add', '--detach', dir, rev);
  for (const folder of ['node_modules', 'shared-contracts/node_modules']) {
    if (fs.existsSync(path.join(REPO, folder))) fs.symlinkSync(path.join(REPO, folder), path.join(dir, folder));
  }
  // The API's packages are this checkout's, each linked, but for the workspace's own contract package:
  // the baseline is built with the contracts of its own revision (today's would not fit its answers).
  const apiModules = path.join(dir, 'api', 'node_modules');
  fs.mkdirSync(apiModules);
  for (const entry of fs.readdirSync(path.join(API_DIR, 'node_modules'))) {
    const target = entry === 'shared-contracts' ? path.join(dir, 'shared-contracts') : path.join(API_DIR, 'node_modules', entry);
    fs.symlinkSync(target, path.join(apiModules, entry));
  }
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(dir, 'api'), stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the baseline API did not build');
  fs.writeFileSync(stamp, rev);
  return path.join(dir, 'api');
}

function currentBuild() {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the API did not build');
  return API_DIR;
}

const children = [];

async function startApi(apiDir, label, database) {
  const port = await freePort();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `api-bench-vault-${label}-`));
  const env = { ...process.env, API_PORT: String(port), LOG_LEVEL: 'warn', UPLOAD_DIR: path.join(folder, 'uploads'), IDLE_LEAD_CHECK_INTERVAL_MINUTES: '0' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  let drop = async () => {};
  if (database === 'postgres-folder') env.VAULT_STORE = 'folder';
  if (database.startsWith('postgres')) {
    const scratch = await createScratchDatabase(SERVER_URL, 'api_bench_vault');
    env.DATABASE_URL = scratch.url;
    drop = scratch.drop;
  } else {
    env.DATA_DIR = path.join(folder, 'pglite');
  }
  const child = spawn(process.execPath, ['dist/server.js'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`the ${label} API exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the ${label} API did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    label,
    base,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await drop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function signIn(api, employeeId) {
  const response = await fetch(`${api.base}/auth/api/connector/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employee_id: employeeId, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${employeeId} on the ${api.label} API: ${response.status}`);
  const { access } = await response.json();
  // CN1002 has never signed in: the privacy notice first (a build from before the notice has none).
  const notice = await fetch(`${api.base}/auth/privacy-notice/`);
  if (notice.ok) {
    const { version } = await notice.json();
    const agreed = await fetch(`${api.base}/auth/profile/consent/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ notice_version: version }),
    });
    if (!agreed.ok) throw new Error(`consent of ${employeeId} on the ${api.label} API: ${agreed.status}`);
  }
  return access;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `bytes` bytes, as large as a phone photo and as incompressible (random image data). */
function photoPng(bytes) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2000, 0);
  header.writeUInt32BE(1500, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const end = pngChunk('IEND', Buffer.alloc(0));
  const head = Buffer.concat([signature, pngChunk('IHDR', header)]);
  return Buffer.concat([head, pngChunk('IDAT', randomBytes(Math.max(0, bytes - head.length - end.length - 12))), end]);
}

const KINDS = ['aadhar_front', 'aadhar_back', 'pan_front', 'pan_back'];

async function upload(api, token) {
  const form = new FormData();
  for (const kind of KINDS) form.append(kind, new Blob([photoPng(IMAGE_BYTES)], { type: 'image/png' }), `${kind}.png`);
  const started = performance.now();
  const response = await fetch(`${api.base}/channel_partner/kyc/upload/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload on the ${api.label} API: ${response.status} ${await response.text()}`);
  return { elapsed, submissionId: (await response.json()).submission_id };
}

async function reject(api, adminToken, submissionId) {
  const response = await fetch(`${api.base}/channel_partner/kyc/submissions/${submissionId}/reject/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'Benchmark upload' }),
  });
  if (!response.ok) throw new Error(`reject on the ${api.label} API: ${response.status}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function readLoad(api, adminToken, submissionId, connections) {
  const result = await autocannon({
    url: `${api.base}/channel_partner/kyc/submissions/${submissionId}/documents/aadhar_front/`,
    headers: { authorization: `Bearer ${adminToken}` },
    connections,
    duration: SECONDS,
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} reads on the ${api.label} API did not answer 2xx`);
  return { perSecond: result.requests.average, latency: result.latency.p50, p99: result.latency.p99 };
}

async function compare(database, baselineDir, rev) {
  const apis = [await startApi(baselineDir, 'plain files', database), await startApi(API_DIR, 'vault', database)];
  try {
    const tokens = new Map();
    for (const api of apis) tokens.set(api, { admin: await signIn(api, 'AD3001'), uploaders: await Promise.all(UPLOADERS.map((id) => signIn(api, id))) });
    const uploads = new Map(apis.map((api) => [api, []]));
    const lastSubmission = new Map();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const api of round % 2 ? [...apis].reverse() : apis) {
        const { admin, uploaders } = tokens.get(api);
        for (const token of uploaders) {
          const { elapsed, submissionId } = await upload(api, token);
          uploads.get(api).push(elapsed);
          await reject(api, admin, submissionId);
          lastSubmission.set(api, submissionId);
        }
      }
    }
    const reads = new Map(apis.map((api) => [api, {}]));
    for (const connections of [1, 8]) {
      for (const api of connections === 1 ? apis : [...apis].reverse()) {
        reads.get(api)[connections] = await readLoad(api, tokens.get(api).admin, lastSubmission.get(api), connections);
      }
    }
    const label = database.startsWith('postgres') ? 'PostgreSQL' : 'PGlite';
    console.log(`\n${label}: baseline ${rev.slice(0, 7)} (plain files) against today's build (vault, ${database === 'postgres' ? 'database' : 'folder'} store)`);
    console.log(`  upload: ${UPLOADERS.length * ROUNDS} uploads of 4 images × ${(IMAGE_BYTES / 1048576).toFixed(1)} MB per build; read: one ${(IMAGE_BYTES / 1048576).toFixed(1)} MB image for ${SECONDS} s`);
    console.log('  | build | upload median | upload p90 | reads/s, 1 conn. | read median, 1 conn. | reads/s, 8 conn. | read p99, 8 conn. |');
    console.log('  |---|---|---|---|---|---|---|');
    for (const api of apis) {
      const times = uploads.get(api);
      const r = reads.get(api);
      console.log(
        `  | ${api.label} | ${median(times).toFixed(0)} ms | ${percentile(times, 90).toFixed(0)} ms | ${r[1].perSecond.toFixed(1)} | ${r[1].latency} ms | ${r[8].perSecond.toFixed(1)} | ${r[8].p99} ms |`,
      );
    }
    const [plain, vault] = apis;
    const cost = (a, b) => `${(((a / b) - 1) * 100).toFixed(0)}%`;
    console.log(
      `  the vault's cost per request: upload ${cost(median(uploads.get(vault)), median(uploads.get(plain)))}, ` +
        `read ${cost(reads.get(plain)[1].perSecond, reads.get(vault)[1].perSecond)} (1 connection), ${cost(reads.get(plain)[8].perSecond, reads.get(vault)[8].perSecond)} (8 connections)`,
    );
  } finally {
    for (const api of apis) await api.stop();
  }
}

process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

const rev = baselineRev();
const baselineDir = baselineBuild(rev);
currentBuild();
const databases = (process.env.BENCH_DATABASES || (SERVER_URL ? 'pglite,postgres,postgres-folder' : 'pglite')).split(',');
if (databases.some((database) => database.startsWith('postgres')) && !SERVER_URL) throw new Error('BENCH_DATABASES names PostgreSQL: set DATABASE_URL');
for (const database of databases) await compare(database, baselineDir, rev);

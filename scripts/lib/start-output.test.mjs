// `npm start`'s terminal: the banner (where to go, the API log, the one-time codes, the demo sign-ins with
// their mobile numbers) and which of the API's log lines reach the terminal (failures only).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { stripVTControlCharacters } from 'node:util';
import { API_LOG_FILE, createApiTerminalFilter, rotateApiLog } from './api-log.mjs';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';
import { ServiceProcess } from './processes.mjs';
import { REPO_ROOT, resolvePorts } from './services.mjs';
import { startBannerLines } from './start-banner.mjs';

const ports = resolvePorts({});
const line = (fields) => JSON.stringify({ level: 30, time: 1, pid: 1, hostname: 'h', ...fields });

describe('the start banner', () => {
  const banner = startBannerLines(ports, {}).join('\n');

  test('says where the API log is, and that the terminal shows only errors', () => {
    assert.equal(path.relative(REPO_ROOT, API_LOG_FILE), path.join('api', '.data', 'logs', 'api.log'));
    assert.match(banner, /API log {9}api\/\.data\/logs\/api\.log {3}\(every request; this terminal shows only errors, one line each\)/);
  });

  test('says where the development one-time codes are, with an example for a demo mobile number', () => {
    assert.match(banner, /One-time codes {2}http:\/\/localhost:8000\/dev\/outbox\//);
    assert.ok(banner.includes('http://localhost:8000/dev/outbox/?mobile_number=9876500001&limit=1'), banner);
    assert.ok(banner.includes('http://localhost:3000/login/mobile'), banner);
  });

  test('lists every demo sign-in with its mobile number', () => {
    for (const account of DEMO_ACCOUNTS) {
      assert.match(banner, new RegExp(`${account.employeeId} {2}${account.name} +${account.mobile} {2}${account.role}`));
    }
  });

  test('follows API_URL, and leaves out the outbox and the demo accounts in production, where neither exists', () => {
    const moved = startBannerLines(ports, { API_URL: 'http://api.example:9000' }).join('\n');
    assert.ok(moved.includes('http://api.example:9000/dev/outbox/'));
    const production = startBannerLines(ports, { NODE_ENV: 'production' }).join('\n');
    assert.doesNotMatch(production, /outbox|Demo sign-ins|9876500001/);
    assert.match(production, /API log/);
  });

  test("the demo mobile numbers are the seed's (api/src/seed/demo-people.ts)", () => {
    const seed = fs.readFileSync(path.join(REPO_ROOT, 'api', 'src', 'seed', 'demo-people.ts'), 'utf8');
    for (const account of DEMO_ACCOUNTS) {
      assert.match(seed, new RegExp(`employeeId: '${account.employeeId}', username: '${account.name}', role: '[a-z]+', mobile: '${account.mobile}'`));
    }
  });

  test('the README lists the same demo mobile numbers and the outbox', () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    for (const account of DEMO_ACCOUNTS) assert.match(readme, new RegExp(`\\| ${account.employeeId} \\| ${account.name} \\| ${account.mobile} \\|`));
    assert.ok(readme.includes('GET /dev/outbox/'));
  });
});

describe("the API's lines in the terminal", () => {
  test('requests that succeed or fail on the client side stay in the file', () => {
    const next = createApiTerminalFilter();
    const shown = [
      line({ msg: 'Server listening at http://0.0.0.0:8000' }),
      line({ reqId: 'req-1', req: { method: 'GET', url: '/health' }, msg: 'incoming request' }),
      line({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 2, msg: 'request completed' }),
      line({ reqId: 'req-2', req: { method: 'POST', url: '/auth/login/' }, msg: 'incoming request' }),
      line({ level: 40, reqId: 'req-2', security: 'sign_in_failed', msg: 'security: sign_in_failed' }),
      line({ reqId: 'req-2', code: 'FST_ERR', statusCode: 401, msg: 'client error' }),
      line({ reqId: 'req-2', res: { statusCode: 401 }, responseTime: 3, msg: 'request completed' }),
      line({ level: 30, msg: 'development OTP sender: message not delivered; GET /dev/outbox/ lists it' }),
      '',
    ].map(next);
    assert.deepEqual(shown.filter((text) => text !== undefined), []);
  });

  test('a request answered with a 5xx is one line: status, method, path and what went wrong', () => {
    const next = createApiTerminalFilter();
    const shown = [
      line({ reqId: 'req-7', req: { method: 'POST', url: '/leads/leads/' }, msg: 'incoming request' }),
      line({ level: 50, reqId: 'req-7', err: { type: 'Error', message: 'Connection terminated\nunexpectedly', stack: '...' }, msg: 'unhandled error' }),
      line({ reqId: 'req-7', res: { statusCode: 500 }, responseTime: 9, msg: 'request completed' }),
      line({ reqId: 'req-8', req: { method: 'GET', url: '/leads/leads/my-leads/' }, msg: 'incoming request' }),
      line({ level: 40, reqId: 'req-8', err: { message: 'connect ECONNREFUSED' }, msg: 'database unavailable' }),
      line({ reqId: 'req-8', res: { statusCode: 503 }, responseTime: 1, msg: 'request completed' }),
    ]
      .map(next)
      .filter((text) => text !== undefined);
    assert.deepEqual(shown, [
      '500 POST /leads/leads/: unhandled error: Connection terminated unexpectedly',
      '503 GET /leads/leads/my-leads/: database unavailable: connect ECONNREFUSED',
    ]);
  });

  test('an error outside a request, or after its answer, is one line; output that is not a log line (a crash) is shown as it is', () => {
    const next = createApiTerminalFilter();
    assert.equal(next(line({ level: 50, err: { message: 'boom' }, msg: 'idle-lead check failed' })), 'error: idle-lead check failed: boom');
    assert.equal(
      next(line({ level: 50, reqId: 'req-3', security: 'otp_delivery_failed', msg: 'security: otp_delivery_failed' })),
      'error: security: otp_delivery_failed',
    );
    assert.equal(next('TypeError: Cannot read properties of undefined'), 'TypeError: Cannot read properties of undefined');
  });
});

describe('the API log file', () => {
  test('each run starts a new file and keeps the previous run beside it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-log-'));
    const current = path.join(dir, 'logs', 'api.log');
    const previous = path.join(dir, 'logs', 'api.previous.log');
    rotateApiLog(current, previous);
    assert.equal(fs.existsSync(path.dirname(current)), true);
    fs.writeFileSync(current, 'first run\n');
    rotateApiLog(current, previous);
    assert.equal(fs.existsSync(current), false);
    assert.equal(fs.readFileSync(previous, 'utf8'), 'first run\n');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a service process writes every line to its log file and prints only what the terminal filter passes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-log-'));
    const logFile = path.join(dir, 'api.log');
    const script = [
      line({ reqId: 'r1', req: { method: 'GET', url: '/health' }, msg: 'incoming request' }),
      line({ reqId: 'r1', res: { statusCode: 200 }, msg: 'request completed' }),
      line({ reqId: 'r2', req: { method: 'GET', url: '/x/' }, msg: 'incoming request' }),
      line({ reqId: 'r2', res: { statusCode: 502 }, msg: 'request completed' }),
    ];
    const service = { name: 'api', command: ['node', '-e', `for (const l of ${JSON.stringify(script)}) console.log(l)`], healthPath: '/health' };
    const printed = [];
    const write = process.stdout.write;
    process.stdout.write = (chunk, ...rest) => (String(chunk).includes('/x/') || String(chunk).includes('/health') ? (printed.push(String(chunk)), true) : write.call(process.stdout, chunk, ...rest));
    try {
      const proc = new ServiceProcess(service, { env: process.env, port: 0, logFile, terminal: createApiTerminalFilter() });
      await proc.exitPromise;
      // The output may still be in the pipes when the process has exited, and the file stream flushing.
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && !(printed.length > 0 && fs.readFileSync(logFile, 'utf8').split('\n').length > script.length)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      process.stdout.write = write;
    }
    assert.equal(fs.readFileSync(logFile, 'utf8'), `${script.join('\n')}\n`);
    assert.deepEqual(printed.map(stripVTControlCharacters), ['[api] 502 GET /x/\n']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

// The replicas stage (scripts/test.mjs, docs/replicas.md): what must hold when two API replicas share one
// PostgreSQL database behind nginx. Each check calls replica A and replica B directly AND the proxy.
// Runs with `node --test` against scripts/lib/topology.mjs on a scratch database created from
// DATABASE_URL (skipped without it: PGlite cannot be shared by two processes).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../lib/demo-accounts.mjs';
import { NginxProcess, PROXY_RATE_LIMIT } from '../lib/nginx.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { startTopology } from '../lib/topology.mjs';
import { OTP_REQUESTS_PER_RECIPIENT, SIGN_IN_FAILURES_PER_ID_AND_ADDRESS } from './limits.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
const API_BASE = Number(process.env.REPLICAS_API_BASE || 8600);
const FRONT_BASE = Number(process.env.REPLICAS_FRONT_BASE || 3600);

/** @type {Awaited<ReturnType<typeof startTopology>>} */
let topology;
/** @type {Awaited<ReturnType<typeof createScratchDatabase>>} */
let database;
let A;
let B;
let P;

async function call(base, method, path, { token, body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, text };
}

async function signIn(base, employeeId, password = DEMO_PASSWORD) {
  const response = await call(base, 'POST', '/auth/api/connector/token/', { body: { employee_id: employeeId, password } });
  assert.equal(response.status, 200, `sign-in of ${employeeId} on ${base}: ${response.text}`);
  return /** @type {{ access: string, refresh: string }} */ (response.json);
}

/** An open GET /notifications/stream/: its `unread` counts as they arrive. */
class UnreadStream {
  constructor(base, token) {
    this.controller = new AbortController();
    this.counts = [];
    this.waiters = [];
    this.ended = false;
    this.ready = fetch(`${base}/notifications/stream/`, { headers: { authorization: `Bearer ${token}` }, signal: this.controller.signal }).then(
      (response) => {
        if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
        void this.read(response);
      },
    );
  }

  async read(response) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data:'));
          if (block.includes('event: unread') && data) this.counts.push(JSON.parse(data.slice(5)).unread_count);
          this.wake();
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.wake();
  }

  wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Wait until a count satisfying `predicate` has arrived. */
  async waitFor(predicate, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.counts.some(predicate)) {
      if (this.ended || Date.now() > deadline) return false;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  close() {
    this.controller.abort();
  }
}

describe('two API replicas behind nginx, one PostgreSQL database', { skip: DATABASE_URL ? false : 'DATABASE_URL is not set' }, () => {
  before(async () => {
    database = await createScratchDatabase(/** @type {string} */ (DATABASE_URL), 'replicas');
    try {
      // The failover check below sends hundreds of requests a second from this one address: the proxy's
      // limit per address is tested on a proxy of its own (the last test).
      topology = await startTopology({
        databaseUrl: database.url,
        apiBase: API_BASE,
        frontBase: FRONT_BASE,
        proxyRateLimit: { requestsPerSecond: 1_000_000, burst: 1_000_000 },
      });
    } catch (error) {
      await database.drop();
      throw error;
    }
    A = topology.replicas.a.url;
    B = topology.replicas.b.url;
    P = topology.proxyUrl;
  });

  after(async () => {
    await topology?.stopAll();
    await database?.drop();
  });

  it('the host and the remotes are served, and the host sends the browser to the proxy', async () => {
    const document = await (await fetch(`${topology.frontUrls.host}/dashboard`)).text();
    const content = document.match(/<meta name="portal-runtime-config" content="([^"]*)">/)?.[1] ?? '{}';
    assert.equal(JSON.parse(content.replace(/&quot;/g, '"')).apiBaseUrl, `http://localhost:${topology.ports.proxy}`);
    for (const url of Object.values(topology.frontUrls)) assert.equal((await fetch(`${url}/health`)).status, 200, url);
  });

  it("through the proxy every request gets the proxy's id, whatever id the client sent, and the replica returns it", async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${P}/health/ready`, { headers: { 'x-request-id': 'chosen-by-the-client-1234' } });
      assert.equal(answer.status, 200);
      ids.push(answer.headers.get('x-request-id'));
    }
    for (const id of ids) assert.match(String(id), /^[0-9a-f]{32}$/, 'nginx $request_id');
    assert.equal(new Set(ids).size, ids.length);
  });

  it('a session started on replica A works on replica B and through the proxy; logout ends it on both', async () => {
    const { access, refresh } = await signIn(A, 'CN1001');
    for (const base of [A, B, P]) {
      const profile = await call(base, 'GET', '/auth/profile/', { token: access });
      assert.equal(profile.status, 200, `${base}: ${profile.text}`);
      assert.equal(profile.json.employee_id, 'CN1001');
    }
    // The refresh token rotates on B, and the new access token works on A.
    const rotated = await call(B, 'POST', '/auth/refresh', { body: { refreshToken: refresh } });
    assert.equal(rotated.status, 200, rotated.text);
    assert.equal((await call(A, 'GET', '/auth/profile/', { token: rotated.json.accessToken })).status, 200);
    // The used refresh token is refused on A (reuse ends the session everywhere)...
    const reused = await call(A, 'POST', '/auth/refresh', { body: { refreshToken: refresh } });
    assert.equal(reused.status, 401, reused.text);
    for (const base of [A, B, P]) assert.equal((await call(base, 'GET', '/auth/profile/', { token: rotated.json.accessToken })).status, 401, base);

    // ...and a logout on A ends a fresh session on B and through the proxy.
    const second = await signIn(P, 'CN1001');
    assert.equal((await call(B, 'GET', '/auth/profile/', { token: second.access })).status, 200);
    const logout = await call(A, 'POST', '/auth/logout', { token: second.access, body: { refreshToken: second.refresh } });
    assert.equal(logout.status, 204, logout.text);
    for (const base of [A, B, P]) assert.equal((await call(base, 'GET', '/auth/profile/', { token: second.access })).status, 401, base);
    assert.equal((await call(B, 'POST', '/auth/refresh', { body: { refreshToken: second.refresh } })).status, 401);
  });

  it(`sign-in failures count across both replicas: ${SIGN_IN_FAILURES_PER_ID_AND_ADDRESS} per id and address, then 429 everywhere`, async () => {
    const max = SIGN_IN_FAILURES_PER_ID_AND_ADDRESS;
    const bases = [A, B, P];
    for (let i = 0; i < max; i += 1) {
      const base = bases[i % bases.length];
      // Through the proxy a client-sent X-Forwarded-For is replaced by the address nginx saw.
      const headers = base === P ? { 'x-forwarded-for': `203.0.113.${i + 1}` } : {};
      const wrong = await call(base, 'POST', '/auth/api/connector/token/', { body: { employee_id: 'CN1004', password: 'Wrong@1234' }, headers });
      assert.equal(wrong.status, 401, `failure ${i + 1} on ${base}: ${wrong.text}`);
    }
    for (const base of bases) {
      const blocked = await call(base, 'POST', '/auth/api/connector/token/', {
        body: { employee_id: 'CN1004', password: DEMO_PASSWORD },
        headers: base === P ? { 'x-forwarded-for': '198.51.100.7' } : {},
      });
      assert.equal(blocked.status, 429, `after ${max} failures, the right password on ${base}: ${blocked.text}`);
    }
    // Another id from the same address is not blocked (successful sign-ins never count).
    await signIn(B, 'CN1003');
  });

  it(`one-time code requests count across both replicas: ${OTP_REQUESTS_PER_RECIPIENT} per employee id, then 429`, async () => {
    const max = OTP_REQUESTS_PER_RECIPIENT;
    const bases = [A, B, P];
    for (let i = 0; i < max; i += 1) {
      const sent = await call(bases[i % bases.length], 'POST', '/auth/send-reset-otp/', { body: { employee_id: 'CN1002' } });
      assert.equal(sent.status, 200, sent.text);
    }
    for (const base of bases) {
      const refused = await call(base, 'POST', '/auth/send-reset-otp/', { body: { employee_id: 'CN1002' } });
      assert.equal(refused.status, 429, `request ${max + 1} on ${base}: ${refused.text}`);
    }
    // Every accepted request was delivered once (dev outbox), whichever replica took it.
    for (const base of [A, B]) {
      const outbox = await call(base, 'GET', '/dev/outbox/?employee_id=CN1002');
      assert.equal(outbox.status, 200, outbox.text);
      assert.equal(outbox.json.length, max, `${base}: ${outbox.text}`);
    }
  });

  it('a password reset through replica B ends the sessions held on A, B and the proxy at once', async () => {
    const old = await signIn(A, 'CN1003');
    const sent = await call(B, 'POST', '/auth/send-reset-otp/', { body: { employee_id: 'CN1003' } });
    assert.equal(sent.status, 200, sent.text);
    // Delivery runs after the answer: the message reaches the outbox a moment later.
    let outbox;
    for (let tries = 0; tries < 50; tries += 1) {
      outbox = await call(A, 'GET', '/dev/outbox/?employee_id=CN1003&purpose=password_reset');
      assert.equal(outbox.status, 200, outbox.text);
      if (outbox.json.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const code = /\b(\d{6})\b/.exec(outbox.json[0]?.text ?? '')?.[1];
    assert.ok(code, `a code in the newest message: ${outbox.text}`);
    const newPassword = 'Fresh@Start2026';
    const reset = await call(P, 'POST', '/auth/reset-password/', { body: { employee_id: 'CN1003', otp: code, new_password: newPassword } });
    assert.equal(reset.status, 200, reset.text);
    for (const base of [A, B, P]) assert.equal((await call(base, 'GET', '/auth/profile/', { token: old.access })).status, 401, base);
    assert.equal((await call(A, 'POST', '/auth/refresh', { body: { refreshToken: old.refresh } })).status, 401);
    const fresh = await signIn(A, 'CN1003', newPassword);
    assert.equal((await call(B, 'GET', '/auth/profile/', { token: fresh.access })).status, 200);
  });

  it('deactivating an employee through replica A ends their session on B and the proxy at once; activating lets them back', async () => {
    const admin = await signIn(A, 'AD3001');
    const rm = await signIn(B, 'RM2001');
    assert.equal((await call(B, 'GET', '/auth/profile/', { token: rm.access })).status, 200);
    const deactivated = await call(A, 'POST', '/auth/employees/RM2001/deactivate/', { token: admin.access });
    assert.equal(deactivated.status, 200, deactivated.text);
    try {
      for (const base of [B, P, A]) assert.equal((await call(base, 'GET', '/auth/profile/', { token: rm.access })).status, 401, base);
      assert.equal((await call(B, 'POST', '/auth/api/connector/token/', { body: { employee_id: 'RM2001', password: DEMO_PASSWORD } })).status, 401);
    } finally {
      const activated = await call(B, 'POST', '/auth/employees/RM2001/activate/', { token: admin.access });
      assert.equal(activated.status, 200, activated.text);
    }
    await signIn(P, 'RM2001');
  });

  it('a notification created through replica A reaches streams held on replica B and through the proxy', async () => {
    const connector = await signIn(B, 'CN1001');
    const admin = await signIn(A, 'AD3001');
    const onB = new UnreadStream(B, connector.access);
    const viaProxy = new UnreadStream(P, connector.access);
    try {
      await Promise.all([onB.ready, viaProxy.ready]);
      assert.ok(await onB.waitFor(() => true), 'stream on B sends the first count');
      assert.ok(await viaProxy.waitFor(() => true), 'stream through the proxy sends the first count');
      const before = onB.counts[0];
      const sent = await call(A, 'POST', '/notifications/custom-alert/', {
        token: admin.access,
        body: { title: 'Replica check', message: 'Sent through replica A', audience: 'employees', employee_ids: ['CN1001'] },
      });
      assert.equal(sent.status, 201, sent.text);
      assert.equal(sent.json.sent, 1);
      assert.ok(await onB.waitFor((count) => count === before + 1), `B's stream saw ${JSON.stringify(onB.counts)}`);
      assert.ok(await viaProxy.waitFor((count) => count === before + 1), `the proxied stream saw ${JSON.stringify(viaProxy.counts)}`);
    } finally {
      onB.close();
      viaProxy.close();
    }
  });

  it("a criteria change on replica A is used by replica B's next eligibility check", async () => {
    const admin = await signIn(A, 'AD3001');
    const connector = await signIn(B, 'CN1001');
    const application = {
      age: 35, cibil_score: 760, location: 'METRO', recent_dpds: 0, cibil_enquiries: 2, required_loan_amount: 1_000_000, required_tenure: 48,
      monthly_income: 60_000, employment_vintage: 24, company_type: 'PRIVATE_LIMITED', has_pf: true, is_working_from_home: false,
    };
    const check = async (base) => {
      const answer = await call(base, 'POST', '/loan_eligibility/check-eligibility/', { token: connector.access, body: { loan_type: 'personal', application } });
      assert.equal(answer.status, 200, answer.text);
      return answer.json;
    };
    const first = await check(B); // B now holds the rows in its cache
    assert.ok(first.eligible_banks.length > 0, 'some bank accepts the application');
    const bankName = first.eligible_banks[0].bank_name;
    const rows = await call(A, 'GET', '/loan_eligibility/personal-loan-criteria/', { token: admin.access });
    const row = rows.json.find((candidate) => candidate.bank_name === bankName);
    assert.ok(row, `criteria row of ${bankName}`);
    const raised = await call(A, 'PATCH', `/loan_eligibility/personal-loan-criteria/${row.id}/`, { token: admin.access, body: { min_cibil_score: 800 } });
    assert.equal(raised.status, 200, raised.text);
    try {
      const second = await check(B);
      const refused = second.ineligible_banks.find((bank) => bank.bank_name === bankName);
      assert.ok(refused, `${bankName} refuses on B after the change on A`);
      assert.ok(refused.reasons.some((reason) => /CIBIL/.test(reason)), JSON.stringify(refused.reasons));
    } finally {
      const restored = await call(A, 'PATCH', `/loan_eligibility/personal-loan-criteria/${row.id}/`, {
        token: admin.access,
        body: { min_cibil_score: row.min_cibil_score },
      });
      assert.equal(restored.status, 200, restored.text);
    }
    const third = await check(P);
    assert.ok(third.eligible_banks.some((bank) => bank.bank_name === bankName), `${bankName} accepts again through the proxy`);
  });

  it('SIGTERM to replica A while GETs run through the proxy: no request fails; A starts again', async () => {
    const { access } = await signIn(P, 'CN1001');
    const paths = ['/health', '/leads/banks/', '/auth/profile/', '/notifications/?page=1'];
    const failures = [];
    let done = 0;
    let running = true;
    const worker = async (index) => {
      let i = index;
      while (running) {
        const path = paths[i++ % paths.length];
        try {
          const response = await fetch(`${P}${path}`, { headers: { authorization: `Bearer ${access}` }, signal: AbortSignal.timeout(20_000) });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        } catch (error) {
          failures.push(`${path}: ${error.message}`);
        }
        done += 1;
      }
    };
    const workers = Array.from({ length: 8 }, (_, index) => worker(index));
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(1500);
    const beforeStop = done;
    await topology.replicas.a.stop();
    assert.equal(topology.replicas.a.running(), false);
    await pause(1500);
    const whileDown = done;
    await topology.replicas.a.start();
    await pause(1500);
    running = false;
    await Promise.all(workers);
    assert.deepEqual(failures.slice(0, 10), [], `${failures.length} of ${done} requests failed`);
    assert.ok(beforeStop > 0 && whileDown > beforeStop && done > whileDown, `requests kept flowing (${beforeStop}, ${whileDown}, ${done})`);
    assert.equal((await call(A, 'GET', '/health')).status, 200, 'replica A is back');
  });

  it(`the proxy limits each address (${PROXY_RATE_LIMIT.requestsPerSecond}/s, burst ${PROXY_RATE_LIMIT.burst}) with the API's answer shape: 429, Retry-After, {"detail"}, readable by the portal`, async () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-proxy-limit-'));
    const proxy = new NginxProcess({
      prefix,
      upstreams: [`127.0.0.1:${topology.ports.replicas.a}`, `127.0.0.1:${topology.ports.replicas.b}`],
      listenPort: API_BASE + 50,
    });
    try {
      await proxy.waitUntilHealthy(15_000);
      const origin = topology.frontUrls.host ?? 'http://localhost:3000';
      const flood = PROXY_RATE_LIMIT.burst + 3 * PROXY_RATE_LIMIT.requestsPerSecond + 50;
      const answers = await Promise.all(
        Array.from({ length: flood }, () => fetch(`http://127.0.0.1:${API_BASE + 50}/health`, { headers: { origin }, signal: AbortSignal.timeout(20_000) })),
      );
      const limited = answers.filter((answer) => answer.status === 429);
      assert.ok(limited.length > 0, `no 429 among ${flood} requests at once`);
      assert.ok(answers.filter((answer) => answer.status === 200).length >= PROXY_RATE_LIMIT.burst, 'the burst went through');
      const sample = limited[0];
      assert.equal(sample.headers.get('retry-after'), '1');
      assert.equal(sample.headers.get('access-control-allow-origin'), origin);
      assert.deepEqual(await sample.json(), { detail: 'Too many requests from this address. Try again in a moment.' });
      await Promise.all(answers.filter((answer) => !answer.bodyUsed).map((answer) => answer.body?.cancel()));
    } finally {
      await proxy.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});

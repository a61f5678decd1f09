/**
 * A request must arrive in time: 30 s for every route (its body is a form of a few kilobytes), and the
 * longer server-wide timeout only for the KYC upload, whose 40 MB a phone on a slow link needs minutes
 * for (http/body-timeout.ts; docs/security.md). Over real connections.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ bodyTimeoutMs: 1_500, requestTimeoutMs: 60_000 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

/** Sends the head and the first bytes of a body, then nothing: what the client sees, and when. */
function stall(path: string, headers: Record<string, string>, firstBytes: string, giveUpMs: number): Promise<{ answer: string; afterMs: number; closed: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let settled = false;
    const settle = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, afterMs: Date.now() - started, closed });
    };
    const giveUp = setTimeout(() => settle(false), giveUpMs);
    socket.on('data', (data) => {
      answer += data.toString('utf8');
    });
    socket.on('close', () => settle(true));
    socket.on('error', () => settle(true));
    socket.on('connect', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${firstBytes}`);
    });
  });
}

describe('request timeouts', () => {
  it('answers a JSON body that stalls with 408 and closes the connection, long before the server-wide timeout', async () => {
    const outcome = await stall('/auth/api/connector/token/', { 'content-type': 'application/json', 'content-length': '1000' }, '{"employee_id": "CN', 20_000);
    expect(outcome.closed).toBe(true);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.answer).toContain('{"detail":"The request took too long to arrive."}');
    expect(outcome.afterMs).toBeGreaterThanOrEqual(1_400);
    expect(outcome.afterMs).toBeLessThan(15_000);
  });

  it('gives the KYC upload the server-wide timeout: a slow upload is still being received after the short one', async () => {
    const { access } = await signIn(t.app, 'CN1002');
    const outcome = await stall(
      '/channel_partner/kyc/upload/',
      { ...bearer(access), 'content-type': 'multipart/form-data; boundary=x', 'content-length': '100000' },
      '--x\r\nContent-Disposition: form-data; name="aadhar_front"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      4_000,
    );
    expect(outcome).toMatchObject({ closed: false, answer: '' });
  });

  it('lets a quick request through whatever its route', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/auth/api/connector/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ employee_id: 'CN1001', password: 'Demo@1234' }),
    });
    expect(response.status).toBe(200);
  });
});

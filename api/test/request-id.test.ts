import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PROXY_ID = '0f6c3b1e9d2a4c7b8e5f1a2b3c4d5e6f';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

describe('request ids', () => {
  it('every answer names its request in X-Request-Id, errors included, each request its own', async () => {
    const answers = await Promise.all([
      direct.app.inject({ method: 'GET', url: '/health/ready' }),
      direct.app.inject({ method: 'GET', url: '/auth/profile/' }),
      direct.app.inject({ method: 'GET', url: '/no/such/route/' }),
      direct.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: 'CN1001' } }),
      direct.app.inject({ method: 'POST', url: '/auth/api/connector/token/', headers: { 'content-type': 'application/json' }, payload: '{"employee_id":' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400, 400]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every log line of a request carries its id', async () => {
    const answer = await direct.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: 'CN1001', password: DEMO_PASSWORD } });
    expect(answer.statusCode).toBe(200);
    const id = answer.headers['x-request-id'];
    const lines = direct.logs().filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it("a client's own X-Request-Id is not taken without a trusted proxy", async () => {
    const answer = await direct.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': PROXY_ID } });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it("behind a trusted proxy its id is kept, unless it is not an id", async () => {
    const kept = await proxied.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': PROXY_ID } });
    expect(kept.headers['x-request-id']).toBe(PROXY_ID);
    for (const odd of ['short', 'x'.repeat(129), 'two words here', 'id\u001b[31mred']) {
      const replaced = await proxied.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': odd } });
      expect(replaced.headers['x-request-id'], odd).toMatch(UUID);
    }
  });

  it('the portal may read it (CORS)', async () => {
    // The host's origin in the test configuration.
    const answer = await direct.app.inject({ method: 'GET', url: '/health/live', headers: { origin: 'http://localhost:3000' } });
    expect(String(answer.headers['access-control-expose-headers'])).toMatch(/X-Request-Id/i);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { bearer, createTestApp, DEMO_PASSWORD, userClient, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const token = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', headers: { 'content-type': contentType }, payload });

describe('error convention', () => {
  it('malformed JSON -> 400 {detail}', async () => {
    const response = await token('{"employee_id": "CN1001", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Malformed JSON in request body.' });
  });

  it('a non-object body -> 400 {detail}; wrong field types -> 400 per field', async () => {
    expect((await token('[1,2,3]')).json()).toEqual({ detail: 'Request body must be a JSON object.' });
    expect((await token('"text"')).statusCode).toBe(400);
    const wrongTypes = await token(JSON.stringify({ employee_id: ['CN1001', 'CN1002'], password: { value: 1 } }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json()).toEqual({ password: ['Not a valid string.'], employee_id: ['Not a valid string.'] });
    expect((await token(JSON.stringify({ employee_id: 'x'.repeat(40), password: 'p' }))).json()).toEqual({
      employee_id: ['Ensure this field has no more than 32 characters.'],
    });
  });

  it('unsupported content types and oversized bodies -> 415/413 {detail}', async () => {
    const text = await token('<employee_id>CN1001</employee_id>', 'application/xml');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toHaveProperty('detail');
    const huge = await token(JSON.stringify({ employee_id: 'CN1001', password: 'p'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('unknown routes and methods -> 404 {"detail": "Not found."}', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['GET', '/auth/profile//'],
      ['DELETE', '/auth/profile/'],
      ['GET', '/leads/transactions'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('never leaks stack traces and sets nosniff', async () => {
    const response = await token('{bad json');
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('odd ids and query strings get a 4xx, never a 500', async () => {
    const admin = await userClient(t.app, 'AD3001');
    for (const url of [
      '/channel_partner/kyc/submissions/-1/',
      '/channel_partner/kyc/submissions/1.5/',
      '/channel_partner/kyc/submissions/1e400/',
      '/channel_partner/kyc/submissions/%00/',
      '/leads/employees/%27%20or%201=1--/',
      '/channel_partner/kyc/submissions/?status=pending&status=approved',
      '/channel_partner/kyc/submissions/1/documents/..%2F..%2Fetc%2Fpasswd/',
    ]) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toBeTypeOf('object');
    }
  });

  it('NUL characters in JSON fields, path parameters and query values -> 400 per field, never a 500', async () => {
    const signInAnswer = await token(JSON.stringify({ employee_id: 'CN\u00001001', password: 'x' }));
    expect(signInAnswer.statusCode).toBe(400);
    expect(signInAnswer.json()).toEqual({ employee_id: ['Null characters are not allowed.'] });

    const connector = await userClient(t.app, 'CN1001');
    const employee = await connector.get('/leads/employees/CN%001001/');
    expect(employee.statusCode).toBe(400);
    expect(employee.json()).toEqual({ id: ['Null characters are not allowed.'] });
    const update = await connector.patch('/auth/employees/update/', { username: 'Aarav\u0000 Sharma' });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual({ username: ['Null characters are not allowed.'] });

    const admin = await userClient(t.app, 'AD3001');
    const reject = await admin.post('/channel_partner/kyc/submissions/1/reject/', { reason: 'blurred\u0000 image' });
    expect(reject.statusCode).toBe(400);
    expect(reject.json()).toEqual({ reason: ['Null characters are not allowed.'] });
    expect((await admin.get('/channel_partner/kyc/submissions/?status=pending%00')).statusCode).toBe(400);
  });
});

describe('hostile JSON bodies', () => {
  const post = (url: string, payload: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('too-deep nesting is a 400 with a clear detail, never a 500', async () => {
    for (const [url, payload] of [
      ['/auth/refresh', '['.repeat(20_000)],
      ['/auth/refresh', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
      ['/auth/logout', `${'{"a":'.repeat(2_500)}1${'}'.repeat(2_500)}`],
      ['/auth/api/connector/token/', `{"employee_id":"CN1001","password":"x","extra":${'['.repeat(40)}${']'.repeat(40)}}`],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ detail: 'JSON nesting is too deep (more than 32 levels).' });
    }
  });

  it('a 1 MB body of 2,500 nested objects or of 110,000 keys is refused before it is parsed', async () => {
    const keys = (count: number) => Array.from({ length: count }, (_, i) => `"${i.toString(36)}":1`).join(',');
    const deep = await post('/auth/logout', `${'{"a":'.repeat(2_500)}{${keys(110_000)}}${'}'.repeat(2_500)}`);
    expect(deep.statusCode).toBe(400);
    const many = await post('/auth/logout', `{${keys(110_000)},"refreshToken":"x"}`);
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ detail: 'The request holds too many values (more than 10,000).' });
    // Within both caps, a NUL anywhere among many keys is still found and named.
    const flat = await post('/auth/logout', `{${keys(9_000)},"refreshToken":"x\\u0000y"}`);
    expect(flat.statusCode).toBe(400);
    expect(flat.json()).toEqual({ refreshToken: ['Null characters are not allowed.'] });
    // An escaped backslash before "u0000" is not a NUL.
    expect((await post('/auth/logout', '{"refreshToken":"x\\\\u0000"}')).statusCode).toBe(204);
  });
});

describe('compression', () => {
  it('compresses long answers for clients that accept it, never the short token answers', async () => {
    const connector = await userClient(t.app, 'CN1001');
    const list = await t.app.inject({ method: 'GET', url: '/leads/leads/my-leads/', headers: { ...bearer(connector.tokens.access), 'accept-encoding': 'gzip' } });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString('utf8'))).toHaveLength(8);
    const tokens = await t.app.inject({
      method: 'POST',
      url: '/auth/api/connector/token/',
      headers: { 'accept-encoding': 'gzip, br' },
      payload: { employee_id: 'CN1001', password: DEMO_PASSWORD },
    });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.headers['content-encoding']).toBeUndefined();
  });
});

describe('health, OpenAPI and CORS', () => {
  it('GET /health -> {"status": "ok"}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document generated from the route schemas, and the docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/auth/api/connector/token/',
      '/auth/refresh',
      '/auth/logout',
      '/auth/profile/',
      '/channel_partner/connector/current/',
      '/channel_partner/kyc/upload/',
      '/channel_partner/kyc/submissions/{id}/approve/',
      '/leads/transactions/',
      '/leads/leads/my-leads/',
      '/leads/employees/{id}/',
      '/auth/employees/update/',
      '/auth/employee/fetch/',
      '/loan_eligibility/home-loan-criteria/',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('allows the configured front-end origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/auth/profile/',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('puts the CORS headers on refusals too, so the portal can read a 401 and renew the session', async () => {
    const origin = 'http://localhost:3000';
    for (const headers of [{ origin }, { origin, authorization: 'Bearer expired.or.forged' }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/leads/employees/CN1001/', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['access-control-allow-origin']).toBe(origin);
    }
  });
});

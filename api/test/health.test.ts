import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

describe('liveness and readiness', () => {
  it('a serving replica is alive and ready; GET /health is the readiness check', async () => {
    for (const url of ['/health/live', '/health/ready', '/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ status: 'ok' });
    }
  });

  it('a replica whose database does not answer is alive but not ready', async () => {
    const execute = vi.spyOn(t.app.db, 'execute').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      for (const url of ['/health/ready', '/health']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json(), url).toEqual({ status: 'unavailable' });
      }
    } finally {
      execute.mockRestore();
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('a draining replica is alive, not ready, and refuses other requests', async () => {
    const draining = await createTestApp();
    try {
      draining.app.shutdownDrain.start();
      expect((await draining.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
      const ready = await draining.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect((await draining.app.inject({ method: 'GET', url: '/auth/privacy-notice/' })).statusCode).toBe(503);
    } finally {
      await draining.close();
    }
  });
});

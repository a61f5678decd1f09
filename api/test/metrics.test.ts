import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, metricsAddress } from '../src/config';
import { startMetricsServer } from '../src/features/metrics/metrics-server';
import { timedJob } from '../src/features/metrics/registry';
import { createTestApp, DB_TARGET, userClient, type TestApp } from './support/test-app';

let t: TestApp;
let metrics: { url: string; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp();
  metrics = await startMetricsServer('127.0.0.1', 0);
});
afterAll(async () => {
  await metrics?.close();
  await t?.close();
});

async function scrape(): Promise<string> {
  const answer = await fetch(metrics.url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
}

/** The value of one sample line, `name{labels} value`, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}')).split(',');
    if (wanted.every((pair) => inside.includes(pair)) && inside.length === wanted.length) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('Prometheus metrics', () => {
  it('count answers by method, route template and status: never a path with its id', async () => {
    const before = await scrape();
    const admin = await userClient(t.app, 'AD3001');
    const leadPath = '/leads/leads/987654/';
    const answers = await Promise.all([admin.get(leadPath), admin.get(leadPath), t.app.inject({ method: 'GET', url: '/no/such/path/9876543210' })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);

    const after = await scrape();
    const counted = (text: string, labels: Record<string, string>) => sample(text, 'api_http_requests_total', labels) ?? 0;
    const lead = { method: 'GET', route: '/leads/leads/:id/', status: '404' };
    expect(counted(after, lead) - counted(before, lead)).toBe(2);
    const unmatched = { method: 'GET', route: '(unmatched)', status: '404' };
    expect(counted(after, unmatched) - counted(before, unmatched)).toBe(1);
    const signIns = { method: 'POST', route: '/auth/api/connector/token/', status: '200' };
    expect(counted(after, signIns) - counted(before, signIns)).toBe(1);
    expect(sample(after, 'api_http_request_duration_seconds_count', lead)).toBeGreaterThanOrEqual(2);

    // Nothing a person could be found by: no ids, no mobiles, no employee ids in any label.
    expect(after).not.toContain('987654');
    expect(after).not.toContain('9876543210');
    expect(after).not.toMatch(/AD3001|CN1001/);
  });

  it('report the process, the jobs and (on PostgreSQL) the connection pool', async () => {
    await timedJob('metrics_test_job', async () => undefined);
    await expect(timedJob('metrics_test_job', async () => Promise.reject(new Error('stopped')))).rejects.toThrow('stopped');
    const text = await scrape();
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(sample(text, 'api_job_runs_total', { job: 'metrics_test_job', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'api_job_runs_total', { job: 'metrics_test_job', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'api_job_duration_seconds_count', { job: 'metrics_test_job' })).toBe(2);
    expect(text).toMatch(/^api_notification_streams_open \d+$/m);
    const poolTotal = sample(text, 'api_db_pool_connections', { state: 'total' });
    if (DB_TARGET === 'postgres') expect(poolTotal).toBeGreaterThanOrEqual(1);
    else expect(poolTotal).toBeUndefined();
  });

  it('are served only at GET /metrics on their own port, never on the API port', async () => {
    const elsewhere = await fetch(metrics.url.replace('/metrics', '/health/live'));
    expect(elsewhere.status).toBe(404);
    const posted = await fetch(metrics.url, { method: 'POST' });
    expect(posted.status).toBe(404);
    const onApi = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(onApi.statusCode).toBe(404);
  });

  it('are off unless METRICS_PORT is set, and cannot share the API port', () => {
    expect(metricsAddress({ API_PORT: '8000' })).toBeNull();
    expect(metricsAddress({ API_PORT: '8000', METRICS_PORT: '9464' })).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(metricsAddress({ API_HOST: '0.0.0.0', METRICS_PORT: '9464' })).toEqual({ host: '0.0.0.0', port: 9464 });
    expect(metricsAddress({ API_HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toEqual({ host: '10.0.0.5', port: 9464 });
    expect(() => metricsAddress({ API_PORT: '8000', METRICS_PORT: '8000' })).toThrow(ConfigError);
    expect(() => metricsAddress({ METRICS_PORT: 'ninety' })).toThrow(ConfigError);
  });
});

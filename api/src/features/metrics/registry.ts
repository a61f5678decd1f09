/*
 * The API process's Prometheus metrics (docs/operations.md#metrics). One registry per process: the
 * counters are module-level, like the process they describe; what belongs to one app instance (its
 * database pool, its open event streams) is read at scrape time from the sources each app registers.
 * Labels are route templates, methods, status codes, channel and job names: never a path with an id in
 * it, a number, a name or anything else a person could be found by.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
// Process figures: CPU, memory, event-loop lag, garbage collection, open handles (`process_*`, `nodejs_*`).
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: 'api_http_requests_total',
  help: 'Requests answered, by method, route template and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'api_http_request_duration_seconds',
  help: 'Time from the request arriving to its answer being sent, by method, route template and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const jobRuns = new Counter({
  name: 'api_job_runs_total',
  help: 'Background job runs, by job and outcome (ok or failed).',
  labelNames: ['job', 'outcome'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'api_job_duration_seconds',
  help: 'Background job run time, by job.',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers,
});

export const vaultOperations = new Counter({
  name: 'api_vault_operations_total',
  help: 'Document vault operations, by operation (store, read, remove) and outcome (store: ok or aborted; read: ok, missing, unreadable or failed; remove: ok, one per object).',
  labelNames: ['operation', 'outcome'] as const,
  registers,
});

/** What one app instance reports at scrape time. */
export interface MetricsSource {
  /** The PostgreSQL pool's connections (null on PGlite: one embedded connection, no pool). */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** Live notification streams open on this instance. */
  openStreams(): number;
}

const sources = new Set<MetricsSource>();

/** Registers an app's source until the returned function is called (the app's close). */
export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

new Gauge({
  name: 'api_db_pool_connections',
  help: 'PostgreSQL pool connections by state: total open, idle, and queries waiting for a connection (absent on PGlite).',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    for (const source of sources) {
      const pool = source.pool();
      if (!pool) continue;
      this.inc({ state: 'total' }, pool.total);
      this.inc({ state: 'idle' }, pool.idle);
      this.inc({ state: 'waiting' }, pool.waiting);
    }
  },
});

new Gauge({
  name: 'api_notification_streams_open',
  help: 'Live notification (unread count) event streams open.',
  registers,
  collect() {
    let open = 0;
    for (const source of sources) open += source.openStreams();
    this.set(open);
  },
});

/** Runs a background job, counting the run and its time under `job`. */
export async function timedJob<T>(job: string, run: () => Promise<T>): Promise<T> {
  const stop = jobDuration.startTimer({ job });
  try {
    const result = await run();
    jobRuns.inc({ job, outcome: 'ok' });
    return result;
  } catch (error) {
    jobRuns.inc({ job, outcome: 'failed' });
    throw error;
  } finally {
    stop();
  }
}

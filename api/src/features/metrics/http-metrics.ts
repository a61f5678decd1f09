import type { FastifyInstance } from 'fastify';
import { addMetricsSource, httpRequestDuration, httpRequests } from './registry';

/** A request no route matched (a 404 of an unknown path): one label value, whatever the path was. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Counts every answer by method, route template (`/leads/leads/:id/`, never the path with its id) and
 * status, with its time; and reports this app's database pool and open event streams at scrape time.
 */
export function installMetrics(app: FastifyInstance, poolStats: () => { total: number; idle: number; waiting: number } | null): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
  const removeSource = addMetricsSource({
    pool: poolStats,
    openStreams: () => (app.hasDecorator('unreadCountStreams') ? app.unreadCountStreams.size : 0),
  });
  app.addHook('onClose', async () => {
    removeSource();
  });
}

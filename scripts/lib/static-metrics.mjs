// The static servers' Prometheus metrics (docs/operations.md#metrics): requests answered by status code,
// served in Prometheus' text format on a port of their own (METRICS_PORT), never on the public one.
// Written by hand because the static server has no dependencies.
import http from 'node:http';

/** Counts a static server's answers by status code. */
export function createRequestCounter(app) {
  /** @type {Map<number, number>} status -> answers */
  const byStatus = new Map();
  return {
    count(status) {
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    },
    /** The counters in Prometheus' text exposition format (version 0.0.4). */
    text() {
      const lines = [
        '# HELP static_http_requests_total Requests answered by this static server, by app and status code.',
        '# TYPE static_http_requests_total counter',
      ];
      for (const [status, count] of [...byStatus].sort(([a], [b]) => a - b)) {
        lines.push(`static_http_requests_total{app="${app}",status="${status}"} ${count}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

/**
 * GET /metrics with `text()` on its own port; anything else 404. Resolves once listening, with the
 * server (its address tells the port when 0 was asked for).
 */
export function startStaticMetricsServer({ port, host, text }) {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found. The metrics are at GET /metrics.\n');
      return;
    }
    const body = text();
    res.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './registry';

export const METRICS_PATH = '/metrics';

/**
 * The Prometheus endpoint: GET /metrics on a port of its own (METRICS_PORT), apart from the API's port,
 * which is the only one the public proxy forwards. Anything else answers 404. No authentication: the
 * port is reachable only on the operators' network (compose exposes it to its network, publishes nothing).
 */
export async function startMetricsServer(host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found. The metrics are at GET /metrics.\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  // Scrapes are short: an idle connection is not kept past the scrape interval's usual lower end.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

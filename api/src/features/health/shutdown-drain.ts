import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../../http/errors';
import { HEALTH_PATH, LIVENESS_PATH, READINESS_PATH } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the app starts closing (SIGTERM): GET /health/ready answers 503 `{"status": "draining"}`. */
    shutdownDrain: ShutdownDrain;
  }
}

export class ShutdownDrain {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  start(): void {
    this.started = true;
  }
}

export const DRAINING_DETAIL = 'This API instance is shutting down. Retry the request.';
const HEALTH_PATHS = new Set([HEALTH_PATH, LIVENESS_PATH, READINESS_PATH]);

/**
 * Draining on shutdown (docs/operations.md, "Several replicas"). `app.close()` first runs the preClose
 * hooks, so from then on: a request that still arrives on an open connection answers 503 (GET /health/ready
 * says `draining`, so a proxy stops sending here; GET /health/live still answers 200) and every answer carries `Connection: close`, so no
 * connection lingers idle after its request and the server's close is not held up by keep-alive.
 * Requests already in their handlers finish normally. Fastify's own 503 while closing is turned off
 * (`return503OnClosing: false`) so these answers keep the API's error shape and CORS headers.
 */
export function installShutdownDrain(app: FastifyInstance): void {
  const drain = new ShutdownDrain();
  app.decorate('shutdownDrain', drain);
  app.addHook('preClose', async () => drain.start());
  app.addHook('onRequest', async (request) => {
    if (!drain.draining || HEALTH_PATHS.has(request.routeOptions.url ?? '')) return;
    const error = serviceUnavailable(DRAINING_DETAIL);
    error.headers['retry-after'] = '1';
    throw error;
  });
  app.addHook('onSend', async (request, reply) => {
    if (drain.draining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });
}

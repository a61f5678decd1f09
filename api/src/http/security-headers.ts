import type { FastifyInstance } from 'fastify';

/**
 * Headers on every API answer: no MIME sniffing, no referrer, and `Cache-Control: no-store` unless a
 * route set its own, since answers carry tokens and personal data that no cache may keep.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { HealthStatus } from 'shared-contracts';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description:
          'Answers 503 `{"status": "unavailable"}` when the database does not answer, and 503 `{"status": "draining"}` once this ' +
          'instance is shutting down (SIGTERM): a load balancer then sends its requests to the other replicas.',
        response: {
          200: HealthStatus,
          503: Type.Object({ status: Type.Union([Type.Literal('unavailable'), Type.Literal('draining')]) }),
        },
      },
    },
    async (_request, reply) => {
      if (app.shutdownDrain.draining) return reply.code(503).send({ status: 'draining' as const });
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

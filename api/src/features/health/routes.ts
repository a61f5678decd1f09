import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { HealthStatus } from 'shared-contracts';

export const LIVENESS_PATH = '/health/live';
export const READINESS_PATH = '/health/ready';
/** The readiness check under its first name: the start script, the topology and older deployments ask it. */
export const HEALTH_PATH = '/health';

const NotReady = Type.Object({ status: Type.Union([Type.Literal('unavailable'), Type.Literal('draining')]) });

/**
 * Liveness and readiness (docs/operations.md, "Health checks"). Alive: the process answers HTTP, which
 * is all a restart could fix; a replica that is draining or has lost its database stays alive, so it is
 * not restarted in a loop while PostgreSQL is away. Ready: it should be sent requests, because it is not
 * shutting down and its database answers.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readiness = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (app.shutdownDrain.draining) return reply.code(503).send({ status: 'draining' as const });
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed: the database does not answer');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  };
  const readinessSchema = (summary: string) => ({
    tags: ['health'],
    summary,
    description:
      'Answers 503 `{"status": "unavailable"}` when the database does not answer, and 503 `{"status": "draining"}` once this ' +
      'instance is shutting down (SIGTERM): a load balancer then sends its requests to the other replicas.',
    response: { 200: HealthStatus, 503: NotReady },
  });

  app.get(READINESS_PATH, { config: { access: 'public' }, schema: readinessSchema('Readiness: not draining, and the database answers') }, readiness);
  app.get(HEALTH_PATH, { config: { access: 'public' }, schema: readinessSchema('Readiness (the first name of GET /health/ready)') }, readiness);
  app.get(
    LIVENESS_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        description: 'Also 200 while the instance drains or its database is away: restarting it would not help.',
        response: { 200: HealthStatus },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

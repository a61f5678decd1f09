import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Request ids (docs/logging.md, "Request ids"). Every request has one: every log line written for it
 * carries it (`reqId`), every answer returns it in `X-Request-Id`, and the screens show it with an error
 * ("Reference: …"), so support finds the request a user reports.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: nginx's `$request_id` (32 hex), a UUID, a load balancer's trace id. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`. Behind a trusted proxy (TRUST_PROXY), which replaces the header on every request,
 * its id is kept, so the proxy's access log and the API's log name the same request; anything else, a
 * client's own header included, gets a new UUID: a client choosing its id could make its lines look like
 * another request's.
 */
export function requestIdGenerator(trustProxyHeader: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (trustProxyHeader && typeof given === 'string' && ACCEPTED_ID.test(given)) return given;
    return randomUUID();
  };
}

/** Returns the id on every answer, errors included; registered before any hook that may refuse a request. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

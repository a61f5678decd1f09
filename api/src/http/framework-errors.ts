import type { FastifyReply, FastifyRequest } from 'fastify';
import { localise, readerLanguage } from '../i18n';

/**
 * The few errors Fastify's router answers before any hook runs (a broken percent-encoding in the path,
 * a path parameter over `maxParamLength`): the API's own `{"detail"}` body and headers instead of
 * Fastify's body, which echoes the URL, and without the headers every other answer has.
 */
export function frameworkErrorHandler(corsOrigins: readonly string[]) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const origin = request.headers.origin;
    if (typeof origin === 'string' && corsOrigins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
    }
    reply
      .code(tooLong ? 414 : 400)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      // No one is signed in yet at this point: the reader's language is the Accept-Language's.
      .send({ detail: localise(readerLanguage(null, request.headers['accept-language']), tooLong ? 'The address is too long.' : 'The address is not valid.') });
  };
}

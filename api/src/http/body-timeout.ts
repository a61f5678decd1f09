import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localise, readerLanguage, type Language } from '../i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route receives files (the KYC upload): its body may take as long as the server's request
     * timeout allows (config.requestTimeoutMs), which a phone on a slow link needs for 40 MB.
     */
    receivesUploads?: true;
  }
}

export const BODY_TOO_SLOW_DETAIL = 'The request took too long to arrive.';

const pendingTimer = Symbol('body timeout');
type TimedRequest = FastifyRequest & { [pendingTimer]?: NodeJS.Timeout };

/**
 * Every route but an upload must have its whole request within `timeoutMs`: a JSON body is a few
 * kilobytes, so a client still sending after that is holding a connection open, not uploading (the
 * server-wide request timeout is as long as the uploads need). Such a request is answered 408 and its
 * connection closed, the way Node answers its own request timeout (no Fastify reply is on its way yet).
 */
export function installBodyTimeout(app: FastifyInstance, timeoutMs: number): void {
  const answerIn = (language: Language) => {
    const body = JSON.stringify({ detail: localise(language, BODY_TOO_SLOW_DETAIL) });
    return (
      'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    );
  };
  const answers: Record<Language, string> = { en: answerIn('en'), hi: answerIn('hi') };
  app.addHook('onRequest', (request: TimedRequest, reply, done) => {
    if (request.routeOptions.config?.receivesUploads || request.raw.complete) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      const socket = request.raw.socket;
      if (request.raw.complete || reply.sent || !socket || socket.destroyed) return;
      request.log.info({ timeoutMs }, 'request body too slow: 408');
      socket.end(answers[readerLanguage(request.user, request.headers['accept-language'])]);
    }, timeoutMs);
    timer.unref();
    request[pendingTimer] = timer;
    done();
  });
  app.addHook('onResponse', (request: TimedRequest, _reply, done) => {
    clearTimeout(request[pendingTimer]);
    done();
  });
}

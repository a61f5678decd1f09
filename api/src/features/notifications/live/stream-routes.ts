import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { UnreadCountEvent } from 'shared-contracts';
import { HttpError, serviceUnavailable, tooManyRequests, unauthorized } from '../../../http/errors';
import { errorResponses } from '../../../http/schemas';
import { currentUser, INVALID_TOKEN } from '../../auth/authenticate';
import { DEFAULT_STREAM_SETTINGS, UnreadCountHub } from './unread-count-hub';
import { UnreadStream } from './unread-stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live unread counts of this process (GET /notifications/stream/; docs/notifications-live.md). */
    unreadCountStreams: UnreadCountHub;
  }
}

export const NOTIFICATION_STREAM_PATH = '/notifications/stream/';

/** How long a client refused for load waits before trying again (it polls meanwhile). */
const RETRY_AFTER_SECONDS = 30;

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

function refused(error: HttpError, retryAfterSeconds: number): HttpError {
  error.headers['retry-after'] = String(retryAfterSeconds);
  return error;
}

/**
 * The headers of the stream. The route answers on the raw response, so the headers that hooks have set
 * on the reply so far (CORS) are carried over, and those an `onSend` hook would add (no sniffing, no
 * referrer) are set here. `no-transform` and `X-Accel-Buffering: no` keep proxies from compressing or
 * buffering events; `Connection: close` makes the server close the connection when the stream ends, so a
 * draining replica's connections really go (and its clients reconnect to another one).
 */
function streamHeaders(request: FastifyRequest, reply: FastifyReply): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  Object.assign(headers, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  if (request.raw.httpVersionMajor === 1) headers.connection = 'close';
  return headers;
}

/**
 * GET /notifications/stream/ and the per-process hub behind it. Not encapsulated: the hub is decorated
 * on the app (tests and the shutdown hooks reach it).
 */
const registerNotificationStream: FastifyPluginAsync = async (app) => {
  const { db, database, accessTokens } = app;
  const hub = new UnreadCountHub(db, database, app.log, DEFAULT_STREAM_SETTINGS);
  await hub.start();
  app.decorate('unreadCountStreams', hub);
  // preClose runs before the server waits for open requests: a stream never ends on its own, so
  // without this a SIGTERM would wait for every client to go away.
  app.addHook('preClose', async () => hub.drainForShutdown());
  // onClose hooks run in reverse order of registration: this one before the database closes.
  app.addHook('onClose', async () => hub.stop());

  app.get(
    NOTIFICATION_STREAM_PATH,
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's unread notification count, live (Server-Sent Events)",
        description:
          'Authenticate with the `Authorization: Bearer` header (read it with fetch; EventSource cannot send it, and a token ' +
          'in the URL would be logged). Answers `text/event-stream`: `event: unread` with `data` an UnreadCountEvent at once ' +
          `and whenever the count changes, and a comment line every ${DEFAULT_STREAM_SETTINGS.heartbeatMs / 1000} s. The stream ` +
          'ends when the access token expires or the session ends (refresh, then reconnect) and when this API instance shuts ' +
          `down (reconnect with backoff). At most ${DEFAULT_STREAM_SETTINGS.perEmployee} open streams per user (429). ` +
          'docs/notifications-live.md.',
        response: {
          200: {
            description: 'A stream of `event: unread` messages whose data is an UnreadCountEvent',
            content: { 'text/event-stream': { schema: UnreadCountEvent } },
          },
          ...errorResponses(401, 403, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = bearerToken(request);
      const claims = token ? accessTokens.verify(token) : null;
      if (!claims) throw unauthorized(INVALID_TOKEN);
      // From here to hub.add nothing waits, so two requests cannot both pass the limit check.
      const admission = hub.admit(user.id);
      if (admission === 'employee_limit') {
        throw refused(tooManyRequests(`At most ${hub.settings.perEmployee} live notification streams per user are open at once.`), RETRY_AFTER_SECONDS);
      }
      if (admission !== 'ok') throw refused(serviceUnavailable('Live notifications are not available right now.'), RETRY_AFTER_SECONDS);

      reply.hijack();
      const response = reply.raw;
      // The client may have gone while the request was authenticated.
      if (request.raw.socket.destroyed) {
        response.destroy();
        return;
      }
      // The stream outlives the server's idle-connection timeout; heartbeats keep it busy instead.
      request.raw.socket.setTimeout(0);
      request.raw.socket.setNoDelay(true);
      response.writeHead(200, streamHeaders(request, reply));
      response.flushHeaders();
      const stream = new UnreadStream(
        { employeeId: user.id, sessionId: user.sessionId, tokenExpiresAt: claims.exp * 1000 },
        response,
        (ended, reason) => {
          clearTimeout(expiry);
          hub.remove(ended, reason);
        },
      );
      // The access token's end is the stream's end (the session check would notice within a minute).
      const expiry = setTimeout(() => stream.end('token_expired'), Math.min(2 ** 31 - 1, Math.max(0, stream.tokenExpiresAt - Date.now())));
      expiry.unref();
      hub.add(stream);
    },
  );
};

export const notificationStreamRoutes = fastifyPlugin(registerNotificationStream, { name: 'notification-stream' });

import type { FastifyServerOptions } from 'fastify';

/**
 * What the API's log may hold (docs/logging.md). The rules apply to the logger itself, so they cover every
 * route, the ones added later included, instead of a list of routes someone has to keep up to date:
 *
 * - a request is logged as its method, its path with every query-string value replaced (the names stay:
 *   they say which filter was used), the Host header, the client address and port; never its headers
 *   or its body;
 * - an error is logged as its type, code, message and stack frames, without the fields a database
 *   error uses to echo the offending row or value (`detail`, `where`, bound parameters...), with the
 *   quoted values of a database message replaced;
 * - a header object that some code logs anyway has its credentials and addresses replaced;
 * - a URL with a query string inside a message (Fastify's own warnings interpolate the raw URL) has its
 *   query values replaced as well.
 */

/** What stands in the log where a value was. */
export const REDACTED = '[redacted]';

/**
 * A query parameter name worth keeping. Anything else is replaced too, and so is a part without `=`:
 * the API has no valueless flags, so a bare `?9876543210` is a value sent without a name.
 */
const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_.[\]-]{0,63}$/;

/** `/leads/leads/open-by-mobile/?customer_mobile=9876543210` → `/leads/leads/open-by-mobile/?customer_mobile=[redacted]`. */
export function redactQueryValues(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .map((parameter) => {
      if (parameter === '') return parameter;
      const equals = parameter.indexOf('=');
      if (equals === -1) return REDACTED;
      const name = parameter.slice(0, equals);
      return `${PARAMETER_NAME.test(name) ? name : REDACTED}=${REDACTED}`;
    });
  return `${url.slice(0, queryStart)}?${parameters.join('&')}`;
}

/** A run of characters that can belong to a URL inside free text (stops at spaces and quotes). */
const TEXT_TOKEN = /[^\s"'`<>]+/g;

/** Free text with the query values of every path or URL in it replaced (`… in the "/x/?q=secret" route` → `/x/?q=[redacted]`). */
export function redactQueriesInText(text: string): string {
  if (!text.includes('?')) return text;
  return text.replace(TEXT_TOKEN, (token) => {
    const queryStart = token.indexOf('?');
    return queryStart > 0 && token.lastIndexOf('/', queryStart) !== -1 ? redactQueryValues(token) : token;
  });
}

/** The part of a Fastify request the `req` serializer reads. */
interface LoggableRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * The `req` serializer (Fastify's "incoming request" line). Fastify's own logs the same fields with the
 * raw URL; here the query values are replaced. The client address stays: it is what abuse and rate-limit
 * investigations start from, and the security log records it too. With TRUST_PROXY it is the address
 * taken from X-Forwarded-For; the header's raw chain (client-chosen entries, internal hops) is not logged.
 */
export function loggedRequest(request: LoggableRequest) {
  return {
    method: request.method,
    url: redactQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fields of an error that carry codes and names only, never a value: Fastify's `code`/`statusCode`, and
 * what PostgreSQL (node-postgres, PGlite) names about a failure. `detail` ("Key (mobile_number)=(…)",
 * "Failing row contains (…)"), `where`, `hint`, `internalQuery` and drizzle's `params` can each quote a
 * row or a value, so they are left out.
 */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

/** Causes and aggregated errors are followed this deep: enough for drizzle → driver → socket. */
const MAX_ERROR_DEPTH = 4;
const MAX_AGGREGATED_ERRORS = 10;

type ErrorRecord = Error & Record<string, unknown>;

/** An error PostgreSQL reported: a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: ErrorRecord) =>
  typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

/**
 * PostgreSQL quotes both names and values in its messages (`invalid input syntax for type integer: "…"`,
 * `value "…" is out of range`). The names it quotes are also in the error's own fields, so a quoted
 * text is kept only when it is one of them.
 */
function redactQuotedValues(message: string, error: ErrorRecord): string {
  const names = new Set(['schema', 'table', 'column', 'dataType', 'constraint'].map((field) => error[field]).filter((name) => typeof name === 'string'));
  return message.replace(/"([^"]*)"/g, (quoted: string, inner: string) => (names.has(inner) ? quoted : `"${REDACTED}"`));
}

function loggedMessage(error: ErrorRecord): string {
  let message = error.message;
  // drizzle's query errors append the bound values: `Failed query: <sql>\nparams: <values>`.
  const boundValues = message.indexOf('\nparams:');
  if (message.startsWith('Failed query:') && boundValues !== -1) message = message.slice(0, boundValues);
  if (isDatabaseError(error)) message = redactQuotedValues(message, error);
  return redactQueriesInText(message);
}

/**
 * The `err` serializer. pino's standard one copies every enumerable field and folds the causes'
 * messages into the message and stack; this one keeps the type, the fields named above, the message
 * made safe, and the stack's frames under that message (the stack's first lines repeat the original
 * message). Causes are serialized the same way under `cause`.
 */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function loggedError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) {
    // Something thrown that is not an Error: a text is kept (made safe), anything else only named.
    const message = typeof value === 'string' ? redactQueriesInText(value) : value === null || typeof value !== 'object' ? String(value) : REDACTED;
    return { type: value === null ? 'null' : typeof value, message, stack: '' };
  }
  const error = value as ErrorRecord;
  const type = error.constructor?.name || error.name;
  const message = loggedMessage(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of ERROR_FIELDS) {
    const fieldValue = error[field];
    if (typeof fieldValue === 'string' || typeof fieldValue === 'number') logged[field] = fieldValue;
  }
  if (depth < MAX_ERROR_DEPTH) {
    if (error.cause !== undefined) logged.cause = loggedError(error.cause, depth + 1);
    if (Array.isArray(error.errors)) logged.errors = error.errors.slice(0, MAX_AGGREGATED_ERRORS).map((inner: unknown) => loggedError(inner, depth + 1));
  }
  return logged;
}

/**
 * Request headers that carry credentials (authorization, cookies), a client's address (the forwarding
 * headers) or a value a client chose that may be personal (the idempotency key). Nothing in the API logs
 * headers; if some code does, these are replaced wherever a `headers` object appears.
 */
export const REDACTED_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'idempotency-key', 'x-forwarded-for', 'forwarded', 'x-real-ip'];

export interface ApiLogSettings {
  /** False: no log at all (unless a stream is given). */
  enabled: boolean;
  level: string;
  /** Where the JSON lines go instead of stdout (tests read them). */
  stream?: NodeJS.WritableStream;
}

/** The Fastify `logger` option of the API: pino with the rules above. */
export function apiLoggerOptions(settings: ApiLogSettings): FastifyServerOptions['logger'] {
  if (!settings.enabled && !settings.stream) return false;
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    serializers: { req: loggedRequest, err: loggedError },
    redact: {
      paths: REDACTED_HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
      censor: REDACTED,
    },
    hooks: {
      logMethod(args, method) {
        const safeArgs = args.map((arg: unknown) => (typeof arg === 'string' ? redactQueriesInText(arg) : arg)) as typeof args;
        return method.apply(this, safeArgs);
      },
    },
  };
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { mapValidationErrors, type SchemaError } from './validation-messages';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_DETAIL, isDatabaseUnavailable } from './database-unavailable';
import { localise, readerLanguage, type Language } from '../i18n';

/** Texts for framework/plugin errors that reach the caller (never internals or stacks). */
const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body cannot be empty when the content type is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type in request.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length.',
  FST_ERR_CTP_INVALID_TYPE: 'Invalid content type.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
  FST_PROTO_VIOLATION: 'Prototype property names are not allowed in form fields.',
  FST_PARTS_LIMIT: 'Too many parts in the upload.',
  FST_FILES_LIMIT: 'Too many files in the upload.',
  FST_FIELDS_LIMIT: 'Too many fields in the upload.',
  FST_REQ_FILE_TOO_LARGE: 'An uploaded file is too large.',
  FST_ERR_BAD_URL: 'Malformed URL.',
  FST_ERR_ASYNC_CONSTRAINT: 'Bad request.',
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Authentication credentials were not provided.',
  403: 'You do not have permission to perform this action.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  409: 'Conflict.',
  413: 'Request entity too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests.',
};

/** The language the request's reader reads: the signed-in user's, else the `Accept-Language` (docs/languages.md#api-texts). */
export const languageOf = (request: FastifyRequest): Language => readerLanguage(request.user, request.headers['accept-language']);

/**
 * An error body in the reader's language, its shape unchanged: `detail`, and every message of the
 * per-field lists (`{"field": ["message"]}`). Other values (ids, codes) are left as they are.
 */
export function localiseErrorBody(body: Record<string, unknown>, language: Language): Record<string, unknown> {
  if (language === 'en') return body;
  if (typeof body.detail === 'string') return { ...body, detail: localise(language, body.detail) };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? localise(language, item) : item)) : value;
  }
  return out;
}

/** Sends an error body (in the reader's language) without the route's response serializer. */
export function sendLocalisedError(request: FastifyRequest, reply: FastifyReply, statusCode: number, body: Record<string, unknown>) {
  return sendJsonError(reply, statusCode, localiseErrorBody(body, languageOf(request)));
}

/** Sends a JSON error body without the route's response serializer. */
export function sendJsonError(reply: FastifyReply, statusCode: number, body: Record<string, unknown>) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(body);
}

function isMalformedBody(error: FastifyError): boolean {
  return error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
}

/** One error convention for every route: `{"detail"}` or `{"field": ["message"]}`. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return sendLocalisedError(request, reply, error.statusCode, error.body);
  }
  if (error.validation) {
    const mapped = mapValidationErrors(error.validation as SchemaError[], error.validationContext);
    return sendLocalisedError(request, reply, 400, mapped.detail ? { detail: mapped.detail } : mapped.fields);
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const detail = isMalformedBody(error)
      ? MESSAGES_BY_CODE.FST_ERR_CTP_INVALID_JSON_BODY
      : (MESSAGES_BY_CODE[error.code] ??
        (statusCode === 429 && error.message ? error.message : undefined) ??
        DEFAULT_MESSAGES[statusCode] ??
        'Bad request.');
    request.log.info({ code: error.code, statusCode }, 'client error');
    return sendLocalisedError(request, reply, statusCode, { detail });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendLocalisedError(request, reply, 503, { detail: DATABASE_UNAVAILABLE_DETAIL });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendLocalisedError(request, reply, 500, { detail: 'Internal server error.' });
}

/** Installs `handleError` for every route (a route may wrap it, e.g. the eligibility check). */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);

  app.setNotFoundHandler((request, reply) => sendLocalisedError(request, reply, 404, { detail: 'Not found.' }));
}

import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorDetail, FieldErrors, NumericIdText } from 'shared-contracts';
import { fieldErrors, notFound } from './errors';

/** Registers the shared error shapes once so routes can reference them. */
export function registerSharedSchemas(app: FastifyInstance) {
  app.addSchema(ErrorDetail);
  app.addSchema(FieldErrors);
}

const detail = (description: string) => Type.Ref(ErrorDetail, { description });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  401: 'Not signed in, or the token is invalid or expired',
  403: 'Signed in but not allowed',
  404: 'No such object',
  409: 'Conflicts with the current state',
  413: 'A file or body is too large',
  429: 'Rate limited',
  503: 'Temporarily unavailable',
};

/**
 * Response schemas for the listed error statuses (documentation only: the error handler
 * serializes error bodies itself). 400 is `{"field": ["message"]}` or `{"detail"}`.
 */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const status of statuses) {
    out[status] =
      status === 400
        ? Type.Union([Type.Ref(FieldErrors), Type.Ref(ErrorDetail)], { description: 'Invalid input' })
        : detail(ERROR_DESCRIPTIONS[status] ?? 'Error');
  }
  return out;
}

export const INT4_MAX = 2147483647;

/**
 * A numeric path id. Validated as a digit string (ajv would coerce "1e400" to Infinity) and
 * turned into a number with `dbId`.
 */
export const DbIdParam = Type.Object({ id: NumericIdText({ description: 'Numeric id' }) });

/** The id as a number; ids that cannot exist (0, beyond int4) are answered 404. */
export function dbId(raw: string, notFoundDetail = 'Not found.'): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) throw notFound(notFoundDetail);
  return id;
}

/**
 * An optional numeric id filter of a list (`?bank=3`), already checked as a digit string by the
 * query schema: undefined when absent; a value that no id can have (beyond int4) answers 400 on that field.
 */
export function queryId(raw: string | undefined, field: string): number | undefined {
  if (raw === undefined) return undefined;
  const id = Number(raw);
  if (!Number.isInteger(id) || id > INT4_MAX) throw fieldErrors({ [field]: ['A valid integer is required.'] });
  return id;
}

/**
 * Sends JSON text that PostgreSQL built in the route's response shape, as it is: Fastify does not
 * serialise a string sent as application/json (the route's tests check the shape).
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

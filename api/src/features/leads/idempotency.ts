import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { fieldErrors, HttpError } from '../../http/errors';

/** The request header, as clients spell it (and the field name of its 400). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored answer of an earlier request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered (docs/idempotency.md); older rows are pruned and no longer replayed. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

const VALID_KEY = /^[\x20-\x7e]{1,200}$/;
export const INVALID_KEY = 'Enter a key of 1 to 200 printable ASCII characters.';
export const KEY_REUSED =
  'This Idempotency-Key was already used with a different request body. Send the same body to retry, or a new key for a new request.';

/** The `Idempotency-Key` of a request: null when absent, 400 on the header when malformed. */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | null {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !VALID_KEY.test(value)) throw fieldErrors({ [IDEMPOTENCY_KEY_HEADER]: [INVALID_KEY] });
  return value;
}

/** JSON with object keys sorted, so two equal bodies hash alike whatever the order of their fields. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the validated request body. */
export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotentRequest {
  employeeId: number;
  key: string;
  requestHash: string;
}

const live = sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

/**
 * The stored answer for this employee's key, if the key is known and younger than the TTL: the answer
 * to replay when the body is the same, 422 when it is not.
 */
export async function storedResponse(db: Database, request: IdempotentRequest): Promise<StoredResponse | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.employeeId, request.employeeId), eq(idempotencyKeys.key, request.key), live))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== request.requestHash) throw new HttpError(422, KEY_REUSED);
  return { status: row.status, body: row.body };
}

/** Another request with the same key committed first: roll back, then replay its answer. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('The idempotency key was stored by a concurrent request');
    this.name = 'IdempotencyKeyTaken';
  }
}

/**
 * Stores the answer in the transaction that made it. A concurrent transaction holding the same key
 * makes this insert wait for its end: when it commits, the key is taken (IdempotencyKeyTaken, and the
 * caller rolls back); when it rolls back, this insert goes ahead. An expired row left by pruning is
 * replaced.
 */
export async function storeResponse(tx: Executor, request: IdempotentRequest, response: StoredResponse): Promise<void> {
  const row = { employeeId: request.employeeId, key: request.key, requestHash: request.requestHash, responseStatus: response.status, responseBody: response.body };
  const stored = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.employeeId, idempotencyKeys.key],
      set: { requestHash: row.requestHash, responseStatus: row.responseStatus, responseBody: row.responseBody, createdAt: sql`now()` },
      setWhere: sql`not (${live})`,
    })
    .returning({ key: idempotencyKeys.key });
  if (stored.length === 0) throw new IdempotencyKeyTaken();
}

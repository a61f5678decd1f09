import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** `{"detail": "..."}`: every non-validation failure (401, 403, 404, 409, 413, 429, 500). */
export const ErrorDetail = Type.Object({ detail: Type.String() }, { $id: 'ErrorDetail' });
export type ErrorDetail = Static<typeof ErrorDetail>;

/** `{"field_name": ["message", ...]}`: every validation failure (HTTP 400). */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), { $id: 'FieldErrors' });
export type FieldErrors = Static<typeof FieldErrors>;

/** A string enum whose static type keeps the literal union (Type.Union over a mapped array loses it). */
export const StringEnum = <T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v)), options));

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** ISO-8601 timestamp string as sent by the API. */
export const Timestamp = Type.String({ format: 'date-time' });

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParam = Static<typeof IdParam>;

/** GET /health: the API and its database answer. */
export const HealthStatus = Type.Object({ status: Type.Literal('ok') });
export type HealthStatus = Static<typeof HealthStatus>;

import { Kind, Type, TypeRegistry, type Static, type TSchema } from '@sinclair/typebox';

/** `{"detail": "..."}`: every non-validation failure (401, 403, 404, 409, 413, 429, 500). */
export const ErrorDetail = Type.Object({ detail: Type.String() }, { $id: 'ErrorDetail' });
export type ErrorDetail = Static<typeof ErrorDetail>;

/** `{"field_name": ["message", ...]}`: every validation failure (HTTP 400). */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), { $id: 'FieldErrors' });
export type FieldErrors = Static<typeof FieldErrors>;

/**
 * A string enum whose static type keeps the literal union. Written as `{type: 'string', enum}`, not as
 * a union of literals: ajv checks `uniqueItems` over a union pair by pair, and over typed items with a
 * hash (docs/security.md#validation-work-is-bounded).
 */
export const StringEnum = <T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ ...options, [Kind]: 'StringEnum', type: 'string', enum: [...values] });

// TypeBox's own checker (Value.Check, Value.Errors) learns the kind; ajv reads the JSON schema keywords.
if (!TypeRegistry.Has('StringEnum')) {
  TypeRegistry.Set<{ enum: string[] }>('StringEnum', (schema, value) => typeof value === 'string' && schema.enum.includes(value));
}

/**
 * An e-mail address: something, `@`, and a domain of dot-separated labels. Each part excludes the
 * characters that end it, so no input makes the pattern backtrack (an e-mail rule whose parts overlap
 * took seconds on a long run of dots).
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$';
export const EMAIL_MAX_LENGTH = 254;
export const EmailAddress = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });

/**
 * The length past which a value checked by a pattern is refused before the pattern runs. Well above
 * what any such pattern matches, so an ordinary mistake still gets the pattern's own message.
 */
const PATTERN_INPUT_MAX_LENGTH = 64;
/** A string that must match `pattern` (a pattern whose matches are short). */
export const PatternText = (pattern: string, options: Record<string, unknown> = {}) =>
  Type.String({ maxLength: PATTERN_INPUT_MAX_LENGTH, ...options, pattern });

/** An Indian mobile number: 10 digits, the first 6–9 (no +91, no spaces). */
export const MOBILE_NUMBER_PATTERN = '^[6-9][0-9]{9}$';
export const MobileNumber = PatternText(MOBILE_NUMBER_PATTERN, { description: '10 digits, starting with 6–9' });

/**
 * The device token the API gives a browser at a successful sign-in, sent back with every sign-in and
 * one-time-code call: the API tells the employee's own browser from anyone else's by it, so attackers
 * elsewhere cannot lock the employee out (docs/security.md#brute-force-without-lockout-as-a-weapon).
 */
export const DEVICE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const DeviceTokenField = () =>
  Type.Optional(PatternText(DEVICE_TOKEN_PATTERN, { description: 'The device token of an earlier sign-in on this browser, if any' }));

/** A numeric id as text (a path parameter or a list filter): ajv would coerce "1e400" to Infinity. */
export const NumericIdText = (options: Record<string, unknown> = {}) => PatternText('^[0-9]{1,10}$', options);

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** ISO-8601 timestamp string as sent by the API. */
export const Timestamp = Type.String({ format: 'date-time' });

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParam = Static<typeof IdParam>;

/** GET /health: the API and its database answer. */
export const HealthStatus = Type.Object({ status: Type.Literal('ok') });
export type HealthStatus = Static<typeof HealthStatus>;

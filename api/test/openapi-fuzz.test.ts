/**
 * Bad input derived from the OpenAPI document: for every operation, every path parameter, query
 * parameter and body field gets the wrong type, goes missing, holds NUL, 10,000 characters, -1,
 * ±1e308, 2^63 or a NaN-like string; every body also gets a list instead of an object, JSON nested
 * 10,000 deep and more than the 1 MiB body limit. Sent as an admin and (where the access table lets
 * them in) as a connector. Nothing may answer 5xx, every 4xx is a clear error, and input the schema
 * certainly refuses answers 400 naming the field (docs/api.md#error-convention-one-error-handler).
 * Deterministic: the inputs come from the schemas, never from a random generator.
 *
 * Problems found in code this suite may not change are listed in KNOWN_PROBLEMS, tolerated only in
 * their exact form until fixed. The live unread-count stream is left out (it never ends for inject).
 */
import { ApplicationSchemaByLoanKind, LOAN_KINDS } from 'shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE, type Outcome, type Persona } from '../src/security/access-table';
import { authHeaders, concreteUrl, loadSamples, PERSONA_ACCOUNTS, sessionEndingLast, signInPersonas, type PersonaTokens, type Samples } from './support/access-walk';
import { documentedOperations, type DocumentedOperation as Operation } from './support/openapi-operations';
import { badFieldValues, deepJson, fieldsOf, MISSING, refusesString, typesOf, validSample, withField, type JsonSchema } from './support/schema-fuzz';
import { createTestApp, signIn, UNLIMITED_REQUEST_LIMITS, type TestApp } from './support/test-app';

let t: TestApp;
let tokens: PersonaTokens;
let samples: Samples;
beforeAll(async () => {
  // No request limit gets in the way: more bad input reaches the handlers (429 is no 5xx either).
  t = await createTestApp({ requestLimits: UNLIMITED_REQUEST_LIMITS });
  tokens = await signInPersonas(t.app);
  samples = await loadSamples(t.app, tokens);
});
afterAll(async () => {
  await t?.close();
});

type Expectation = { field: string } | { statuses: number[] } | 'no 5xx';

interface Probe {
  label: string;
  /** Path parameter values replacing the samples (unencoded, unless `encoded`). */
  params: Record<string, string>;
  /** The params are sent as they are (a broken percent-encoding). */
  encoded?: true;
  query: [string, string][];
  /** JSON (serialised here) or raw text; undefined sends no body. */
  body?: { json: unknown } | { raw: string };
  expect: Expectation;
}

const TEN_K = 'x'.repeat(10_000);
const NUL = 'a\u0000b';
/** Path values: not a number, negative, zero, fractions, ±1e308, 2^63, NaN-like, NUL, past the router's 200 characters. */
const PATH_VALUES = ['abc', '-1', '0', '1.5', '-1e308', '1e308', '9223372036854775808', 'NaN', 'Infinity', NUL, 'x'.repeat(201), TEN_K];
/** A truncated UTF-8 escape: no valid URL component. */
const BROKEN_ESCAPE = '%E0%A4%A';
const QUERY_VALUES = ['abc', '-1', '-1e308', '1e308', '9223372036854775808', 'NaN', 'Infinity', NUL, TEN_K];
/** Past the 1 MiB body limit (bodyLimit in app.ts): 413. */
const OVER_BODY_LIMIT = 1_100_000;

/**
 * The eligibility check's `application` is an open object in the document (its schema depends on
 * `loan_type`): each loan kind's application schema is walked too.
 */
function bodyVariants(operation: Operation): { label: string; schema: JsonSchema }[] {
  if (!operation.body) return [];
  const variants = [{ label: '', schema: operation.body }];
  if (operation.url === '/loan_eligibility/check-eligibility/') {
    for (const kind of LOAN_KINDS) {
      const application = structuredClone(ApplicationSchemaByLoanKind[kind]) as unknown as JsonSchema;
      variants.push({
        label: `${kind}: `,
        schema: { ...operation.body, properties: { ...operation.body.properties, loan_type: { type: 'string', const: kind }, application } },
      });
    }
  }
  return variants;
}

/**
 * A body with at least one field: an empty one is refused by some routes before the path and query
 * are looked at (an empty PATCH of the criteria), which would hide what they answer to bad parameters.
 */
function nonEmpty(schema: JsonSchema, sample: unknown): unknown {
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample) || Object.keys(sample).length > 0) return sample;
  const [name, property] = Object.entries(schema.properties ?? {})[0] ?? [];
  return name && property ? { [name]: validSample(property) } : sample;
}

function probesFor(operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const baseQuery: [string, string][] = queryParameters
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, String(validSample(parameter.schema))]);
  const baseBody = operation.body ? { json: nonEmpty(operation.body, validSample(operation.body)) } : undefined;
  const base = { params: {}, query: baseQuery, body: baseBody };

  for (const parameter of pathParameters) {
    for (const value of PATH_VALUES) {
      // The router refuses a parameter over 200 characters (maxParamLength) with its 404, before any schema.
      const expectation: Expectation =
        value.length > 200 ? 'no 5xx' : value.includes('\u0000') || refusesString(parameter.schema, value) ? { field: parameter.name } : 'no 5xx';
      probes.push({ ...base, label: `path ${parameter.name}=${value.slice(0, 20)}`, params: { [parameter.name]: value }, expect: expectation });
    }
    probes.push({ ...base, label: `path ${parameter.name}=${BROKEN_ESCAPE} (broken percent-encoding)`, params: { [parameter.name]: BROKEN_ESCAPE }, encoded: true, expect: { statuses: [400] } });
  }

  for (const parameter of queryParameters) {
    const others = baseQuery.filter(([name]) => name !== parameter.name);
    if (parameter.required) probes.push({ ...base, label: `query ${parameter.name} missing`, query: others, expect: { field: parameter.name } });
    for (const value of QUERY_VALUES) {
      const expectation: Expectation = value.includes('\u0000') || refusesString(parameter.schema, value) ? { field: parameter.name } : 'no 5xx';
      probes.push({ ...base, label: `query ${parameter.name}=${value.slice(0, 20)}`, query: [...others, [parameter.name, value]], expect: expectation });
    }
    // A list where one value goes (?x=a&x=b): no coercion makes two values one.
    const sample = String(validSample(parameter.schema));
    probes.push({
      ...base,
      label: `query ${parameter.name} twice`,
      query: [...others, [parameter.name, sample], [parameter.name, sample]],
      expect: typesOf(parameter.schema).has('array') ? 'no 5xx' : { field: parameter.name },
    });
  }

  for (const variant of bodyVariants(operation)) {
    // The required fields only: a PATCH then carries the bad field alone, which is what reaches the handler.
    const body = validSample(variant.schema);
    for (const field of fieldsOf(variant.schema)) {
      const name = field.path.join('.');
      for (const bad of badFieldValues(field.schema, field.required)) {
        probes.push({
          ...base,
          label: `${variant.label}body ${name} ${bad.label}`,
          body: { json: withField(body, field.path, bad.value) },
          expect: bad.refused ? { field: name } : 'no 5xx',
        });
      }
    }
  }

  if (['POST', 'PATCH', 'PUT'].includes(operation.method)) {
    const refusesNonObject: Expectation = operation.body ? { statuses: [400] } : 'no 5xx';
    const json = baseBody?.json ?? {};
    probes.push(
      { ...base, label: 'body: a list where the object goes', body: { raw: '[]' }, expect: refusesNonObject },
      { ...base, label: 'body: the object inside a list', body: { json: [json] }, expect: refusesNonObject },
      { ...base, label: 'body: lists nested 10,000 deep', body: { raw: deepJson(10_000, 'array') }, expect: { statuses: [400] } },
      { ...base, label: 'body: objects nested 10,000 deep', body: { raw: deepJson(10_000, 'object') }, expect: { statuses: [400] } },
      // The NUL check walks every field of the text, known to the schema or not.
      { ...base, label: 'body: NUL in an unknown field', body: { json: withField(json, ['zz_unknown'], NUL) }, expect: { statuses: [400] } },
      {
        ...base,
        label: 'body: over the 1 MiB limit',
        body: { json: withField(json, ['zz_padding'], 'x'.repeat(OVER_BODY_LIMIT)) },
        expect: { statuses: [413] },
      },
    );
  }
  return probes;
}

interface KnownProblem {
  what: string;
  matches(failure: string): boolean;
}

/**
 * Known problems of code this test may not change (reported; docs/testing.md#the-route-walks). Each one
 * is tolerated only in exactly this form, and the test fails once it no longer happens, so that its
 * entry goes with the fix. Anything else fails at once.
 */
const KNOWN_PROBLEMS: KnownProblem[] = [
];

/** A clear error: `{"detail"}`, `{"field": ["message"]}`, or the eligibility check's `{success: false, eligible_banks: [], error: {...}}`. */
function isClearError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string' || Object.values(record).every(Array.isArray)) return true;
  const error = record.error;
  return record.success === false && typeof error === 'object' && error !== null && Object.values(error).every(Array.isArray);
}

/** The field names of a 400 (the eligibility check nests them under `error`). */
function errorFields(body: Record<string, unknown>): string[] {
  const fields = body.success === false && typeof body.error === 'object' && body.error !== null ? (body.error as Record<string, unknown>) : body;
  return Object.keys(fields).filter((key) => key !== 'detail');
}

/**
 * Whether a 400 names the field: by its dotted path, or by its path inside the object the route
 * validates on its own (the eligibility check names an application's fields without "application.").
 */
const namesField = (fields: string[], path: string) => fields.some((field) => field === path || path.endsWith(`.${field}`));

function verdict(probe: Probe, response: LightMyRequestResponse, access: Outcome): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 200)}`;
  let body: Record<string, unknown> = {};
  if (status >= 400) {
    try {
      body = response.json();
    } catch {
      return `${status} that is not JSON: ${response.body.slice(0, 100)}`;
    }
    if (!isClearError(body)) return `${status} without a detail or field messages: ${response.body.slice(0, 200)}`;
  }
  // A caller the table keeps out (the handler decides some of it, after the input was read).
  if (access !== 'allowed' && [401, 403, 404].includes(status)) return null;
  const expectation = probe.expect;
  if (expectation === 'no 5xx') return null;
  if ('field' in expectation) {
    if (status !== 400) return `expected 400 on ${expectation.field}, got ${status} ${response.body.slice(0, 200)}`;
    if (!namesField(errorFields(body), expectation.field)) return `400 that does not name ${expectation.field}: ${response.body.slice(0, 200)}`;
    return null;
  }
  return expectation.statuses.includes(status) ? null : `expected ${expectation.statuses.join(' or ')}, got ${status} ${response.body.slice(0, 200)}`;
}

async function send(operation: Operation, probe: Probe, token: string | null): Promise<LightMyRequestResponse> {
  const entry = ACCESS_TABLE[`${operation.method} ${operation.url}`];
  if (!entry) throw new Error(`no access table entry for ${operation.method} ${operation.url} (access-table.test.ts says which)`);
  const params = Object.fromEntries(Object.entries(probe.params).map(([name, value]) => [name, probe.encoded ? value : encodeURIComponent(value)]));
  const path = concreteUrl(operation.url, entry, samples, params);
  const query = probe.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const payload = probe.body === undefined ? undefined : 'raw' in probe.body ? probe.body.raw : JSON.stringify(probe.body.json);
  return t.app.inject({
    method: operation.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers: { ...authHeaders(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('bad input from the OpenAPI document never gets a 5xx', () => {
  it('every operation, every parameter and body field, as an admin and as a connector', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    // Logout and withdrawing consent end the callers' sessions: they go last.
    const operations = sessionEndingLast(
      documentedOperations(document)
        // The unread-count stream never ends for a signed-in caller (inject would wait for ever); its
        // refusals and answers are tested over real HTTP in notification-stream.test.ts.
        .filter((operation) => !ACCESS_TABLE[`${operation.method} ${operation.url}`]?.stream),
      (operation) => operation.url,
    );
    expect(operations.length).toBeGreaterThan(60);

    const failures: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      const entry = ACCESS_TABLE[`${operation.method} ${operation.url}`];
      // The connector only where the table lets them in: elsewhere access is refused before the input is read.
      const callers: Persona[] = entry?.expect.connector === 'allowed' ? ['admin', 'connector'] : ['admin'];
      for (const probe of probesFor(operation)) {
        for (const caller of callers) {
          // Withdrawing consent ends the caller's sessions: each probe of it has a session of its own.
          const token =
            operation.url === '/auth/profile/consent/withdraw/' ? (await signIn(t.app, PERSONA_ACCOUNTS[caller as keyof typeof PERSONA_ACCOUNTS])).access : tokens[caller];
          const response = await send(operation, probe, token);
          requests += 1;
          const problem = verdict(probe, response, entry?.expect[caller] ?? 'allowed');
          if (problem) failures.push(`${operation.method} ${operation.url} as ${caller}, ${probe.label}: ${problem}`);
        }
      }
    }
    console.info(`openapi-fuzz: ${operations.length} operations, ${requests} requests, ${failures.length} known problems`);
    const unknown = failures.filter((failure) => !KNOWN_PROBLEMS.some((known) => known.matches(failure)));
    expect(unknown).toEqual([]);
    // A known problem that no longer happens has been fixed: remove its entry.
    expect(KNOWN_PROBLEMS.filter((known) => !failures.some((failure) => known.matches(failure))).map((known) => known.what)).toEqual([]);
  }, 600_000);
});

describe('the schema fuzzing helpers', () => {
  it('a missing field is removed, not sent', () => {
    expect(JSON.stringify(withField({ a: 1, b: 2 }, ['a'], MISSING))).toBe('{"b":2}');
  });

  it('call a value certainly refused only when no coercion of ajv can save it', () => {
    const age: JsonSchema = { type: 'integer', minimum: 18, maximum: 100 };
    expect(refusesString(age, 'abc')).toBe(true);
    expect(refusesString(age, '500')).toBe(true);
    expect(refusesString(age, '50')).toBe(false);
    // ajv coerces "Infinity" and skips the bounds; the API refuses it after validation (http/finite-numbers.ts), not ajv.
    expect(refusesString(age, 'Infinity')).toBe(false);
    expect(refusesString({ type: 'string', pattern: '^[0-9]{1,10}$' }, '-1')).toBe(true);
    expect(refusesString({ anyOf: [{ type: 'string', enum: ['a'] }, { type: 'string', enum: ['b'] }] }, 'c')).toBe(true);
  });

  it('valid samples meet the schema (patterns, bounds, required fields, minimum sizes)', () => {
    expect(validSample({ type: 'string', pattern: '^[6-9][0-9]{9}$' })).toBe('6000000001');
    expect(validSample({ type: 'number', exclusiveMinimum: 0, maximum: 10 })).toBe(1);
    expect(validSample({ type: 'object', properties: { a: { type: 'integer', minimum: 5 }, b: { type: 'string' } }, required: ['a'] })).toEqual({ a: 5 });
    expect(validSample({ type: 'array', minItems: 2, items: { anyOf: [{ type: 'string', enum: ['X'] }, { type: 'string', enum: ['Y'] }] } })).toEqual(['X', 'Y']);
  });
});

/**
 * Worst-case requests for every documented route, and the event-loop time each one costs
 * (worst-case-requests.test.ts asserts on growth, bench/worst-case-requests.ts prints the figures;
 * docs/security.md#validation-work-is-bounded).
 *
 * Each "shape" is a request that a schema, a pattern or a parser may have to work hard on, built at a
 * chosen size: long lists of distinct and of identical items, long strings for every field (and, for
 * fields with a pattern, runs of the characters the pattern treats specially after a prefix that
 * matches its start), maps and bodies with many keys, lists of values nested up to the depth cap, long
 * and repeated query values. Bodies go up to the body limit, query strings up to what the server's
 * header limit lets through.
 */
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from '../../src/http/json-body';
import { ACCESS_TABLE, PERSONAS, type Persona } from '../../src/security/access-table';
import { authHeaders, concreteUrl, sessionEndingLast, type PersonaTokens, type Samples } from './access-walk';
import { documentedOperations, type DocumentedOperation, type OpenApiDocument } from './openapi-operations';
import { branchesOf, fieldsOf, typesOf, validSample, withField, type JsonSchema } from './schema-fuzz';

/** The largest body shape: below the body limit, with room for the rest of the body. */
export const LARGEST_BODY_BYTES = Math.floor(BODY_LIMIT_BYTES * 0.9);
/** The largest query value: the server refuses a header section over 16 KiB (Node's default), the URL included. */
export const LARGEST_QUERY_CHARACTERS = 12_000;

export interface WorstCaseRequest {
  query: [string, string][];
  /** JSON text. */
  body?: string;
}

export interface Shape {
  operation: DocumentedOperation;
  label: string;
  /** The request with its variable part `scale` times the size of the largest one (1 = largest). */
  build(scale: number): WorstCaseRequest;
  /**
   * A variation of a pattern's input: what it tests is the pattern, which every persona that gets in
   * runs alike, so the walks send it as one persona only.
   */
  patternVariant: boolean;
}

const jsonList = (bytes: number, item: (index: number) => string): string => {
  const parts: string[] = [];
  let length = 2;
  for (let index = 0; length < bytes; index += 1) {
    const text = item(index);
    parts.push(text);
    length += text.length + 1;
  }
  return `[${parts.join(',')}]`;
};

const jsonMap = (bytes: number, value: string): string => {
  const parts: string[] = [];
  let length = 2;
  for (let index = 0; length < bytes; index += 1) {
    const text = `"k${index}":${value}`;
    parts.push(text);
    length += text.length + 1;
  }
  return `{${parts.join(',')}}`;
};

/** A list as deep as the depth cap allows at `depth` (the field's own depth): `[[[...]]]`. */
const nestedList = (depth: number) => {
  const levels = Math.max(1, MAX_JSON_DEPTH - depth - 1);
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
};

/** A placeholder swapped for raw JSON text after serialising the rest of the body. */
const SLOT = '\u0001slot\u0001';
const bodyWith = (base: unknown, path: string[], rawValue: string) => JSON.stringify(withField(base, path, SLOT)).replace(JSON.stringify(SLOT), () => rawValue);

/** Characters a pattern treats specially (its literal punctuation), plus a letter, a digit and a space. */
function patternCharacters(pattern: string): string[] {
  const characters = new Set(['a', '0', ' ']);
  const literal = pattern.replace(/\\[sdwSDW]/g, '').replace(/\\(.)/g, '$1');
  for (const character of literal) if (/[^A-Za-z0-9^$()[\]{}|*+?]/.test(character)) characters.add(character);
  return [...characters];
}

/** Prefixes of a valid value that end at each of its punctuation characters: where a pattern's next part starts. */
function patternPrefixes(sample: string): string[] {
  const prefixes = [''];
  for (let index = 0; index < sample.length; index += 1) if (/[^A-Za-z0-9]/.test(sample[index] as string)) prefixes.push(sample.slice(0, index + 1));
  return prefixes;
}

/** Long strings for a string schema: one character repeated, and for a pattern each special character after each prefix. */
function longStrings(schema: JsonSchema): { label: string; value(length: number): string; patternVariant: boolean }[] {
  const strings = [{ label: 'a long string', value: (length: number) => 'x'.repeat(length), patternVariant: false }];
  const branch = branchesOf(schema).find((candidate) => candidate.pattern);
  if (!branch?.pattern) return strings;
  const sample = String(validSample(branch));
  for (const prefix of patternPrefixes(sample)) {
    for (const character of patternCharacters(branch.pattern)) {
      strings.push({
        label: `${JSON.stringify(prefix)} + ${JSON.stringify(character)} repeated + "!"`,
        value: (length) => `${prefix}${character.repeat(length)}!`,
        patternVariant: true,
      });
    }
  }
  return strings;
}

function bodyShapes(operation: DocumentedOperation, query: [string, string][]): Shape[] {
  if (!operation.body) return [];
  const schema = operation.body;
  const base = validSample(schema);
  const shapes: Shape[] = [];
  const add = (label: string, body: (bytes: number) => string, patternVariant = false) =>
    shapes.push({ operation, label, patternVariant, build: (scale) => ({ query, body: body(Math.floor(LARGEST_BODY_BYTES * scale)) }) });

  for (const field of fieldsOf(schema)) {
    const name = field.path.join('.');
    const types = typesOf(field.schema);
    const depth = field.path.length;
    if (types.has('array')) {
      const items = branchesOf(field.schema).find((branch) => branch.type === 'array')?.items ?? {};
      const itemTypes = typesOf(items);
      const distinct = itemTypes.has('string') ? (index: number) => `"${index}"` : (index: number) => String(index);
      add(`body ${name}: distinct items`, (bytes) => bodyWith(base, field.path, jsonList(bytes, distinct)));
      const same = JSON.stringify(validSample(items));
      add(`body ${name}: identical items`, (bytes) => bodyWith(base, field.path, jsonList(bytes, () => same)));
      add(`body ${name}: lists nested to the depth cap`, (bytes) => bodyWith(base, field.path, jsonList(bytes, () => nestedList(depth + 1))));
    }
    if (types.has('string')) {
      for (const long of longStrings(field.schema)) {
        add(`body ${name}: ${long.label}`, (bytes) => bodyWith(base, field.path, JSON.stringify(long.value(bytes - 64))), long.patternVariant);
      }
    }
    if (types.has('object')) add(`body ${name}: many keys`, (bytes) => bodyWith(base, field.path, jsonMap(bytes, '1')));
  }
  add('body: many unknown fields', (bytes) => bodyWith(base, ['zz_unknown'], '1').replace(/"zz_unknown":1/, () => jsonMap(bytes, '"x"').slice(1, -1)));
  add('body: lists nested to the depth cap', (bytes) => bodyWith(base, ['zz_nested'], jsonList(bytes, () => nestedList(1))));
  add('body: a long list where the object goes', (bytes) => jsonList(bytes, (index) => String(index)));
  return shapes;
}

function queryShapes(operation: DocumentedOperation, required: [string, string][]): Shape[] {
  const shapes: Shape[] = [];
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
    const others = required.filter(([name]) => name !== parameter.name);
    for (const long of longStrings(parameter.schema)) {
      shapes.push({
        operation,
        label: `query ${parameter.name}: ${long.label}`,
        patternVariant: long.patternVariant,
        build: (scale) => ({ query: [...others, [parameter.name, long.value(Math.floor(LARGEST_QUERY_CHARACTERS * scale) - 64)]] }),
      });
    }
    const sample = String(validSample(parameter.schema));
    const repeatBudget = LARGEST_QUERY_CHARACTERS / (parameter.name.length + sample.length + 2);
    shapes.push({
      operation,
      label: `query ${parameter.name}: repeated`,
      patternVariant: false,
      build: (scale) => ({ query: [...others, ...Array.from({ length: Math.floor(repeatBudget * scale) }, (): [string, string] => [parameter.name, sample])] }),
    });
  }
  return shapes;
}

/** Every shape of every documented operation but the live stream (it never ends for `inject`). */
export function worstCaseShapes(document: OpenApiDocument): Shape[] {
  return documentedOperations(document)
    .filter((operation) => !ACCESS_TABLE[`${operation.method} ${operation.url}`]?.stream)
    .flatMap((operation) => {
      const required: [string, string][] = operation.parameters
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => [parameter.name, String(validSample(parameter.schema))]);
      const body = operation.body ? JSON.stringify(validSample(operation.body)) : undefined;
      const shapes = [...queryShapes(operation, required), ...bodyShapes(operation, required)];
      // A route without any input of its own still gets one plain call.
      if (shapes.length === 0) shapes.push({ operation, label: 'plain', patternVariant: false, build: () => ({ query: required, body }) });
      return shapes;
    });
}

/**
 * The longest time the event loop went without turning, while `work` ran: a setImmediate chain
 * notes the gap between its turns. Everything else in the process counts too, so it is measured in
 * a process that runs nothing else. A gap counts the main thread's CPU time in it (Node 24's
 * process.threadCpuUsage), not the clock's: on a loaded machine (the API tests run beside the browser
 * tests) the operating system can leave the process off the CPU for tens of milliseconds, which
 * holds no other request back on a server of its own; work that holds the loop uses the CPU.
 */
export async function longestEventLoopBlockMs<T>(work: () => Promise<T>): Promise<{ result: T; blockMs: number; wallMs: number }> {
  const threadCpuMs = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  let longest = 0;
  let last = threadCpuMs();
  let running = true;
  const turn = () => {
    const now = threadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  const started = performance.now();
  try {
    const result = await work();
    const wallMs = performance.now() - started;
    turn();
    return { result, blockMs: longest, wallMs };
  } finally {
    running = false;
  }
}

export interface Measurement {
  shape: Shape;
  persona: Persona;
  /** The request's size as a fraction of the largest. */
  scale: number;
  status: number;
  /** The longest stretch the event loop was held while the request ran (the main thread's CPU time in it). */
  blockMs: number;
  wallMs: number;
}

export interface WalkContext {
  app: FastifyInstance;
  tokens: PersonaTokens;
  samples: Samples;
}

/** Sends `shape` at `scale` as `persona` and measures it. */
export async function measure(context: WalkContext, shape: Shape, persona: Persona, scale: number): Promise<Measurement> {
  const { operation } = shape;
  const entry = ACCESS_TABLE[`${operation.method} ${operation.url}`];
  if (!entry) throw new Error(`no access table entry for ${operation.method} ${operation.url}`);
  const request = shape.build(scale);
  const query = request.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const path = concreteUrl(operation.url, entry, context.samples);
  const { result, blockMs, wallMs } = await longestEventLoopBlockMs(() =>
    context.app.inject({
      method: operation.method as 'GET',
      url: query ? `${path}?${query}` : path,
      headers: { ...authHeaders(context.tokens[persona]), ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(request.body === undefined ? {} : { payload: request.body }),
    }),
  );
  return { shape, persona, scale, status: result.statusCode, blockMs, wallMs };
}

/** The persona a shape's growth is measured as: the first the access table lets in (its input is read). */
export function readingPersona(shape: Shape): Persona {
  const entry = ACCESS_TABLE[`${shape.operation.method} ${shape.operation.url}`];
  return PERSONAS.find((persona) => entry?.expect[persona] === 'allowed') ?? 'admin';
}

/** Logout and withdrawing consent end the callers' sessions: their shapes go last. */
export const sessionEndingShapesLast = (shapes: Shape[]) => sessionEndingLast(shapes, (shape) => shape.operation.url);

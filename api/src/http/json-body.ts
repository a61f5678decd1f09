import type { FastifyInstance } from 'fastify';
import { badRequest, fieldErrors, payloadTooLarge } from './errors';

/** The largest request body the API reads (413 past it); every JSON contract fits far below it. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const NULL_CHARACTER_MESSAGE = 'Null characters are not allowed.';
/** Deeper JSON than any contract of this API needs; refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `JSON nesting is too deep (more than ${MAX_JSON_DEPTH} levels).`;
/**
 * More JSON values (objects, lists, keys' values, list items) than any contract of this API takes:
 * refused before parsing, because parsing allocates every one of them: a body of the size limit made
 * of tiny lists holds the event loop longer in JSON.parse alone than any request may
 * (docs/security.md#validation-work-is-bounded).
 */
export const MAX_JSON_VALUES = 10_000;
export const TOO_MANY_VALUES_MESSAGE = `The request holds too many values (more than ${MAX_JSON_VALUES.toLocaleString('en-IN')}).`;

/**
 * Why JSON text must not be parsed, from one pass over its characters: nesting deeper than `maxDepth`
 * or more than `maxValues` values (brackets and commas inside strings do not count).
 */
export function jsonTextProblem(text: string, limits: { maxDepth: number; maxValues: number }): 'too deep' | 'too many values' | null {
  let depth = 0;
  // Every value but the first is preceded by a comma or opens a list/object's first item.
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92 /* \ */) i += 1;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 /* [ */ || code === 123 /* { */) {
      depth += 1;
      values += 1;
      if (depth > limits.maxDepth) return 'too deep';
    } else if (code === 93 /* ] */ || code === 125 /* } */) depth -= 1;
    else if (code === 44 /* , */) values += 1;
    if (values > limits.maxValues) return 'too many values';
  }
  return null;
}

/**
 * Field paths (as validation messages name them: "a.b", list indexes dropped) of strings holding
 * U+0000, found by an iterative walk (the depth is already capped). '' is the value itself.
 */
export function fieldsWithNull(value: unknown): Set<string> {
  const found = new Set<string>();
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.add(path);
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push([item, path]);
    } else if (typeof current === 'object' && current !== null) {
      for (const key of Object.keys(current)) pending.push([(current as Record<string, unknown>)[key], path ? `${path}.${key}` : key]);
    }
  }
  return found;
}

function nullCharacterError(found: Set<string>) {
  if (found.has('')) return badRequest(NULL_CHARACTER_MESSAGE);
  return fieldErrors(Object.fromEntries([...found].map((field) => [field, [NULL_CHARACTER_MESSAGE]])));
}

/**
 * JSON bodies: an empty body is no body; nesting deeper than MAX_JSON_DEPTH is a 400, more than
 * MAX_JSON_VALUES values a 413 (both checked before parsing); and since
 * PostgreSQL refuses U+0000 in text, a body whose text holds the escape `\u0000` is walked for it
 * and refused per field (400). Path parameters and query values are checked for NUL too.
 */
export function installJsonBodyHandling(app: FastifyInstance): void {
  const defaultJsonParser = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    const problem = jsonTextProblem(text, { maxDepth: MAX_JSON_DEPTH, maxValues: MAX_JSON_VALUES });
    if (problem) {
      done(problem === 'too deep' ? badRequest(TOO_DEEP_MESSAGE) : payloadTooLarge(TOO_MANY_VALUES_MESSAGE), undefined);
      return;
    }
    defaultJsonParser(request, text, (error, parsed) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const found = text.includes('\\u0000') ? fieldsWithNull(parsed) : null;
      if (found && found.size > 0) done(nullCharacterError(found), undefined);
      else done(null, parsed);
    });
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const found = new Set([...fieldsWithNull(request.params), ...fieldsWithNull(request.query)]);
    done(found.size > 0 ? nullCharacterError(found) : undefined);
  });
}

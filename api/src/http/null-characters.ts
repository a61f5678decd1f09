import type { FastifyInstance } from 'fastify';
import { badRequest, fieldErrors } from './errors';

export const NULL_CHARACTER_MESSAGE = 'Null characters are not allowed.';

/** Field paths (as the validation messages name them: "a.b", list indexes dropped) of strings holding U+0000. */
function fieldsWithNull(value: unknown, path: string[], found: Set<string>): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.add(path.join('.'));
  } else if (Array.isArray(value)) {
    for (const item of value) fieldsWithNull(item, path, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) fieldsWithNull(item, [...path, key], found);
  }
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL in any path parameter, query value or JSON field
 * would surface as a 500 from the database. Refuse it up front: 400 `{"field": [message]}`.
 */
export function refuseNullCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found = new Set<string>();
    fieldsWithNull(request.params, [], found);
    fieldsWithNull(request.query, [], found);
    fieldsWithNull(request.body, [], found);
    if (found.size === 0) return;
    if (found.has('')) throw badRequest(NULL_CHARACTER_MESSAGE);
    throw fieldErrors(Object.fromEntries([...found].map((field) => [field, [NULL_CHARACTER_MESSAGE]])));
  });
}

import type { FastifyInstance } from 'fastify';
import { fieldErrors } from './errors';

export const NOT_A_FINITE_NUMBER = 'A valid number is required.';

/** The dotted paths of the numbers in `value` that are not finite (nested objects and arrays included). */
function nonFinitePaths(value: unknown, path: string, found: string[]): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) nonFinitePaths(item, path ? `${path}.${key}` : key, found);
}

/**
 * Schema validation coerces the text "Infinity", "-Infinity" or "1e400" in a numeric field to an infinite
 * number, and a schema without both bounds lets it through to the database (which refuses it: a 500).
 * After validation, every body, query and path number must be finite, or the request is a 400 naming
 * the field.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const found: string[] = [];
    nonFinitePaths(request.params, '', found);
    nonFinitePaths(request.query, '', found);
    nonFinitePaths(request.body, '', found);
    if (found.length > 0) throw fieldErrors(Object.fromEntries(found.map((path) => [path, [NOT_A_FINITE_NUMBER]])));
  });
}

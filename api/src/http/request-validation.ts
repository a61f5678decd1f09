/**
 * Request validation whose work is bounded by the size of the request, on every route
 * (docs/security.md#validation-work-is-bounded).
 *
 * Ajv's `allErrors` is what lets a form show every field's message at once, but it also makes ajv
 * finish every keyword of every value after the first failure: a list far past its `maxItems` is
 * still checked item by item (and for `uniqueItems` pair by pair), a string far past its `maxLength`
 * still goes through its `pattern`, and each refused item adds an error object. So every request is
 * validated in two passes:
 *
 * 1. ajv stopping at the first error. Ajv checks a value's size keywords (`maxItems`, `maxLength`)
 *    before the keywords whose work grows with it (`uniqueItems`, `items`, `pattern`), so an oversized
 *    value costs no more than reading its size. Valid requests end here.
 * 2. Only for a refused request of ordinary size (at most `EVERY_ERROR_VALUE_LIMIT` JSON values): the
 *    same schema with `allErrors`, for the per-field messages. A larger refused request is answered
 *    with its first error.
 *
 * And the schemas themselves must keep both passes linear: `schemaCostProblems` is checked when a
 * route's schema is compiled, so a route with an unbounded list or string cannot start.
 */
import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';

/**
 * Past this many JSON values a refused request gets its first error only. A real form sends a few
 * dozen values; the largest valid body (a payout run's transaction ids) stays below it, so its refusals
 * still name every field.
 */
export const EVERY_ERROR_VALUE_LIMIT = 2_000;

/** The keywords of a JSON schema node the cost rules read. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  propertyNames?: SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  not?: SchemaNode;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  uniqueItems?: boolean;
  pattern?: string;
}

/** Calls `visit` on every subschema with its location (`properties.a.items`, `(root)` for the schema itself). */
export function walkSchema(schema: SchemaNode, visit: (node: SchemaNode, at: string) => void, at = ''): void {
  visit(schema, at || '(root)');
  const child = (node: SchemaNode | undefined, step: string) => {
    if (node && typeof node === 'object') walkSchema(node, visit, at ? `${at}.${step}` : step);
  };
  for (const [name, property] of Object.entries(schema.properties ?? {})) child(property, `properties.${name}`);
  for (const [pattern, property] of Object.entries(schema.patternProperties ?? {})) child(property, `patternProperties.${pattern}`);
  if (typeof schema.additionalProperties === 'object') child(schema.additionalProperties, 'additionalProperties');
  child(schema.items, 'items');
  child(schema.propertyNames, 'propertyNames');
  child(schema.not, 'not');
  for (const keyword of ['anyOf', 'allOf', 'oneOf'] as const) schema[keyword]?.forEach((branch, index) => child(branch, `${keyword}.${index}`));
}

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);
const typeList = (node: SchemaNode) => (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []);

/**
 * What in a request schema lets validation work grow faster than the request, one line per problem:
 * an unbounded string, list or map; a choice of constants written as a union (ajv's `uniqueItems`
 * compares such items pair by pair, and each branch adds an error); `uniqueItems` over items that are
 * not of one scalar type (only those are checked with a hash in one pass). Patterns are checked for
 * backtracking by request-schema-costs.test.ts (recheck), which is too slow to run at start-up.
 */
export function schemaCostProblems(schema: SchemaNode): string[] {
  const problems: string[] = [];
  walkSchema(schema, (node, at) => {
    const types = typeList(node);
    if (types.includes('string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined) {
      problems.push(`${at}: a string without maxLength`);
    }
    if (types.includes('array') && node.maxItems === undefined) problems.push(`${at}: a list without maxItems`);
    const isMap = typeof node.additionalProperties === 'object' || node.patternProperties !== undefined;
    if (isMap && node.maxProperties === undefined) problems.push(`${at}: a map without maxProperties`);
    const branches = node.anyOf ?? node.oneOf ?? [];
    if (branches.length > 1 && branches.every((branch) => branch.const !== undefined)) problems.push(`${at}: a union of constants (use an enum)`);
    if (node.uniqueItems) {
      const itemTypes = node.items ? typeList(node.items) : [];
      if (itemTypes.length !== 1 || !SCALAR_TYPES.has(itemTypes[0] as string)) problems.push(`${at}: uniqueItems over items that are not of one scalar type`);
    }
  });
  return problems;
}

/** Whether `value` holds more than `limit` JSON values (itself, and every item and property below it); stops counting past the limit. */
export function holdsMoreValuesThan(value: unknown, limit: number): boolean {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    count += 1;
    if (count > limit) return true;
    if (Array.isArray(current)) {
      if (count + current.length > limit) return true;
      for (const item of current) pending.push(item);
    } else if (typeof current === 'object' && current !== null) {
      const values = Object.values(current);
      if (count + values.length > limit) return true;
      for (const item of values) pending.push(item);
    }
  }
  return false;
}

interface RouteDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart: string;
}

interface AjvValidate {
  (data: unknown, dataContext?: unknown): boolean;
  errors?: unknown[] | null;
  schemaEnv?: unknown;
}

/** Fastify's `ajv` server option, as it hands it to the validator factory. */
interface AjvServerOptions {
  customOptions?: Record<string, unknown>;
  plugins?: unknown[];
}

/** @fastify/ajv-compiler's pool as it behaves at run time (its typings describe a plain ajv compile). */
type CompilerPool = (externalSchemas: Record<string, unknown>, options: AjvServerOptions) => (definition: RouteDefinition) => AjvValidate;

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`: Fastify's own ajv compiler (its
 * options: coercion, defaults, removal of unknown properties), used for the two passes above.
 */
export function boundedCostValidatorFactory(): ValidatorFactory {
  const compilers = AjvCompiler() as unknown as CompilerPool;
  const factory = (externalSchemas: Record<string, unknown>, options: AjvServerOptions = {}) => {
    const customOptions = options.customOptions ?? {};
    const firstErrorCompiler = compilers(externalSchemas, { ...options, customOptions: { ...customOptions, allErrors: false } });
    const everyErrorCompiler = compilers(externalSchemas, { ...options, customOptions: { ...customOptions, allErrors: true } });
    return (definition: RouteDefinition): AjvValidate => {
      const problems = schemaCostProblems(definition.schema as SchemaNode);
      if (problems.length > 0) {
        // Named route and field, so a new route's author sees at start-up what to bound.
        throw new Error(
          `${definition.method} ${definition.url} (${definition.httpPart}): validating this schema can cost more than the request's size ` +
            `allows (docs/security.md#validation-work-is-bounded): ${problems.join('; ')}`,
        );
      }
      const firstError = firstErrorCompiler(definition);
      // Compiled when the route is, not on its first refused request, so no request pays for compiling.
      const everyError = everyErrorCompiler(definition);
      const validate: AjvValidate = (data, dataContext) => {
        if (firstError(data, dataContext)) {
          validate.errors = null;
          return true;
        }
        if (holdsMoreValuesThan(data, EVERY_ERROR_VALUE_LIMIT)) {
          validate.errors = firstError.errors;
          return false;
        }
        everyError(data, dataContext);
        validate.errors = everyError.errors?.length ? everyError.errors : firstError.errors;
        return false;
      };
      // Fastify passes the parent object only to functions that carry ajv's schemaEnv (to coerce a root value).
      validate.schemaEnv = firstError.schemaEnv;
      return validate;
    };
  };
  return factory as unknown as ValidatorFactory;
}

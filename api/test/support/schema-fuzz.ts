/**
 * Bad inputs derived from a JSON schema (the subset the OpenAPI document uses: type, properties,
 * required, items, anyOf, enum, const, pattern, min/maxLength, minimum, maximum, exclusiveMinimum,
 * min/maxItems, uniqueItems, additionalProperties, min/maxProperties, nullable, default). Everything is
 * deterministic: no random values.
 *
 * Each bad input says whether the schema refuses it for certain. Fastify's ajv coerces types
 * (`coerceTypes: 'array'`: "12" becomes 12, a number becomes a string, one value becomes a list of one),
 * so a value counts as certainly refused only when no coercion can save it; then the API promises a
 * 400 naming the field. Every other bad input may reach the handler, and must still never get a 5xx.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  maxProperties?: number;
  nullable?: boolean;
  default?: unknown;
}

/** The branches a value may match (anyOf, or the schema itself), without the `null` branch. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  if (schema.anyOf) return schema.anyOf.flatMap(branchesOf).filter((branch) => branch.type !== 'null');
  return [schema];
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.const !== undefined) return typeof schema.const;
  if (schema.enum) return typeof schema.enum[0];
  if (schema.properties) return 'object';
  return undefined;
}

/** Every type a value of the schema may have. */
export const typesOf = (schema: JsonSchema): Set<string> => new Set(branchesOf(schema).map(typeOf).filter((type): type is string => !!type));

const choices = (schema: JsonSchema): unknown[] | null => {
  const values: unknown[] = [];
  for (const branch of branchesOf(schema)) {
    if (branch.const !== undefined) values.push(branch.const);
    else if (branch.enum) values.push(...branch.enum);
    else return null;
  }
  return values;
};

const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

function stringFits(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return !schema.pattern || matches(schema.pattern, value);
}

/** Strings tried in order for a valid sample: the first that fits the length and the pattern wins. */
const STRING_CANDIDATES = ['Sample', 'Sample text', '6000000001', '2024-01-15', '123456', '1', 'sample@example.com', 'SAMPLE1', 'Sample-1', '/auth/profile/', '2026-Q3', '2026-11'];

function stringSample(schema: JsonSchema, index = 0): string {
  const candidates = [
    ...STRING_CANDIDATES.map((candidate) => (index === 0 ? candidate : `${candidate}${index}`)),
    'x'.repeat(Math.max(1, schema.minLength ?? 1)),
  ];
  const found = candidates.find((candidate) => stringFits(schema, candidate));
  if (found === undefined) throw new Error(`no sample string for ${JSON.stringify(schema)}: add a candidate to STRING_CANDIDATES`);
  return found;
}

function numberSample(schema: JsonSchema, integer: boolean, index = 0): number {
  let value = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  if (integer) value = Math.ceil(value);
  value += index;
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return value;
}

/** A value the schema accepts (the `index`-th of several distinct ones where that matters). */
export function validSample(schema: JsonSchema, index = 0): unknown {
  const values = choices(schema);
  if (values && values.length > 0) return values[index % values.length];
  const [branch] = branchesOf(schema);
  if (!branch) return null;
  switch (typeOf(branch)) {
    case 'string':
      return stringSample(branch, index);
    case 'integer':
      return numberSample(branch, true, index);
    case 'number':
      return numberSample(branch, false, index);
    case 'boolean':
      return true;
    case 'array': {
      const count = branch.minItems ?? 0;
      return Array.from({ length: count }, (_, i) => validSample(branch.items ?? {}, i));
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const name of branch.required ?? []) object[name] = validSample(branch.properties?.[name] ?? {});
      const extra = typeof branch.additionalProperties === 'object' ? branch.additionalProperties : null;
      for (let i = Object.keys(object).length; extra && i < (branch.minProperties ?? 0); i += 1) object[`Sample${i}`] = validSample(extra);
      return object;
    }
    default:
      return 'Sample';
  }
}

/** A value of a type no coercion turns into the schema's type: an object for a scalar or a list, a list for an object. */
export function wrongTypeValue(schema: JsonSchema): unknown {
  return typesOf(schema).has('object') ? [] : {};
}

function numberRefused(branch: JsonSchema, value: number): boolean {
  const type = typeOf(branch);
  // A number is coerced to a string, 0 and 1 to a boolean, and a single value to a list of one.
  if (type !== 'number' && type !== 'integer') return type === 'object' || type === 'null';
  if (!Number.isFinite(value)) return true;
  if (type === 'integer' && !Number.isInteger(value)) return true;
  if (branch.minimum !== undefined && value < branch.minimum) return true;
  if (branch.exclusiveMinimum !== undefined && value <= branch.exclusiveMinimum) return true;
  if (branch.maximum !== undefined && value > branch.maximum) return true;
  if (branch.exclusiveMaximum !== undefined && value >= branch.exclusiveMaximum) return true;
  return false;
}

function stringRefused(branch: JsonSchema, value: string): boolean {
  if (branch.const !== undefined) return branch.const !== value;
  if (branch.enum) return !branch.enum.includes(value);
  const type = typeOf(branch);
  if (type === 'string') return !stringFits(branch, value);
  if (type === 'number' || type === 'integer') {
    // ajv coerces a numeric string (even "Infinity"); only a string that is no number at all is sure to fail.
    if (value.trim() === '') return false;
    const number = Number(value);
    return Number.isNaN(number) || (Number.isFinite(number) && numberRefused(branch, number));
  }
  if (type === 'boolean') return !['true', 'false'].includes(value);
  // A list takes a single value as a list of one: not sure to fail.
  return type !== 'array';
}

/** Whether the schema refuses this number whatever the coercion. */
export const refusesNumber = (schema: JsonSchema, value: number) => branchesOf(schema).every((branch) => numberRefused(branch, value));

/** Whether the schema refuses this string (a JSON string, a path parameter or a query value) whatever the coercion. */
export const refusesString = (schema: JsonSchema, value: string) => branchesOf(schema).every((branch) => stringRefused(branch, value));

export interface BadValue {
  label: string;
  /** `MISSING` removes the field. */
  value: unknown;
  /** The schema refuses it for certain: the API must answer 400 naming the field. */
  refused: boolean;
}

export const MISSING = Symbol('missing');

export const HUGE_NUMBERS = [-1, -1e308, 1e308, 2 ** 63];
export const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e400'];
const TEN_K = 'x'.repeat(10_000);

/** The bad values of one body field. */
export function badFieldValues(schema: JsonSchema, required: boolean): BadValue[] {
  const types = typesOf(schema);
  const bad: BadValue[] = [];
  // A default fills a missing field in (ajv useDefaults).
  if (required && schema.default === undefined) bad.push({ label: 'missing', value: MISSING, refused: true });
  bad.push({ label: 'wrong type', value: wrongTypeValue(schema), refused: true });
  if (types.has('string')) {
    bad.push({ label: 'NUL', value: 'a\u0000b', refused: true });
    bad.push({ label: '10k characters', value: TEN_K, refused: refusesString(schema, TEN_K) });
  }
  if (types.has('number') || types.has('integer')) {
    for (const value of HUGE_NUMBERS) bad.push({ label: `number ${value}`, value, refused: refusesNumber(schema, value) });
    for (const value of NAN_LIKE) bad.push({ label: `string ${value}`, value, refused: refusesString(schema, value) });
  }
  if (types.has('array')) {
    const items = branchesOf(schema).find((branch) => typeOf(branch) === 'array')?.items ?? {};
    if (typesOf(items).size > 0) bad.push({ label: 'a list of wrong items', value: [wrongTypeValue(items)], refused: true });
    // More than any list's maxItems, fewer values than the body's cap (MAX_JSON_VALUES, refused before
    // parsing): 2,001 items, or as many as fit in 8,000 values when each item is an object or a list.
    const valuesPerItem = jsonValueCount(validSample(items));
    const many = Array.from({ length: Math.min(2_001, Math.floor(8_000 / valuesPerItem)) }, () => validSample(items));
    const tooMany = branchesOf(schema).every((branch) => (branch.maxItems !== undefined && branch.maxItems < many.length) || !!branch.uniqueItems);
    bad.push({ label: `${many.length.toLocaleString('en-IN')} items`, value: many, refused: tooMany });
  }
  return bad;
}

/** Dotted field paths (as the API names fields) of an object schema, nested objects included, with their schema and whether required. */
export function fieldsOf(schema: JsonSchema, prefix: string[] = [], depth = 0): { path: string[]; schema: JsonSchema; required: boolean }[] {
  const object = branchesOf(schema).find((branch) => typeOf(branch) === 'object');
  if (!object || depth > 3) return [];
  const fields: { path: string[]; schema: JsonSchema; required: boolean }[] = [];
  const properties = { ...(object.properties ?? {}) };
  // A map (additionalProperties with a schema): its sample key stands for any key.
  if (typeof object.additionalProperties === 'object' && !object.properties) properties.Sample0 = object.additionalProperties;
  for (const [name, property] of Object.entries(properties)) {
    const path = [...prefix, name];
    fields.push({ path, schema: property, required: (object.required ?? []).includes(name) });
    fields.push(...fieldsOf(property, path, depth + 1));
  }
  return fields;
}

/** A copy of `value` with the field at `path` set (or removed for MISSING); parents are created as needed. */
export function withField(value: unknown, path: string[], fieldValue: unknown): unknown {
  const copy = structuredClone(value ?? {}) as Record<string, unknown>;
  let target = copy;
  for (const segment of path.slice(0, -1)) {
    if (typeof target[segment] !== 'object' || target[segment] === null) target[segment] = {};
    target = target[segment] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  if (fieldValue === MISSING) delete target[last];
  else target[last] = fieldValue;
  return copy;
}

/** JSON text nested `depth` levels deep, as a list or as an object. */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** How many JSON values a value is (itself and everything in it), as the body's cap counts them. */
function jsonValueCount(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce((sum: number, item) => sum + jsonValueCount(item), 0);
  if (value !== null && typeof value === 'object') return 1 + Object.values(value).reduce((sum: number, item) => sum + jsonValueCount(item), 0);
  return 1;
}

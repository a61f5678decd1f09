/**
 * Every schema a request is validated against keeps validation work linear in the request's size
 * (docs/security.md#validation-work-is-bounded). The rules (bounded strings, lists and maps; choices as
 * enums; `uniqueItems` over scalars) are enforced when a route is compiled, so the app building at all
 * proves them for every route; here: that a route breaking them cannot start, that the eligibility
 * check's per-kind application schemas (compiled per request) keep them too, and that every `pattern`
 * of the OpenAPI document is free of backtracking blow-ups, polynomial ones included (recheck).
 */
import Fastify from 'fastify';
import { check } from 'recheck';
import { ApplicationSchemaByLoanKind, LOAN_KINDS } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedCostValidatorFactory, schemaCostProblems, walkSchema, type SchemaNode } from '../src/http/request-validation';
import { documentedOperations } from './support/openapi-operations';
import { createTestApp, type TestApp } from './support/test-app';
import type { JsonSchema } from './support/schema-fuzz';

let t: TestApp;
/** Every documented path, query and body schema, and the eligibility check's application schemas. */
let schemas: JsonSchema[];
beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  schemas = [
    ...documentedOperations(document).flatMap((operation) => [...operation.parameters.map((parameter) => parameter.schema), ...(operation.body ? [operation.body] : [])]),
    ...LOAN_KINDS.map((kind) => structuredClone(ApplicationSchemaByLoanKind[kind]) as unknown as JsonSchema),
  ];
});
afterAll(async () => {
  await t?.close();
});

describe('request schemas bound the work of validating them', () => {
  it("the eligibility check's application schemas, compiled per request, keep the rules too", () => {
    const problems = LOAN_KINDS.flatMap((kind) => schemaCostProblems(ApplicationSchemaByLoanKind[kind] as SchemaNode).map((problem) => `${kind}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('a route whose schema breaks a rule cannot start, and the error names the route and the field', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildValidator: boundedCostValidatorFactory() } } });
    app.post('/unbounded', { schema: { body: { type: 'object', properties: { names: { type: 'array', items: { type: 'string', maxLength: 5 } } } } } }, async () => 'ok');
    await expect(app.ready()).rejects.toThrow(/POST \/unbounded \(body\).*properties\.names: a list without maxItems/);
  });

  it('every pattern runs in linear time (recheck)', async () => {
    const patterns = new Set<string>();
    for (const schema of schemas) {
      walkSchema(schema as SchemaNode, (node) => {
        if (node.pattern) patterns.add(node.pattern);
        for (const key of Object.keys(node.patternProperties ?? {})) patterns.add(key);
      });
    }
    expect(patterns.size).toBeGreaterThan(5);
    const unsafe: string[] = [];
    for (const pattern of patterns) {
      const diagnostics = await check(pattern, 'u');
      if (diagnostics.status !== 'safe') {
        const attack = diagnostics.status === 'vulnerable' ? ` (${diagnostics.complexity.summary}, attack ${diagnostics.attack.pattern})` : '';
        unsafe.push(`${pattern}: ${diagnostics.status}${attack}`);
      }
    }
    expect(unsafe).toEqual([]);
  }, 120_000);
});

describe('the schema cost rules', () => {
  it('catch an unbounded string, list and map, a union of constants and uniqueItems over objects', () => {
    expect(schemaCostProblems({ type: 'string' })).toEqual(['(root): a string without maxLength']);
    expect(schemaCostProblems({ type: 'array', items: { type: 'integer' } })).toEqual(['(root): a list without maxItems']);
    expect(schemaCostProblems({ type: 'object', additionalProperties: { type: 'boolean' } })).toEqual(['(root): a map without maxProperties']);
    expect(schemaCostProblems({ anyOf: [{ type: 'string', const: 'a' }, { type: 'string', const: 'b' }] })).toEqual([
      '(root): a union of constants (use an enum)',
    ]);
    expect(
      schemaCostProblems({ type: 'array', maxItems: 5, uniqueItems: true, items: { type: 'object', properties: {}, additionalProperties: false } }),
    ).toEqual(['(root): uniqueItems over items that are not of one scalar type']);
  });

  it('accept bounded strings, enums, lists and nullable fields', () => {
    const schema: SchemaNode = {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 10 },
        kind: { type: 'string', enum: ['a', 'b'] },
        tags: { type: 'array', maxItems: 3, uniqueItems: true, items: { type: 'string', enum: ['x'] } },
        note: { anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
      },
    };
    expect(schemaCostProblems(schema)).toEqual([]);
  });
});

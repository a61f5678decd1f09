/**
 * The declared access table (src/security/access-table.ts, one `access-table.ts` per feature) against
 * the running API: every route has an entry (a new route without one fails here), and every route
 * called as each of the seven personas answers what its entry declares. docs/security.md#the-access-table
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentAccessLog } from '../src/db/schema';
import { ACCESS_TABLE, duplicateAccessKeys, PERSONAS, type Persona } from '../src/security/access-table';
import {
  authHeaders,
  concreteUrl,
  fastifyPath,
  loadSamples,
  operationKey,
  outcomeOf,
  pathParams,
  registeredOperations,
  sessionEndingLast,
  signInPersonas,
  streamStatus,
  type Operation,
  type PersonaTokens,
  type Samples,
} from './support/access-walk';
import { createTestApp, type TestApp } from './support/test-app';
import { readZip } from './support/zip';

let t: TestApp;
let tokens: PersonaTokens;
let samples: Samples;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInPersonas(t.app);
  samples = await loadSamples(t.app, tokens);
});
afterAll(async () => {
  await t?.close();
});

describe('the access table covers every route', () => {
  it('every registered route and OpenAPI operation has exactly one entry, and every entry a route', async () => {
    const registered = registeredOperations(t.app);
    const registeredKeys = new Set(registered.map(operationKey));
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url: fastifyPath(path) })),
    );
    expect(registered.length).toBeGreaterThan(60);

    const problems = [
      ...registered.filter((operation) => !ACCESS_TABLE[operationKey(operation)]).map((operation) => `no entry for ${operationKey(operation)}`),
      ...documented.filter((operation) => !registeredKeys.has(operationKey(operation))).map((operation) => `documented, not registered: ${operationKey(operation)}`),
      ...Object.keys(ACCESS_TABLE).filter((key) => !registeredKeys.has(key)).map((key) => `entry without a route: ${key}`),
      ...duplicateAccessKeys().map((key) => `declared twice: ${key}`),
    ];
    // Each path parameter has a sample object, and no entry names a parameter its route lacks.
    for (const [key, entry] of Object.entries(ACCESS_TABLE)) {
      const params = pathParams(key);
      for (const name of params) if (!entry.params?.[name]) problems.push(`${key}: no sample object for :${name}`);
      for (const name of Object.keys(entry.params ?? {})) if (!params.includes(name)) problems.push(`${key}: sample for :${name}, which it does not have`);
    }
    expect(problems, 'add the route to its feature\'s access-table.ts (docs/security.md#the-access-table)').toEqual([]);
  });
});

/** Logout and withdrawing consent end the caller's sessions: they go last. */
const walkOrder = (operations: Operation[]) =>
  sessionEndingLast(
    [...operations].sort((a, b) => operationKey(a).localeCompare(operationKey(b))),
    (operation) => operation.url,
  );

/** The operations whose success answers a document's bytes (a binary body in the OpenAPI document). */
async function documentServingOperations(): Promise<Set<string>> {
  const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { format?: string } }> }> }>> };
  const keys = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const content = Object.values(operation.responses?.['200']?.content ?? {});
      if (content.some((type) => type.schema?.format === 'binary')) keys.add(operationKey({ method: method.toUpperCase(), url: fastifyPath(path) }));
    }
  }
  // Not a binary file, but every line of it carries an account number read from the vault.
  keys.add('GET /leads/payouts/runs/:id/transfers/');
  return keys;
}

/** How many stored documents an answer carries: an image is one; an export (a ZIP) holds its documents under kyc/. */
function documentsIn(contentType: string | string[] | number | undefined, body: Buffer): number {
  const type = String(contentType ?? '');
  if (type.startsWith('image/') || type.startsWith('application/pdf')) return 1;
  if (type.startsWith('application/zip')) return readZip(body).filter((file) => file.name.startsWith('kyc/')).length;
  // A payout run's transfer file: one account number per line after the header.
  if (type.startsWith('text/csv')) return body.toString('utf8').split('\r\n').filter(Boolean).length - 1;
  throw new Error(`a document-serving route answered ${type}`);
}

const accessLogRows = async () => (await t.app.db.select({ count: sql<number>`count(*)::int` }).from(documentAccessLog))[0]?.count ?? 0;

describe('every route answers every persona as the table declares', () => {
  it('anonymous, connector without KYC, connector, another connector, rm, admin and director; every document served is in the access log', async () => {
    const mismatches: string[] = [];
    const unlogged: string[] = [];
    const servesDocuments = await documentServingOperations();
    expect(servesDocuments.size).toBeGreaterThan(0);
    let documentsServed = 0;
    let calls = 0;
    for (const operation of walkOrder(registeredOperations(t.app))) {
      const key = operationKey(operation);
      const entry = ACCESS_TABLE[key];
      if (!entry) continue; // reported by the coverage test
      const url = concreteUrl(operation.url, entry, samples);
      const hasBody = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(operation.method);
      for (const persona of PERSONAS) {
        const token = tokens[persona];
        let status: number;
        let body = '';
        const rowsBefore = await accessLogRows();
        let served = 0;
        if (entry.stream) {
          status = await streamStatus(t.app, url, token);
        } else {
          // Minimal input: an empty JSON object for a body. Access is decided before the input is read.
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url,
            headers: { ...authHeaders(token), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload: '{}' } : {}),
          });
          status = response.statusCode;
          body = response.body.slice(0, 160);
          if (servesDocuments.has(key) && status === 200) served = documentsIn(response.headers['content-type'], response.rawPayload);
        }
        calls += 1;
        const expected = entry.expect[persona as Persona];
        const observed = outcomeOf(status);
        if (observed !== expected) mismatches.push(`${operation.method} ${url} as ${persona}: expected ${expected}, got ${status} ${body}`);
        // Each document served writes exactly one access record; nothing else writes any.
        const recorded = (await accessLogRows()) - rowsBefore;
        documentsServed += served;
        if (recorded !== served) unlogged.push(`${operation.method} ${url} as ${persona}: ${status}, ${served} documents served, ${recorded} access records`);
      }
    }
    expect(calls).toBe(registeredOperations(t.app).length * PERSONAS.length);
    expect(mismatches).toEqual([]);
    expect(documentsServed).toBeGreaterThan(0);
    expect(unlogged).toEqual([]);
  }, 120_000);
});

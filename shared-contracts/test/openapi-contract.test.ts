/**
 * The contract test: every request body and every success response the API documents in its
 * OpenAPI document is one of the schemas this package exports, so the types the front ends import
 * are the shapes the API validates and answers. The API is built in-process on an empty embedded
 * database; each contract schema goes through the same OpenAPI conversion (@fastify/swagger) in a
 * throw-away app so both sides are compared in the same form.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { TSchema } from '@sinclair/typebox';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The API under test (a test-only reach across packages: this is the contract between them).
import { buildApp } from '../../api/src/app';
import * as contracts from '../src';

type JsonSchema = Record<string, unknown>;
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const isSchema = (value: unknown): value is TSchema =>
  typeof value === 'object' && value !== null && Object.getOwnPropertySymbols(value).some((symbol) => symbol.description === 'TypeBox.Kind');

/** Each exported contract schema (and a list of it) in the form @fastify/swagger gives it. */
async function contractForms(): Promise<Map<string, string>> {
  const app = Fastify();
  await app.register(swagger, { openapi: { openapi: '3.0.3', info: { title: 'contracts', version: '1' } } });
  const exported = (Object.entries(contracts) as [string, unknown][]).filter(
    (entry): entry is [string, TSchema] => isSchema(entry[1]) && !('$id' in entry[1]),
  );
  for (const [name, schema] of exported) {
    app.post(`/${name}`, { schema: { response: { 200: schema, 201: { type: 'array', items: schema } } } }, async () => null);
  }
  await app.ready();
  const document = app.swagger() as { paths: Record<string, { post: Operation }> };
  const forms = new Map<string, string>();
  for (const [name] of exported) {
    const responses = document.paths[`/${name}`]?.post.responses ?? {};
    forms.set(JSON.stringify(responses['200']?.content?.['application/json']?.schema), name);
    forms.set(JSON.stringify(responses['201']?.content?.['application/json']?.schema), `${name}[]`);
  }
  await app.close();
  return forms;
}

let api: Awaited<ReturnType<typeof buildApp>>;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'contract-test-'));
  api = await buildApp({
    config: {
      databaseUrl: undefined,
      dataDir: 'memory://',
      uploadDir,
      jwtSecret: 'contract-test-signing-key-of-32-bytes-or-more',
      seedDemoData: false,
      apiDocs: true,
      logger: false,
    },
  });
});
afterAll(async () => {
  await api?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('the OpenAPI document uses the shared contract schemas', () => {
  it('for every JSON request body and every 2xx JSON answer', async () => {
    const forms = await contractForms();
    const document = api.swagger() as { paths: Record<string, Record<string, Operation>> };
    const checked: string[] = [];
    const strangers: string[] = [];
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemas: [string, JsonSchema | undefined][] = [[`${method.toUpperCase()} ${route} body`, operation.requestBody?.content?.['application/json']?.schema]];
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          if (status.startsWith('2')) schemas.push([`${method.toUpperCase()} ${route} ${status}`, answer.content?.['application/json']?.schema]);
        }
        for (const [where, schema] of schemas) {
          if (!schema || (schema.type === 'null' && !schema.properties)) continue;
          const name = forms.get(JSON.stringify(schema));
          if (name) checked.push(`${where}: ${name}`);
          else strangers.push(where);
        }
      }
    }
    expect(strangers, `schemas that are not shared-contracts exports:\n${strangers.join('\n')}`).toEqual([]);
    expect(checked.length).toBeGreaterThan(20);
    expect(checked).toContain('GET /auth/profile/ 200: Profile');
    expect(checked).toContain('POST /auth/api/connector/token/ body: TokenRequest');
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /auth/employees/login-otp/ body: OtpLoginRequest',
        'POST /auth/employees/login-otp/ 200: OtpRequestAccepted',
        'POST /auth/connectors/verify-otp/ body: OtpVerifyRequest',
        'POST /auth/connectors/verify-otp/ 200: TokenPair',
        'POST /auth/send-reset-otp/ body: PasswordResetOtpRequest',
        'POST /auth/reset-password/ body: PasswordResetRequest',
        'POST /auth/reset-password/ 200: PasswordResetDone',
      ]),
    );
  });
});

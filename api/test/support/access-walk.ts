/**
 * What the route walks share (access-table.test.ts, openapi-fuzz.test.ts): the personas and their
 * accounts, the sample objects that fill path parameters, the list of operations (registered routes
 * and the OpenAPI document), and reading a status as an access outcome.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CRITERIA_KINDS } from 'shared-contracts';
import { type AccessEntry, type Outcome, type Persona, type SampleObject } from '../../src/security/access-table';
import { newConnector } from './fixtures';
import { multipart, png } from './multipart';
import { bearer, signIn } from './test-app';

/**
 * The demo account of each persona (docs/demo-data.md). CN1001 reports to RM2001; CN1005 is in the
 * other team (RM2002), so neither CN1005 nor RM2002's line can see CN1001's objects.
 */
export const PERSONA_ACCOUNTS: Readonly<Record<Exclude<Persona, 'anonymous'>, string>> = {
  connector_unverified: 'CN1002',
  connector: 'CN1001',
  other_connector: 'CN1005',
  rm: 'RM2001',
  admin: 'AD3001',
  director: 'DR4001',
};

/**
 * Routes that end the caller's sessions (logout; withdrawing consent ends every session of the user):
 * a walk calls them last, or every route after them would only see a refused token.
 */
// Logout last of all: it takes any token, even one a withdrawal has ended, and answers the same.
const SESSION_ENDING_URLS = ['/auth/profile/consent/withdraw/', '/auth/logout'];
const sessionEndingRank = (url: string) => SESSION_ENDING_URLS.indexOf(url) + 1;
/** `items` with the session-ending routes last, the rest in their order. */
export const sessionEndingLast = <T>(items: readonly T[], urlOf: (item: T) => string): T[] =>
  [...items].sort((a, b) => sessionEndingRank(urlOf(a)) - sessionEndingRank(urlOf(b)));

export type PersonaTokens = Readonly<Record<Persona, string | null>>;

/** Signs every persona in (anonymous has no token). */
export async function signInPersonas(app: FastifyInstance): Promise<PersonaTokens> {
  const tokens: Record<string, string | null> = { anonymous: null };
  for (const [persona, employeeId] of Object.entries(PERSONA_ACCOUNTS)) tokens[persona] = (await signIn(app, employeeId)).access;
  return tokens as PersonaTokens;
}

export const authHeaders = (token: string | null): Record<string, string> => (token ? bearer(token) : {});

export type Samples = Readonly<Record<SampleObject, string>>;

async function getJson(app: FastifyInstance, url: string, token: string | null): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers: authHeaders(token) });
  if (response.statusCode !== 200) throw new Error(`sample lookup GET ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.json();
}

function firstId(list: unknown, what: string): string {
  const rows = Array.isArray(list) ? list : ((list as { results?: unknown[] })?.results ?? []);
  const id = (rows[0] as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') throw new Error(`no sample ${what}: the demo seed has none`);
  return String(id);
}

/** A payout run of its own (the demo seed has none): every pending entry of one connector whose net is not negative. */
async function createPayoutRun(app: FastifyInstance, adminToken: string): Promise<string> {
  const pending = (await getJson(app, '/leads/payouts/pending/?page_size=100', adminToken)) as {
    results: { entries: { id: number }[]; net_total: number }[];
  };
  const group = pending.results.find((candidate) => candidate.entries.length > 0 && candidate.net_total >= 0);
  if (!group) throw new Error('no pending payout entries to make a sample payout run of');
  const response = await app.inject({
    method: 'POST',
    url: '/leads/payouts/runs/',
    headers: bearer(adminToken),
    payload: { transaction_ids: group.entries.map((entry) => entry.id), shown_entry_ids: group.entries.map((entry) => entry.id), reference: 'ACCESS-WALK-SAMPLE' },
  });
  if (response.statusCode !== 201) throw new Error(`sample payout run: ${response.statusCode} ${response.body}`);
  return String((response.json() as { id: number }).id);
}

/** An open correction request of the connector persona (the demo seed has none). */
async function createPrivacyRequest(app: FastifyInstance, connectorToken: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/profile/privacy-requests/',
    headers: bearer(connectorToken),
    payload: { kind: 'correction', details: 'My territory should be Pune East.' },
  });
  if (response.statusCode !== 201) throw new Error(`sample privacy request: ${response.statusCode} ${response.body}`);
  return String((response.json() as { id: number }).id);
}

/** A page uploaded to the connector persona's lead (the demo seed has none), to its first document open for pages. */
async function uploadSamplePage(app: FastifyInstance, connectorToken: string, leadId: string): Promise<string> {
  const documents = (await getJson(app, `/leads/leads/${leadId}/documents/`, connectorToken)) as { documents: { name: string; can_upload: boolean }[] };
  const document = documents.documents.find((candidate) => candidate.can_upload);
  if (!document) throw new Error(`the connector persona's lead ${leadId} has no document open for pages`);
  const body = multipart([{ field: 'file', filename: 'page.png', contentType: 'image/png', data: png() }], { document: document.name, upload_key: randomUUID() });
  const response = await app.inject({ method: 'POST', url: `/leads/leads/${leadId}/documents/pages/`, headers: { ...bearer(connectorToken), ...body.headers }, payload: body.payload });
  if (response.statusCode !== 201) throw new Error(`sample lead document page: ${response.statusCode} ${response.body}`);
  return String((response.json() as { page: { id: number } }).page.id);
}

/**
 * The objects the walks put in path parameters: the connector persona's own lead, notification and
 * KYC submission, catalogue rows, a payout run, and a spare connector to (de)activate.
 */
export async function loadSamples(app: FastifyInstance, tokens: PersonaTokens): Promise<Samples> {
  const { connector, admin } = tokens;
  if (!connector || !admin) throw new Error('the connector and admin personas must be signed in');
  const submissions = await getJson(app, `/channel_partner/kyc/submissions/?search=${PERSONA_ACCOUNTS.connector}&status=approved`, admin);
  const samples: Record<string, string> = {
    'connector.lead': firstId(await getJson(app, '/leads/leads/my-leads/', connector), "lead of the connector persona"),
    'connector.notification': firstId(await getJson(app, '/notifications/?page_size=1', connector), 'notification of the connector persona'),
    'connector.kyc-submission': firstId(submissions, 'KYC submission of the connector persona'),
    'connector.employee-id': PERSONA_ACCOUNTS.connector,
    'kyc-document-kind': 'aadhar_front',
    bank: firstId(await getJson(app, '/leads/banks/', admin), 'bank'),
    'bank-branch': firstId(await getJson(app, '/leads/bankbranches/', admin), 'bank branch'),
    'bank-loan': firstId(await getJson(app, '/leads/bankloans/', admin), 'bank loan'),
    spokesperson: firstId(await getJson(app, '/leads/spokespersons/', admin), 'spokesperson'),
    'payout-run': await createPayoutRun(app, admin),
    'statement-month': new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date()),
    'spare-employee-id': (await newConnector(app, 'verified')).employeeId,
    'connector.privacy-request': await createPrivacyRequest(app, connector),
  };
  samples['connector.lead-document-page'] = await uploadSamplePage(app, connector, samples['connector.lead'] as string);
  samples['connector.lead-document-page-spare'] = await uploadSamplePage(app, connector, samples['connector.lead'] as string);
  for (const kind of CRITERIA_KINDS) samples[`criteria:${kind}`] = firstId(await getJson(app, `/loan_eligibility/${kind}/`, admin), `${kind} row`);
  return samples as Samples;
}

export interface Operation {
  method: string;
  /** The route as Fastify declares it: `/leads/leads/:id/`. */
  url: string;
}

export const operationKey = (operation: Operation) => `${operation.method} ${operation.url}`;

/** The routes the walks cover: every registered route but OPTIONS, HEAD and the Swagger UI's own /docs routes. */
export function registeredOperations(app: FastifyInstance): Operation[] {
  const seen = new Set<string>();
  const operations: Operation[] = [];
  for (const route of app.routeAccess) {
    if (route.method === 'OPTIONS' || route.method === 'HEAD') continue;
    if (route.url === '/docs' || route.url.startsWith('/docs/')) continue;
    const operation = { method: route.method, url: route.url };
    if (seen.has(operationKey(operation))) continue;
    seen.add(operationKey(operation));
    operations.push(operation);
  }
  return operations;
}

/** An OpenAPI path (`/leads/leads/{id}/`) as Fastify declares it (`/leads/leads/:id/`). */
export const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/** The path parameters of a route pattern, in order. */
export const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);

/** The route with each path parameter replaced by its sample object (or the given override). */
export function concreteUrl(url: string, entry: AccessEntry, samples: Samples, override: Record<string, string> = {}): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    if (name in override) return override[name] as string;
    const sample = entry.params?.[name];
    if (!sample) throw new Error(`${url}: the access table names no sample object for :${name}`);
    return encodeURIComponent(samples[sample]);
  });
}

/** How a status reads against the table: an outcome, or something no row may declare. */
export type Observed = Outcome | 'rate_limited' | 'server_error' | `unexpected ${number}`;

export function outcomeOf(status: number): Observed {
  if (status >= 500) return 'server_error';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 200 && status < 300) return 'allowed';
  // The walk sends minimal input: 400, 405, 406, 409, 413, 415 and 422 are about the input or the state.
  if ([400, 405, 406, 409, 413, 415, 422].includes(status)) return 'allowed';
  return `unexpected ${status}`;
}

let listening: Promise<number> | null = null;
let listeningApp: FastifyInstance | null = null;

/**
 * The status of a long-lived answer (the Server-Sent Events stream): over real HTTP, since `inject`
 * waits for an end that never comes. The connection is dropped as soon as the status line is read.
 */
export async function streamStatus(app: FastifyInstance, url: string, token: string | null): Promise<number> {
  if (listeningApp !== app) {
    listeningApp = app;
    listening = app.listen({ port: 0, host: '127.0.0.1' }).then(() => (app.server.address() as AddressInfo).port);
  }
  const port = await (listening as Promise<number>);
  // node:http without keep-alive: the socket is destroyed as soon as the status line is in, so the
  // server sees the client go (and app.close() has no connection left to wait for).
  return new Promise<number>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: authHeaders(token), agent: false }, (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', (error) => reject(error));
  });
}

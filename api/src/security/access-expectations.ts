import type { CriteriaKind } from 'shared-contracts';

/**
 * The vocabulary of the declared access table (docs/security.md#the-access-table): who calls, what
 * they should get, and which object the walk puts in a path parameter. Each feature declares its
 * routes in its own `access-table.ts`; `access-table.ts` here collects them, and
 * `api/test/access-table.test.ts` checks every route against the table as every persona.
 *
 * This module imports no feature, so the feature tables can import it without a cycle.
 */

/** The callers the walk signs in as (test/support/access-walk.ts maps them to accounts). */
export const PERSONAS = ['anonymous', 'connector_unverified', 'connector', 'other_connector', 'rm', 'admin', 'director'] as const;
export type Persona = (typeof PERSONAS)[number];

/**
 * What a persona gets:
 *   'allowed'          past every access check: 2xx, or a 4xx about the (minimal) input or the object's state
 *                      (400, 405, 406, 409, 413, 415, 422), never 401, 403 or 404
 *   'unauthenticated'  401
 *   'forbidden'        403 (a role rule, the KYC gate, or an object-level refusal that says so)
 *   'not_found'        404: object-level ownership answered as "no such object", so ids cannot be probed
 */
export const OUTCOMES = ['allowed', 'unauthenticated', 'forbidden', 'not_found'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export type PersonaOutcomes = Readonly<Record<Persona, Outcome>>;

/**
 * A named object the walk fills a path parameter with. `connector.*` objects belong to the
 * "connector" persona, so another connector (and staff) show what object-level ownership answers.
 */
export type SampleObject =
  | 'connector.lead'
  | 'connector.notification'
  | 'connector.kyc-submission'
  | 'connector.employee-id'
  /** An open correction request of the connector persona's. */
  | 'connector.privacy-request'
  /** Pages of the connector persona's lead, uploaded by the walk: one to read, a spare to remove. */
  | 'connector.lead-document-page'
  | 'connector.lead-document-page-spare'
  | 'kyc-document-kind'
  | 'bank'
  | 'bank-branch'
  | 'bank-loan'
  | 'spokesperson'
  | 'payout-run'
  /** A month a statement can be asked for (the current one). */
  | 'statement-month'
  | 'spare-employee-id'
  | `criteria:${CriteriaKind}`;

export interface AccessEntry {
  /** The expected answer per persona. */
  expect: PersonaOutcomes;
  /** The sample object of each path parameter (every `:param` of the route needs one). */
  params?: Readonly<Record<string, SampleObject>>;
  /** A long-lived answer (Server-Sent Events): the walk reads only its status line, over real HTTP. */
  stream?: true;
  /** Why the row is what it is, when the presets do not say it. */
  why?: string;
}

/** `'METHOD /fastify/route/:pattern'` → its entry. */
export type AccessTable = Readonly<Record<string, AccessEntry>>;

const all = (outcome: Outcome): PersonaOutcomes =>
  Object.fromEntries(PERSONAS.map((persona) => [persona, outcome])) as Record<Persona, Outcome>;

/** `config: { access: 'public' }`: no token needed. */
export const PUBLIC: PersonaOutcomes = all('allowed');

/** `{ kyc: 'exempt' }`: any signed-in user, KYC verified or not. */
export const SIGNED_IN: PersonaOutcomes = { ...all('allowed'), anonymous: 'unauthenticated' };

/** The default rule (nothing declared): signed in with verified KYC (staff always are). */
export const KYC_VERIFIED: PersonaOutcomes = { ...SIGNED_IN, connector_unverified: 'forbidden' };

/** `{ roles: ['rm', 'admin', 'director'] }`: staff. */
export const STAFF: PersonaOutcomes = {
  ...KYC_VERIFIED,
  connector_unverified: 'forbidden',
  connector: 'forbidden',
  other_connector: 'forbidden',
};

/** `{ roles: ['admin', 'director'] }`: the back office. */
export const BACK_OFFICE: PersonaOutcomes = { ...STAFF, rm: 'forbidden' };

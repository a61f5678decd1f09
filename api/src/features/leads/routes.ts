import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BonusResponse,
  BranchChoices,
  BranchChoicesQuery,
  ErrorDetail,
  LeadCreateRequest,
  LeadDetail,
  LeadList,
  OpenLeadsByMobile,
  OpenLeadsByMobileQuery,
} from 'shared-contracts';
import type { StartUpReadPath } from 'shared-contracts';
import { languageOf } from '../../http/error-handler';
import { notFound } from '../../http/errors';
import { DbIdParam, dbId, errorResponses, sendJsonText } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { MONTH_PATTERN } from '../payouts/commission-statement';
import { localiseLedgerJson } from '../payouts/ledger-descriptions';
import { sendStatement } from '../payouts/statement-route';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, REPLAYED_HEADER } from './idempotency';
import { createLeadOnce } from './idempotent-lead-create';
import { createLead } from './lead-create';
import { leadBranchChoices } from './lead-branch-choices';
import { mayReadLead } from './lead-access';
import { bonusJson, loadLeadDetail, myLeadsJson, openLeadsByMobile } from './lead-queries';

const LEAD_NOT_FOUND = 'Lead not found.';

/**
 * Documents the optional header; its rules are checked by idempotencyKeyOf (400 on `Idempotency-Key`).
 * The bound is the server's own header size limit: it only keeps the schema bounded like every other.
 */
const LeadCreateHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.Optional(
    Type.String({ maxLength: 16_384, description: 'Makes retries safe: 1 to 200 printable ASCII characters, unique per lead the user means to create (docs/idempotency.md)' }),
  ),
});

export const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    '/leads/transactions/' satisfies StartUpReadPath,
    {
      schema: {
        tags: ['leads'],
        summary: "The signed-in user's bonus total and transactions (newest first)",
        response: { 200: BonusResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const json = await bonusJson(db, currentUser(request).id);
      return sendJsonText(reply, localiseLedgerJson(languageOf(request), json, (bonus: BonusResponse) => bonus.transactions));
    },
  );

  app.get(
    '/leads/statements/:month/',
    {
      schema: {
        tags: ['leads'],
        summary: "The signed-in user's commission statement of a month (PDF)",
        description:
          '`month` is like 2026-11 (India time), not in the future (400 on `month`). Opening balance, the month\'s commission, ' +
          'reversals, TDS and GST entries, payouts with date and reference, closing balance (docs/payout-taxes.md).',
        params: Type.Object({ month: Type.String({ pattern: MONTH_PATTERN, maxLength: 7 }) }),
        produces: ['application/pdf'],
        response: { 200: Type.String({ description: 'application/pdf (generated from the ledger, not a stored document)' }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendStatement(reply, db, config.payoutTax.companyName, currentUser(request).id, request.params.month),
  );

  app.get(
    '/leads/leads/my-leads/',
    {
      schema: {
        tags: ['leads'],
        summary: 'Leads the signed-in user referred or created (newest first)',
        response: { 200: LeadList, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendJsonText(reply, await myLeadsJson(db, currentUser(request).id)),
  );

  app.get(
    '/leads/leads/open-by-mobile/',
    {
      config: { rateLimits: [{ name: 'open-leads-by-mobile', per: 'user', rule: config.requestLimits.openLeadsByMobilePerUser }] },
      schema: {
        tags: ['leads'],
        summary: 'How many open leads a customer mobile already has (for the duplicate warning of Add Lead)',
        description:
          'Counts the leads of anyone with this customer mobile that are `processing` and were created in the last 90 days, and ' +
          'answers the latest creation time. Only the count: no other lead is revealed.',
        querystring: OpenLeadsByMobileQuery,
        response: { 200: OpenLeadsByMobile, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => openLeadsByMobile(db, request.query.customer_mobile),
  );

  app.get(
    '/leads/leads/branch-choices/',
    {
      schema: {
        tags: ['leads'],
        summary: "The bank branches a new lead may go to, best first, with the one the API would assign (the Add Lead dialog's Bank Branch)",
        description:
          "Every branch of the bank loan's bank, ranked by the evidence of where the customer is: the PIN code in `address` is the " +
          "branch's (\"Same pincode\"), or in the same PIN district, nearest first (\"Same PIN district\"); the branch's city is named " +
          'in `address` ("In Pune"); the referrer\'s cluster territory is named after the branch\'s city ("Serves your territory"). ' +
          'Branches without evidence follow, by city and name. `suggested` is the branch `POST /leads/leads/` assigns when no ' +
          '`bank_branch` is sent; null when nothing speaks for any branch (the lead then has none, N/A). The referrer is the caller; ' +
          'admin and director may name an active connector in `referred_by_employee_id` (anyone else only themselves: 400 on the ' +
          'field). An unknown bank loan answers 400 on `bank_loan` (docs/leads.md).',
        querystring: BranchChoicesQuery,
        response: { 200: BranchChoices, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => leadBranchChoices(db, currentUser(request), request.query),
  );

  app.get(
    '/leads/leads/:id/',
    {
      schema: {
        tags: ['leads'],
        summary: 'One lead with its documents checklist and status timeline (oldest first)',
        description:
          'A user reads the leads they referred or created; a relationship manager also those referred by the people below them in ' +
          'the reporting line; admin and director read every lead. Any other lead answers 404, as an unknown id does.',
        params: DbIdParam,
        response: { 200: LeadDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lead = await loadLeadDetail(db, dbId(request.params.id, LEAD_NOT_FOUND));
      if (!lead || !(await mayReadLead(db, user, lead))) throw notFound(LEAD_NOT_FOUND);
      return lead.detail;
    },
  );

  app.post(
    '/leads/leads/',
    {
      config: { rateLimits: [{ name: 'lead-create', per: 'user', rule: config.requestLimits.leadCreatePerUser }] },
      schema: {
        tags: ['leads'],
        summary: 'Add a lead (status processing; documents checklist from the bank loan, each Pending)',
        description:
          '`loan_type` is a bank loan id; `referred_by_employee_id` and `branch` must be the caller\'s own employee id and assigned ' +
          "territory (admin and director may add a lead for any active connector, with that connector's territory). The amount " +
          'must lie within the bank loan\'s bounds when it has any. `bank_branch` (optional) is the branch the connector chose: a ' +
          "branch of the bank loan's bank (else 400 on `bank_branch`), or null for none yet. Without it the lead gets the branch " +
          'GET /leads/leads/branch-choices/ suggests for the address and the referrer\'s territory, or none (docs/leads.md). ' +
          'Every problem answers 400 on its field.\n\n' +
          'With an `Idempotency-Key` header (1 to 200 printable ASCII characters, e.g. a UUID made when the form opens) a retry ' +
          'is safe: the first request creates the lead and stores its answer for 24 hours; a retry with the same key and the ' +
          'same body gets that answer (same status and body, header `Idempotent-Replayed: true`) and creates nothing; the same ' +
          'key with another body answers 422. Keys belong to the signed-in user. A malformed key answers 400 on ' +
          '`Idempotency-Key` (docs/idempotency.md).',
        headers: LeadCreateHeaders,
        body: LeadCreateRequest,
        response: {
          201: LeadDetail,
          ...errorResponses(400, 401, 403, 429),
          422: Type.Ref(ErrorDetail, { description: 'The Idempotency-Key was already used with a different body' }),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = idempotencyKeyOf(request.headers);
      if (key !== null) {
        const answer = await createLeadOnce(db, user, request.body, key);
        if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
        return reply.code(answer.status).send(answer.body);
      }
      const id = await createLead(db, user, request.body);
      const lead = await loadLeadDetail(db, id);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return reply.code(201).send(lead.detail);
    },
  );
};

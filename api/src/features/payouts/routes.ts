import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageQuery, PayoutRun, PayoutRunPage, PayoutRunRequest, PendingPayoutsPage, PendingPayoutsQuery, type Role } from 'shared-contracts';
import { notFound } from '../../http/errors';
import { pageRequest } from '../../http/paging';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { sendCsv, sendPageJson } from '../lead-management/sql-helpers';
import { createPayoutRun } from './payout-run';
import { loadPayoutRun, PAYOUT_RUN_EXPORT_COLUMNS, payoutRunCsv, payoutRunPage, pendingPayoutsPage } from './payout-queries';

const STAFF: readonly Role[] = ['admin', 'director'];
const RUN_NOT_FOUND = 'Payout run not found.';

/**
 * Payouts (docs/back-office-api.md): the unprocessed ledger entries of every connector, and payout
 * runs that mark a selection of them processed under one payment reference. Admin and director only.
 */
export const payoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['payouts'];
  const config = { access: { roles: STAFF } };

  app.get(
    '/leads/payouts/pending/',
    {
      config,
      schema: {
        tags,
        summary: 'Unprocessed ledger entries grouped by connector (connectors by employee id, entries oldest first)',
        description:
          '`search` matches the employee id (starts with) or name (contains) of the connector. Pages count connectors; `totals` ' +
          'cover every matching connector (not only the page). `net_total` = credits − debits.',
        querystring: PendingPayoutsQuery,
        response: { 200: PendingPayoutsPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const paging = pageRequest(request.query);
      const page = await pendingPayoutsPage(db, request.query.search, paging);
      return sendPageJson(request, reply, paging, page.count, page.results, page.length, { totals: page.totals });
    },
  );

  app.post(
    '/leads/payouts/runs/',
    {
      config,
      schema: {
        tags,
        summary: 'Pay out a selection of unprocessed entries under one payment reference',
        description:
          'Every id must be an unprocessed ledger entry (else 400 on `transaction_ids` listing the others) and no connector\'s ' +
          'selection may net below zero (400 on `transaction_ids` naming the connector). `reference` (e.g. the bank transfer id) ' +
          'is unique (400 on `reference`). The entries become processed, with the run and the time. Two runs over the same ' +
          'entries at once: one succeeds, the other answers 400.',
        body: PayoutRunRequest,
        response: { 201: PayoutRun, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const id = await createPayoutRun(db, currentUser(request), request.body);
      const run = await loadPayoutRun(db, id);
      if (!run) throw notFound(RUN_NOT_FOUND);
      return reply.code(201).send(run);
    },
  );

  app.get(
    '/leads/payouts/runs/',
    {
      config,
      schema: {
        tags,
        summary: 'Payout runs, newest first',
        querystring: Type.Object(PageQuery),
        response: { 200: PayoutRunPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const paging = pageRequest(request.query);
      const page = await payoutRunPage(db, paging);
      return sendPageJson(request, reply, paging, page.count, page.results, page.length);
    },
  );

  app.get(
    '/leads/payouts/runs/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'One payout run with its entries by connector',
        params: DbIdParam,
        response: { 200: PayoutRun, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const run = await loadPayoutRun(db, dbId(request.params.id, RUN_NOT_FOUND));
      if (!run) throw notFound(RUN_NOT_FOUND);
      return run;
    },
  );

  app.get(
    '/leads/payouts/runs/:id/export/',
    {
      config,
      schema: {
        tags,
        summary: "A payout run's entries as a CSV file",
        description:
          `Columns: ${PAYOUT_RUN_EXPORT_COLUMNS.join(', ')} (debits negative). By connector, then oldest first; times in India ` +
          "time; UTF-8 with a byte-order mark, text cells quoted, a cell starting with = + - @ gets a leading '.",
        params: DbIdParam,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = dbId(request.params.id, RUN_NOT_FOUND);
      const run = await payoutRunCsv(db, id);
      if (!run) throw notFound(RUN_NOT_FOUND);
      return sendCsv(reply, `payout-run-${id}.csv`, run.csv);
    },
  );
};

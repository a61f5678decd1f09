import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { type ConnectorPayouts, PageQuery, PayoutRun, PayoutRunPage, PayoutRunRequest, PendingPayoutsPage, PendingPayoutsQuery, type Role } from 'shared-contracts';
import { languageOf } from '../../http/error-handler';
import { notFound } from '../../http/errors';
import { pageRequest } from '../../http/paging';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { findEmployeeIdByRef } from '../employees/employee-queries';
import { sendCsv, sendPageJson } from '../lead-management/sql-helpers';
import { localiseLedgerEntries, localiseLedgerJson } from './ledger-descriptions';
import { createPayoutRun } from './payout-run';
import { loadPayoutRun, PAYOUT_RUN_EXPORT_COLUMNS, payoutRunCsv, payoutRunPage, pendingPayoutsPage } from './payout-queries';
import { PAYOUT_TRANSFER_COLUMNS, payoutTransfersCsv } from './payout-transfers';
import { MONTH_PATTERN } from './commission-statement';
import { sendStatement } from './statement-route';
import { QUARTER_PATTERN, TDS_REPORT_COLUMNS, tdsReportCsv } from './tds-report';

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
      const results = localiseLedgerJson(languageOf(request), page.results, (connectors: ConnectorPayouts[]) => connectors.flatMap((connector) => connector.entries));
      return sendPageJson(request, reply, paging, page.count, results, page.length, { totals: page.totals });
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
          'is unique (400 on `reference`). `shown_entry_ids` lists every unprocessed entry of the chosen connectors as the ' +
          'reviewer\'s list showed them (400 on it when a chosen id is not among them): when such a connector has an unprocessed ' +
          'entry that is not listed (a reversal after the list was loaded), the answer is 409 with `detail` and the `connectors`\' ' +
          'employee ids, and nothing is paid. The entries become processed, with the run and the time. Two runs over the same ' +
          'entries at once: one succeeds, the other answers 400.',
        body: PayoutRunRequest,
        response: { 201: PayoutRun, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const id = await createPayoutRun(db, currentUser(request), request.body);
      const run = await loadPayoutRun(db, id);
      if (!run) throw notFound(RUN_NOT_FOUND);
      localiseLedgerEntries(languageOf(request), run.connectors.flatMap((connector) => connector.entries));
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
      localiseLedgerEntries(languageOf(request), run.connectors.flatMap((connector) => connector.entries));
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

  app.get(
    '/leads/payouts/runs/:id/transfers/',
    {
      config,
      schema: {
        tags,
        summary: "A payout run's bank transfer file (CSV): one line per connector with the account paid into",
        description:
          `Columns: ${PAYOUT_TRANSFER_COLUMNS.join(', ')}. The account is the verified one on file when the run was made. ` +
          'The only answer with account numbers in full: each one read is in the document access log (purpose `export`).',
        params: DbIdParam,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = dbId(request.params.id, RUN_NOT_FOUND);
      const file = await payoutTransfersCsv(db, app.vault, currentUser(request), request.ip, id);
      if (!file) throw notFound(RUN_NOT_FOUND);
      return sendCsv(reply, `payout-run-${id}-transfers.csv`, file.csv);
    },
  );

  app.get(
    '/leads/payouts/statements/:id/:month/',
    {
      config,
      schema: {
        tags,
        summary: "A connector's commission statement of a month (PDF), for the back office",
        description: '`id` is an employee id such as CN1001 (or the numeric id); `month` is like 2026-11 (India time), not in the future.',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), month: Type.String({ pattern: MONTH_PATTERN, maxLength: 7 }) }),
        produces: ['application/pdf'],
        response: { 200: Type.String({ description: 'application/pdf (generated from the ledger, not a stored document)' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = await findEmployeeIdByRef(db, request.params.id);
      if (id === null) throw notFound('Employee not found.');
      return sendStatement(reply, app.db, app.config.payoutTax.companyName, id, request.params.month);
    },
  );

  app.get(
    '/leads/payouts/tds-report/',
    {
      config,
      schema: {
        tags,
        summary: 'TDS on commission of a quarter, per deductee (CSV shaped for Form 26Q)',
        description:
          `\`quarter\` is like 2026-Q3 (the financial year 2026-27's October to December). Columns: ${TDS_REPORT_COLUMNS.join(', ')}. ` +
          'One line per deductee and rate, net of TDS given back in the quarter (docs/payout-taxes.md).',
        querystring: Type.Object({ quarter: Type.String({ pattern: QUARTER_PATTERN, maxLength: 7 }) }),
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const report = await tdsReportCsv(db, app.config.payoutTax, request.query.quarter);
      return sendCsv(reply, report.filename, report.csv);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BranchChoices,
  LeadBranchChangeRequest,
  LeadBranchConflict,
  LeadDocumentsRequest,
  LeadStatusChangeRequest,
  LeadStatusConflict,
  ManagedLeadDetail,
  ManagedLeadPage,
  ManagedLeadQuery,
  MAX_IDLE_DAYS,
  MIN_IDLE_DAYS,
  type Role,
} from 'shared-contracts';
import { notFound } from '../../http/errors';
import { pageRequest } from '../../http/paging';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { changeLeadBranch, managedLeadBranchChoices } from './lead-branch';
import { changeLeadStatus, LEAD_NOT_FOUND, updateLeadDocuments } from './lead-pipeline';
import { EXPORT_MAX_ROWS, LEAD_EXPORT_COLUMNS, loadManagedLead, managedLeadCsv, managedLeadFilter, managedLeadPage } from './managed-lead-queries';
import { indiaToday, sendCsv, sendPageJson } from './sql-helpers';

const READERS: readonly Role[] = ['admin', 'director', 'rm'];
const EDITORS: readonly Role[] = ['admin', 'director'];

const FILTERS_DESCRIPTION =
  'Filters: `status`; `connector` (the referrer\'s employee id, any case; an unknown id gives an empty list); `bank` (bank id); ' +
  '`loan_type` (loan type id, not bank loan); `created_from` / `created_to` (calendar days in India time, inclusive; a start ' +
  'after the end answers 400 on `created_to`); `territory` (territory id: the lead\'s territory, the referrer\'s when it was created); ' +
  `\`idle_days\` (${MIN_IDLE_DAYS}–${MAX_IDLE_DAYS}: processing leads with no timeline entry, i.e. status change, document state change or branch move, ` +
  'else their creation, for at least that many 24-hour days: the dashboards\' idle leads); `changed_from` / `changed_to` (calendar ' +
  "days in India time, inclusive: the day the lead's current status was set, i.e. its last status change or, if it never moved, its " +
  'creation; with `status=approved` the approvals of those days as the dashboards count them; a start after the end answers 400 on ' +
  '`changed_to`); `search` (customer name contains, any case, or customer mobile starts with). ' +
  '`ordering`: `-created_at` (default), `created_at`, `-loan_amount`, `loan_amount`, `-updated_at`. Admin and director see every ' +
  'lead; a relationship manager sees the leads referred by the people below them in the reporting line.';

/**
 * The back office's lead pipeline (docs/back-office-api.md): the list of leads with filters, its CSV
 * export, one lead with its payout ledger, status changes along the state machine, the documents
 * checklist, and the lead's bank branch. Admin and director read and change every lead; an rm reads their team's leads only.
 */
export const leadManagementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['lead management'];

  app.get(
    '/leads/manage/leads/',
    {
      config: { access: { roles: READERS } },
      schema: {
        tags,
        summary: 'Leads for the back office, filtered and paged (newest first by default)',
        description: `${FILTERS_DESCRIPTION} \`payout_amount\` = loan amount × the bank loan's connector payout % (to the paisa).`,
        querystring: ManagedLeadQuery,
        response: { 200: ManagedLeadPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const filter = managedLeadFilter(currentUser(request), request.query, app.clock.now());
      const paging = pageRequest(request.query);
      const page = await managedLeadPage(db, filter, paging);
      return sendPageJson(request, reply, paging, page.count, page.results, page.length);
    },
  );

  app.get(
    '/leads/manage/leads/export/',
    {
      config: { access: { roles: READERS } },
      schema: {
        tags,
        summary: 'The filtered leads as a CSV file (no paging, at most 100,000 rows)',
        description:
          `${FILTERS_DESCRIPTION} Columns: ${LEAD_EXPORT_COLUMNS.join(', ')}. UTF-8 with a byte-order mark, CRLF line ends, text ` +
          "cells quoted (RFC 4180); a cell starting with = + - @ gets a leading ' so spreadsheets do not run it as a formula. " +
          `Times in India time. At most ${EXPORT_MAX_ROWS.toLocaleString('en-IN')} rows, in the list's order.`,
        querystring: Type.Omit(ManagedLeadQuery, ['page', 'page_size']),
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const filter = managedLeadFilter(currentUser(request), request.query, app.clock.now());
      return sendCsv(reply, `leads-${indiaToday()}.csv`, await managedLeadCsv(db, filter));
    },
  );

  app.get(
    '/leads/manage/leads/:id/',
    {
      config: { access: { roles: READERS } },
      schema: {
        tags,
        summary: 'One lead with its payout terms, payout ledger and the moves the caller may make',
        description:
          'The lead detail plus `bank_id`, `connectors_payout` (the bank loan\'s current %), `payout_amount`, `ledger` (the ' +
          "lead's payout-cycle entries, oldest first, with the payout run's reference once paid), `allowed_transitions` and " +
          '`can_edit` (empty and false for a relationship manager). An rm gets 404 for a lead outside their team, as for an unknown id.',
        params: DbIdParam,
        response: { 200: ManagedLeadDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const lead = await loadManagedLead(db, currentUser(request), dbId(request.params.id, LEAD_NOT_FOUND));
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return lead;
    },
  );

  app.post(
    '/leads/manage/leads/:id/status/',
    {
      config: { access: { roles: EDITORS } },
      schema: {
        tags,
        summary: "Change a lead's status (approve, reject, reverse an approval, reopen)",
        description:
          'processing → approved | rejected; approved → rejected (a reversal: the payout is debited); rejected → processing (reopen). ' +
          '`from_status` is the status the reviewer saw: when the lead is no longer in it (two staff deciding at once: one wins), ' +
          'the answer is 409 with `detail` and the lead\'s current `status`, and nothing changes. Any other move answers 400 on ' +
          '`status`; the status the lead already has answers 409. `remark` is trimmed, 3–1000 characters. An approval credits the referrer loan amount × the bank loan\'s ' +
          'connector payout % at that moment (none when there is no referrer or the payout is 0); a reversal debits that credit. ' +
          'The referrer gets a `lead_status` notification. Answers the updated lead.',
        params: DbIdParam,
        body: LeadStatusChangeRequest,
        response: { 200: ManagedLeadDetail, ...errorResponses(400, 401, 403, 404), 409: LeadStatusConflict },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const leadId = dbId(request.params.id, LEAD_NOT_FOUND);
      await changeLeadStatus(db, app.config.payoutTax, user, leadId, request.body);
      const lead = await loadManagedLead(db, user, leadId);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return lead;
    },
  );

  app.get(
    '/leads/manage/leads/:id/branch-choices/',
    {
      config: { access: { roles: EDITORS } },
      schema: {
        tags,
        summary: "The branches of the lead's bank, best first for the lead's address and territory (to move the lead)",
        description:
          'Every branch of the bank, ranked as GET /leads/leads/branch-choices/ ranks them, for the customer address and the ' +
          'territory the lead was created in; `suggested` is the branch the rule would assign today (docs/leads.md).',
        params: DbIdParam,
        response: { 200: BranchChoices, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const choices = await managedLeadBranchChoices(db, dbId(request.params.id, LEAD_NOT_FOUND));
      if (!choices) throw notFound(LEAD_NOT_FOUND);
      return choices;
    },
  );

  app.post(
    '/leads/manage/leads/:id/branch/',
    {
      config: { access: { roles: EDITORS } },
      schema: {
        tags,
        summary: 'Move a lead to another branch of its bank, or leave it without one',
        description:
          "`bank_branch` is a branch of the lead's bank (else 400 on `bank_branch`), or null for none (shown as N/A); the " +
          'branch the lead already has answers 400 on `bank_branch`. `from_bank_branch` is the branch id the reviewer saw (null: ' +
          'none): when the lead has another one by now, the answer is 409 with `detail` and the lead\'s current `bank_branch`, and ' +
          'nothing changes. `remark` (optional, up to 1000 characters) is shown in the timeline. One timeline event ' +
          '(`event` "branch", `bank_branch_change` with the names before and after) and one audit entry. Answers the updated lead.',
        params: DbIdParam,
        body: LeadBranchChangeRequest,
        response: { 200: ManagedLeadDetail, ...errorResponses(400, 401, 403, 404), 409: LeadBranchConflict },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const leadId = dbId(request.params.id, LEAD_NOT_FOUND);
      await changeLeadBranch(db, user, leadId, request.body);
      const lead = await loadManagedLead(db, user, leadId);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return lead;
    },
  );

  app.patch(
    '/leads/manage/leads/:id/documents/',
    {
      config: { access: { roles: EDITORS } },
      schema: {
        tags,
        summary: "Set the state of some of a lead's checklist documents (Pending, Submitted, Verified)",
        description:
          "Every name must be in the lead's checklist (400 on `documents` naming the others). Only real changes are written: " +
          'one timeline event for the save (`event` "document", `documents` listing every changed document) and one audit entry. ' +
          'Answers the updated lead.',
        params: DbIdParam,
        body: LeadDocumentsRequest,
        response: { 200: ManagedLeadDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const leadId = dbId(request.params.id, LEAD_NOT_FOUND);
      await updateLeadDocuments(db, user, leadId, request.body);
      const lead = await loadManagedLead(db, user, leadId);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return lead;
    },
  );
};

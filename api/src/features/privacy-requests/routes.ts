import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BACK_OFFICE_ROLES,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PrivacyRequest,
  PrivacyRequestAdmin,
  PrivacyRequestComplete,
  PrivacyRequestCreate,
  PrivacyRequestDecline,
  PrivacyRequestList,
  PrivacyRequestPage,
  PrivacyRequestQuery,
} from 'shared-contracts';
import { pageRequest, pageResponse } from '../../http/paging';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { logSecurityEvent } from '../../security/security-log';
import { currentUser } from '../auth/authenticate';
import { ANSWER_WITHIN_DAYS, REQUEST_NOT_FOUND, cancelOwnRequest, completeRequest, createPrivacyRequest, declineRequest, listOwnRequests, listRequests } from './privacy-requests';

/** The DPDP rights to correction and erasure (docs/privacy.md#correction-and-erasure). */
export const privacyRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const settings = config.vault;
  // A person's rights do not wait for KYC or consent (as "Download my data").
  const own = { access: { kyc: 'exempt' as const, consent: 'exempt' as const } };
  const backOffice = { access: { roles: BACK_OFFICE_ROLES } };

  app.post(
    '/auth/profile/privacy-requests/',
    {
      config: { ...own, rateLimits: [{ name: 'privacy-request', per: 'user', rule: config.requestLimits.privacyRequestPerUser }] },
      schema: {
        tags: ['auth'],
        summary: 'Ask the back office to correct or erase my data',
        description:
          '`kind` is `correction` (say what is wrong and what it should be) or `erasure`; `details` 3–1000 characters. ' +
          'At most one open request of each kind (409). The user gets a notification confirming it (for an erasure: what will ' +
          `be erased, what the law makes the lender keep and for how long); the back office is notified and answers within ${ANSWER_WITHIN_DAYS} days. ` +
          `At most ${config.requestLimits.privacyRequestPerUser.max} requests an hour (429). KYC-exempt.`,
        body: PrivacyRequestCreate,
        response: { 201: PrivacyRequest, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await createPrivacyRequest(db, currentUser(request), request.body.kind, request.body.details, settings);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/auth/profile/privacy-requests/',
    {
      config: own,
      schema: {
        tags: ['auth'],
        summary: 'My correction and erasure requests, newest first, with their outcome',
        description: '`resolution` is what was corrected (completed) or why not (declined). The latest 100.',
        response: { 200: PrivacyRequestList, ...errorResponses(401) },
      },
    },
    async (request) => ({ results: await listOwnRequests(db, currentUser(request)) }),
  );

  app.post(
    '/auth/profile/privacy-requests/:id/cancel/',
    {
      config: own,
      schema: {
        tags: ['auth'],
        summary: 'Cancel one of my open requests',
        description: "Another person's request answers 404; one already handled 409.",
        params: DbIdParam,
        response: { 200: PrivacyRequest, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => cancelOwnRequest(db, currentUser(request), dbId(request.params.id, REQUEST_NOT_FOUND)),
  );

  app.get(
    '/people/privacy-requests/',
    {
      config: backOffice,
      schema: {
        tags: ['people'],
        summary: 'Correction and erasure requests (admin/director): open ones first, oldest first',
        description:
          '`status` filters (open, completed, declined, cancelled); `open` counts the open ones whatever the filter. An open erasure ' +
          'carries `erasure`: what completing it would do now (the anonymised name, documents deleted, notifications deleted, and ' +
          'each record held with its reason and end date); a completed one what it held. ' +
          `\`page_size\` is 1–${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
        querystring: PrivacyRequestQuery,
        response: { 200: PrivacyRequestPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const paging = pageRequest(request.query);
      const { count, open, results } = await listRequests(db, { status: request.query.status, limit: paging.pageSize, offset: paging.offset }, settings, app.clock.now());
      return pageResponse(request, paging, count, results, { open });
    },
  );

  app.post(
    '/people/privacy-requests/:id/complete/',
    {
      config: backOffice,
      schema: {
        tags: ['people'],
        summary: 'Complete a request (admin/director): a correction made, or the erasure carried out',
        description:
          'A correction: make it first with the People screens, then complete it with a `note` of what changed; the person is notified. ' +
          'An erasure, in one transaction: the name becomes "Erased user <employee id>", e-mail and mobile are cleared, the account is ' +
          'deactivated with a password nothing matches, every session ends, their notifications are deleted and others\' name them ' +
          'by the anonymised name, KYC images not held are deleted, contact details in the audit log are replaced; the records the law ' +
          'keeps (verified KYC images, ledger, audit log, document access log) are marked as held with the reason and end date ' +
          '(`erasure.holds`). Audit entries `privacy_request.completed`, `employee.erased`. Nobody handles their own request (403); ' +
          'an unknown id 404; a handled one 409.',
        params: DbIdParam,
        body: PrivacyRequestComplete,
        response: { 200: PrivacyRequestAdmin, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { request: completed, erasure } = await completeRequest(db, actor, dbId(request.params.id, REQUEST_NOT_FOUND), request.body.note, settings, app.clock.now());
      if (erasure) {
        // The vault's folder-store files of the deleted images go once the rows are gone for good.
        await app.vault.chunks.removed(erasure.deleteNow);
        logSecurityEvent(request, 'employee_erased', { employeeId: actor.employeeId, erasedEmployeeId: completed.person.employee_id, sessionsEnded: erasure.sessionsEnded });
      }
      return completed;
    },
  );

  app.post(
    '/people/privacy-requests/:id/decline/',
    {
      config: backOffice,
      schema: {
        tags: ['people'],
        summary: 'Decline a request with a reason (admin/director); the person is notified with it',
        description: 'Audit entry `privacy_request.declined`. Nobody handles their own request (403); an unknown id 404; a handled one 409.',
        params: DbIdParam,
        body: PrivacyRequestDecline,
        response: { 200: PrivacyRequestAdmin, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      declineRequest(db, currentUser(request), dbId(request.params.id, REQUEST_NOT_FOUND), request.body.reason, settings, app.clock.now()),
  );
};

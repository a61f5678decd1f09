import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsentRequest, ConsentState, ConsentWithdrawal, PrivacyNotice } from 'shared-contracts';
import { languageOf } from '../../http/error-handler';
import { errorResponses } from '../../http/schemas';
import { localise } from '../../i18n';
import { logSecurityEvent } from '../../security/security-log';
import { currentUser } from '../auth/authenticate';
import { WITHDRAWAL_DETAIL, consentState, giveConsent, withdrawConsent } from './consent-service';

/**
 * Notice and consent (docs/privacy.md): the notice is public (the login page and the notice screen
 * read it); a signed-in user reaches nothing else of the portal until they have agreed to its current
 * version (security/route-access.ts), and may withdraw from their profile.
 */
export const consentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, privacyNotice, privacyNotices } = app;
  // Reachable before consent: these are how a user gives it, sees it, or takes it back.
  const beforeConsent = { access: { kyc: 'exempt', consent: 'exempt' } } as const;

  app.get(
    '/auth/privacy-notice/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        summary: 'The privacy notice users consent to, in the reader\'s language, with the grievance officer\'s contact',
        description:
          'Set per deployment (PRIVACY_NOTICE_FILE, PRIVACY_NOTICE_FILE_HI, GRIEVANCE_OFFICER_NAME, _EMAIL, _PHONE); a new `version` asks every user to consent again. ' +
          'In Hindi when `Accept-Language` prefers Hindi (the portal\'s pages send their own language) and the deployment wrote it in Hindi; `language` says which.',
        response: { 200: PrivacyNotice },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language').send(privacyNotices.in(languageOf(request))),
  );

  app.get(
    '/auth/profile/consent/',
    {
      config: beforeConsent,
      schema: {
        tags: ['privacy'],
        summary: "The signed-in user's consent to the current notice, their consent history (newest first) and the grievance officer",
        response: { 200: ConsentState, ...errorResponses(401) },
      },
    },
    async (request) => consentState(db, currentUser(request).id, privacyNotice),
  );

  app.post(
    '/auth/profile/consent/',
    {
      config: beforeConsent,
      schema: {
        tags: ['privacy'],
        summary: 'Agree to the privacy notice',
        description:
          '`notice_version` is the version the user read: 409 when the notice has changed since (they read the new one). An append-only ' +
          'record keeps the version, the time and the address; agreeing again to the version already agreed to records nothing.',
        body: ConsentRequest,
        response: { 200: ConsentState, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await giveConsent(db, user.id, request.body.notice_version, privacyNotice.version, request.ip);
      return consentState(db, user.id, privacyNotice);
    },
  );

  app.post(
    '/auth/profile/consent/withdraw/',
    {
      config: beforeConsent,
      schema: {
        tags: ['privacy'],
        summary: 'Withdraw consent: every session of the user ends, and the portal is closed to them until they agree again',
        description:
          'Recorded (append-only) with the notice version and time, and in the audit log; answers what follows and how many sessions ended. ' +
          'Records the law requires stay (docs/privacy.md).',
        response: { 200: ConsentWithdrawal, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ended = await withdrawConsent(db, user.id, privacyNotice.version, request.ip);
      logSecurityEvent(request, 'consent_withdrawn', { employeeId: user.employeeId, sessionsEnded: ended });
      return { detail: localise(user.profile.language, WITHDRAWAL_DETAIL), sessions_ended: ended };
    },
  );
};

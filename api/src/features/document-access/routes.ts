import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentAccessPage, DocumentAccessQuery, DocumentViewPage } from 'shared-contracts';
import { notFound } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/paging';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { submissionOwner } from '../kyc/kyc-service';
import { submissionAccessLog, viewsOfDocumentsAbout } from './access-log';

/** Who read which document: the director's view of a submission, and a person's view of their own (docs/api.md#document-access). */
export const documentAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/channel_partner/kyc/submissions/:id/access-log/',
    {
      config: { access: { roles: ['director'] } },
      schema: {
        tags: ['kyc review'],
        summary: "Every read of a KYC submission's images, newest first (director)",
        description:
          'From the append-only document access log: which image, who (null when the account is gone), their role then, why ' +
          '(`review`, `re-review`, `owner`, `export`, `masking`), from which address, when. Kept at least a year. 404 for an unknown submission.',
        params: DbIdParam,
        querystring: DocumentAccessQuery,
        response: { 200: DocumentAccessPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = dbId(request.params.id, 'KYC submission not found.');
      if ((await submissionOwner(db, id)) === null) throw notFound('KYC submission not found.');
      const paging = pageRequest(request.query);
      const { count, results } = await submissionAccessLog(db, id, paging.pageSize, paging.offset);
      return pageResponse(request, paging, count, results);
    },
  );

  app.get(
    '/auth/profile/document-views/',
    {
      config: { access: { kyc: 'exempt' } },
      schema: {
        tags: ['auth'],
        summary: "Who has viewed the signed-in user's documents, newest first",
        description:
          "Reads of the user's documents by anyone else (their own are left out): which document, the reader's name and role, " +
          'why and when, never their address.',
        querystring: DocumentAccessQuery,
        response: { 200: DocumentViewPage, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const paging = pageRequest(request.query);
      const { count, results } = await viewsOfDocumentsAbout(db, currentUser(request).id, paging.pageSize, paging.offset);
      return pageResponse(request, paging, count, results);
    },
  );
};

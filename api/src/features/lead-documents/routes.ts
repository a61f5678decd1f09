import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LeadDocument, LeadDocumentDecisionRequest, LeadDocumentsResponse, LeadDocumentUploadResponse, NumericIdText, StringEnum, type Role } from 'shared-contracts';
import { notFound } from '../../http/errors';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { logSecurityEvent } from '../../security/security-log';
import { currentUser } from '../auth/authenticate';
import { MaskingQueue } from '../kyc/aadhaar-mask';
import { VaultObjectMissing, VaultObjectUnreadable } from '../vault/vault';
import {
  answerStoredUpload,
  assertLeadOwner,
  decideDocument,
  LEAD_NOT_FOUND,
  listLeadDocuments,
  prepareUpload,
  readablePage,
  removePage,
  storePage,
  type LeadDocumentsScope,
} from './lead-documents';
import { receivePage } from './receive-page';

const READERS: readonly Role[] = ['admin', 'director', 'rm'];
const DECIDERS: readonly Role[] = ['admin', 'director'];
const PAGE_VARIANTS = ['original', 'thumbnail'] as const;

const PageParams = Type.Intersect([DbIdParam, Type.Object({ pageId: NumericIdText({ description: 'Page id' }) })]);
const PageQuery = Type.Object({ variant: Type.Optional(StringEnum(PAGE_VARIANTS, { description: '`thumbnail`: a small JPEG (images only)' })) });

const PAGE_CONTENT = {
  description: 'The page: the file as uploaded, or its thumbnail',
  content: Object.fromEntries(['image/jpeg', 'image/png', 'application/pdf'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
};

/**
 * A lead's documents (docs/lead-documents.md): the connector's side under /leads/leads/{id}/documents/
 * (list, upload a page, remove one, read one), the back office's under /leads/manage/leads/{id}/documents/
 * (list, read, decide). Every read of a page's bytes is in the document access log.
 */
export const leadDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, vault, config } = app;
  const tags = ['lead documents'];
  // Thumbnails decode whole images in libuv's pool, which password hashing shares: a few at a time per replica.
  const imageQueue = new MaskingQueue(1, 8);

  async function sendPage(request: FastifyRequest, reply: FastifyReply, scope: LeadDocumentsScope, leadId: number, pageId: number, variant: 'original' | 'thumbnail') {
    const user = currentUser(request);
    const { page, subjectId, purpose } = await readablePage(db, user, leadId, pageId, scope);
    const objectId = variant === 'thumbnail' ? page.thumbnail_object_id : page.vault_object_id;
    if (!objectId) throw notFound(variant === 'thumbnail' ? 'This page has no thumbnail.' : 'Page not found.');
    let bytes: Buffer;
    try {
      bytes = await vault.read(objectId, {
        viewerId: user.id,
        viewerRole: user.role,
        subjectId,
        recordType: 'lead_document',
        recordId: page.id,
        documentKind: variant === 'thumbnail' ? 'thumbnail' : 'page',
        purpose,
        address: request.ip,
      });
    } catch (error) {
      if (error instanceof VaultObjectMissing) throw notFound('Page not found.');
      if (error instanceof VaultObjectUnreadable) {
        logSecurityEvent(request, 'document_unreadable', { employeeId: user.employeeId, leadId, page: page.id, reason: error.reason });
        throw notFound('This document cannot be shown: it failed its integrity check and has been reported.');
      }
      throw error;
    }
    const contentType = variant === 'thumbnail' ? 'image/jpeg' : page.content_type;
    return reply
      .header('content-type', contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="page-${page.id}${variant === 'thumbnail' ? '-thumbnail' : ''}.${contentType.split('/')[1] === 'jpeg' ? 'jpg' : contentType.split('/')[1]}"`)
      .send(bytes);
  }

  app.get(
    '/leads/leads/:id/documents/',
    {
      schema: {
        tags,
        summary: "A lead's checklist documents with their pages (the lead's referrer or creator; their rm and the back office read)",
        params: DbIdParam,
        response: { 200: LeadDocumentsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listLeadDocuments(db, currentUser(request), dbId(request.params.id, LEAD_NOT_FOUND), 'own'),
  );

  app.post(
    '/leads/leads/:id/documents/pages/',
    {
      config: { rateLimits: [{ name: 'lead-document-upload', per: 'user', rule: config.requestLimits.leadDocumentUploadPerUser }] },
      schema: {
        tags,
        summary: "Upload one page (JPEG, PNG or PDF) of a lead's checklist document (its referrer or creator)",
        description:
          'multipart/form-data: the fields `document` and `upload_key` (chosen by the client once per file; a retry with the same key ' +
          'answers 200 with the page already stored), then the file `file`, at most 10 MB. The lead\'s pages may total 50 MB and a ' +
          "document 40 pages. Images are checked on their first bytes, declared pixels (40 megapixels) and by decoding; PDFs are refused " +
          'with JavaScript, launch actions, embedded files, rich media or a password (400 on `file`). A Verified document, or a lead no ' +
          'longer processing, gets 409.',
        params: DbIdParam,
        response: { 200: LeadDocumentUploadResponse, 201: LeadDocumentUploadResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const leadId = dbId(request.params.id, LEAD_NOT_FOUND);
      await assertLeadOwner(db, user, leadId);
      const received = await receivePage(request, (fields) => prepareUpload(db, user, leadId, fields), imageQueue);
      if ('stopped' in received) return reply.code(200).send(await answerStoredUpload(db, user, leadId, received.stopped.uploadKey));
      const { created, body } = await storePage(db, vault, user, leadId, received);
      return reply.code(created ? 201 : 200).send(body);
    },
  );

  app.delete(
    '/leads/leads/:id/documents/pages/:pageId/',
    {
      schema: {
        tags,
        summary: 'Remove a page before its document is decided (the person who uploaded it)',
        params: PageParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removePage(db, vault, currentUser(request), dbId(request.params.id, LEAD_NOT_FOUND), dbId(request.params.pageId, 'Page not found.'));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/leads/manage/leads/:id/documents/',
    {
      config: { access: { roles: READERS } },
      schema: {
        tags,
        summary: "A lead's checklist documents with their pages, for review (admin, director; an rm their team's, read-only)",
        params: DbIdParam,
        response: { 200: LeadDocumentsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listLeadDocuments(db, currentUser(request), dbId(request.params.id, LEAD_NOT_FOUND), 'managed'),
  );

  // A page's bytes, from either side: the connector's (purpose `owner` for its referrer) and the back office's.
  for (const [scope, url, summary, access] of [
    ['own', '/leads/leads/:id/documents/pages/:pageId/', "A page's bytes, or its thumbnail (recorded in the document access log)", undefined],
    ['managed', '/leads/manage/leads/:id/documents/pages/:pageId/', "A page's bytes, or its thumbnail, for review (recorded in the document access log)", { roles: READERS }],
  ] as const) {
    app.get(
      url,
      {
        ...(access ? { config: { access } } : {}),
        schema: { tags, summary, params: PageParams, querystring: PageQuery, response: { 200: PAGE_CONTENT, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request, reply) =>
        sendPage(request, reply, scope, dbId(request.params.id, LEAD_NOT_FOUND), dbId(request.params.pageId, 'Page not found.'), request.query.variant ?? 'original'),
    );
  }

  app.post(
    '/leads/manage/leads/:id/documents/decision/',
    {
      config: { access: { roles: DECIDERS } },
      schema: {
        tags,
        summary: 'Verify, or Reject with a reason, a document whose pages wait for review',
        description:
          'One timeline entry (the reason as its remark) and one audit entry per decision; a rejection notifies the referrer with the ' +
          'reason. 409 when no pages wait (the document is not Submitted).',
        params: DbIdParam,
        body: LeadDocumentDecisionRequest,
        response: { 200: LeadDocument, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decideDocument(db, currentUser(request), dbId(request.params.id, LEAD_NOT_FOUND), request.body),
  );
};

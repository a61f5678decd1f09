import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { KYC_DOCUMENTS, KYC_STATUSES, KycRejectRequest, KycStatus, KycSubmission, KycUploadResponse, type KycSubmissionStatus } from 'shared-contracts';
import { isBackOffice } from '../../context';
import { fieldErrors, forbidden, notFound } from '../../http/errors';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { currentUser, requireRole, requireUser } from '../auth/authenticate';
import { DocumentStorage } from './document-storage';
import { assertMaySubmit, createSubmission, findDocument, getSubmission, kycStatusFor, listSubmissions, reviewSubmission, submissionOwner } from './kyc-service';
import { readKycUpload } from './read-upload';

const submissionId = (raw: string) => dbId(raw, 'KYC submission not found.');

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((value) => Type.Literal(value)));

export const kycRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const storage = new DocumentStorage(config.uploadDir);
  const security = [{ bearerAuth: [] }];
  const backOffice = requireRole('admin', 'director');

  app.get(
    '/channel_partner/connector/current/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['kyc'],
        summary: 'KYC state of the signed-in user (staff roles are not gated: kyc_verified is true)',
        security,
        response: { 200: KycStatus, ...errorResponses(401) },
      },
    },
    async (request) => kycStatusFor(db, currentUser(request)),
  );

  app.post(
    '/channel_partner/kyc/upload/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['kyc'],
        summary: 'Submit the four KYC images (multipart: aadhar_front, aadhar_back, pan_front, pan_back)',
        description: `Connectors only. Each file at most ${config.maxUploadBytes / (1024 * 1024)} MB (413) and a real JPEG, PNG or GIF (400). Nothing is stored unless all four pass. 409 when already verified or under review.`,
        consumes: ['multipart/form-data'],
        security,
        response: { 201: KycUploadResponse, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role !== 'connector') throw forbidden('Only connectors submit KYC documents.');
      await assertMaySubmit(db, user.id);
      const documents = await readKycUpload(request, config.maxUploadBytes);
      const submissionId = await createSubmission(db, storage, user.id, documents);
      request.log.info({ submissionId, employeeId: user.employeeId }, 'KYC submitted');
      return reply.code(201).send({
        message: 'Your KYC documents have been successfully submitted and are currently under review.',
        submission_id: submissionId,
      });
    },
  );

  app.get(
    '/channel_partner/kyc/submissions/',
    {
      onRequest: backOffice,
      schema: {
        tags: ['kyc review'],
        summary: 'KYC submissions, newest first (admin/director)',
        security,
        querystring: Type.Object({ status: Type.Optional(literals(KYC_STATUSES)) }),
        response: { 200: Type.Array(KycSubmission), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSubmissions(db, request.query.status as KycSubmissionStatus | undefined),
  );

  app.get(
    '/channel_partner/kyc/submissions/:id/',
    {
      onRequest: backOffice,
      schema: {
        tags: ['kyc review'],
        summary: 'One KYC submission (admin/director)',
        security,
        params: DbIdParam,
        response: { 200: KycSubmission, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSubmission(db, submissionId(request.params.id)),
  );

  app.get(
    '/channel_partner/kyc/submissions/:id/documents/:kind/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['kyc review'],
        summary: 'The image bytes of one KYC document (admin/director, or the connector who submitted it)',
        security,
        params: Type.Intersect([DbIdParam, Type.Object({ kind: literals(KYC_DOCUMENTS) })]),
        response: {
          200: { description: 'The image (image/jpeg, image/png or image/gif)', type: 'string', format: 'binary' },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const owner = await submissionOwner(db, submissionId(request.params.id));
      if (owner === null) throw notFound('KYC submission not found.');
      if (owner !== user.id && !isBackOffice(user.role)) throw forbidden();
      const document = await findDocument(db, submissionId(request.params.id), request.params.kind);
      if (!document) throw notFound('Document not found.');
      const bytes = await storage.read(document.storedName);
      if (!bytes) throw notFound('Document file is missing.');
      return reply
        .header('content-type', document.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${document.kind}.${document.storedName.split('.').pop() ?? 'bin'}"`)
        .send(bytes);
    },
  );

  app.post(
    '/channel_partner/kyc/submissions/:id/approve/',
    {
      onRequest: backOffice,
      schema: {
        tags: ['kyc review'],
        summary: 'Approve a pending submission: the connector becomes KYC verified and is notified',
        security,
        params: DbIdParam,
        response: { 200: KycSubmission, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => reviewSubmission(db, submissionId(request.params.id), currentUser(request).id, { outcome: 'approved' }),
  );

  app.post(
    '/channel_partner/kyc/submissions/:id/reject/',
    {
      onRequest: backOffice,
      schema: {
        tags: ['kyc review'],
        summary: 'Reject a pending submission with a reason; the connector is notified and may upload again',
        security,
        params: DbIdParam,
        body: KycRejectRequest,
        response: { 200: KycSubmission, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim().replace(/\s+/g, ' ');
      if (reason.length < 3) throw fieldErrors({ reason: ['Ensure this field has at least 3 characters.'] });
      return reviewSubmission(db, submissionId(request.params.id), currentUser(request).id, { outcome: 'rejected', reason });
    },
  );
};

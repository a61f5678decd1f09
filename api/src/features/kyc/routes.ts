import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DEFAULT_PAGE_SIZE,
  KYC_DOCUMENTS,
  AADHAAR_SIDES,
  isAadhaarSide,
  KycMaskRequest,
  KycRejectRequest,
  MASK_BOX_LIMITS,
  KycStatus,
  KycSubmission,
  KycSubmissionPage,
  KycSubmissionQuery,
  KycUploadResponse,
  MAX_PAGE_SIZE,
  StringEnum,
} from 'shared-contracts';
import type { StartUpReadPath } from 'shared-contracts';
import { BACK_OFFICE_ROLES, isBackOffice } from 'shared-contracts';
import { fieldErrors, forbidden, notFound, tooManyRequests } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/paging';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { localise } from '../../i18n';
import { acquireLease } from '../../security/leases';
import { logSecurityEvent } from '../../security/security-log';
import { currentUser } from '../auth/authenticate';
import { MAX_IMAGE_PIXELS } from './image-header';
import { maskBoxProblems, MaskingQueue } from './aadhaar-mask';
import { imageExtension } from './image-signature';
import { VaultObjectMissing, VaultObjectUnreadable } from '../vault/vault';
import {
  assertMaySubmit,
  createSubmission,
  findDocument,
  getSubmission,
  kycStatusFor,
  listSubmissions,
  maskAadhaarSide,
  reviewSubmission,
  submissionCounts,
  submissionOwner,
} from './kyc-service';
import { receiveKycUpload } from './read-upload';

const submissionId = (raw: string) => dbId(raw, 'KYC submission not found.');


export const kycRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, vault } = app;
  const backOffice = { access: { roles: BACK_OFFICE_ROLES } };
  const kycExempt = { access: { kyc: 'exempt' } } as const;
  // One per replica: see MaskingQueue.
  const maskingQueue = new MaskingQueue();

  app.get(
    '/channel_partner/connector/current/' satisfies StartUpReadPath,
    {
      // The account check: it says whether the notice or the KYC screen comes first.
      config: { access: { kyc: 'exempt', consent: 'exempt' } },
      schema: {
        tags: ['kyc'],
        summary: 'KYC and consent state of the signed-in user (staff roles are not gated by KYC: kyc_verified is true)',
        description: '`consent_required`: the user has not agreed to the current privacy notice (GET /auth/privacy-notice/); nothing else of the portal answers them until they do.',
        response: { 200: KycStatus, ...errorResponses(401) },
      },
    },
    async (request) => kycStatusFor(db, currentUser(request), app.privacyNotice.version),
  );

  app.post(
    '/channel_partner/kyc/upload/',
    {
      config: {
        ...kycExempt,
        rateLimits: [{ name: 'kyc-upload', per: 'user', rule: config.requestLimits.kycUploadPerUser }],
        receivesUploads: true,
      },
      schema: {
        tags: ['kyc'],
        summary: 'Submit the four KYC images (multipart: aadhar_front, aadhar_back, pan_front, pan_back)',
        description:
          `Connectors only. Each file at most ${config.maxUploadBytes / (1024 * 1024)} MB (413, refused as soon as the cap is passed) ` +
          'and a real JPEG, PNG or GIF by its first bytes (400). Each image\'s header must be readable and declare at most ' +
          `${MAX_IMAGE_PIXELS / 1_000_000} megapixels (400 naming the field, e.g. \`{"pan_back": ["This image is too large: ..."]}\`). ` +
          'Nothing is kept unless all four pass. 409 when already verified or ' +
          'under review; 429 while another upload of the same connector is in progress.',
        consumes: ['multipart/form-data'],
        response: { 201: KycUploadResponse, ...errorResponses(400, 401, 403, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role !== 'connector') throw forbidden('Only connectors submit KYC documents.');
      // A refused upload must not be read to its end: close the connection with the answer.
      reply.header('connection', 'close');
      await assertMaySubmit(db, user.id);
      const lease = await acquireLease(db, `kyc-upload:${user.id}`, config.requestTimeoutMs + 60_000);
      if (!lease) throw tooManyRequests('Another upload of your documents is in progress. Wait for it to finish.');
      try {
        const documents = await receiveKycUpload(request, vault, config.maxUploadBytes);
        const submissionId = await createSubmission(db, vault, user.id, documents);
        request.log.info({ submissionId, employeeId: user.employeeId }, 'KYC submitted');
        reply.removeHeader('connection');
        return reply.code(201).send({
          message: localise(user.profile.language, 'Your KYC documents have been successfully submitted and are currently under review.'),
          submission_id: submissionId,
        });
      } finally {
        await lease.release();
      }
    },
  );

  app.get(
    '/channel_partner/kyc/submissions/',
    {
      config: backOffice,
      schema: {
        tags: ['kyc review'],
        summary: 'KYC submissions, a page at a time (admin/director)',
        description:
          'Pending submissions first, oldest first (the review queue), then the reviewed ones newest first; `?status=` keeps one ' +
          'status in that order. `?search=` matches the connector\'s employee id or name (contains, any case). `counts` are over every ' +
          `submission, whatever the filters (for the tabs). \`page_size\` is 1–${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}); a page ` +
          'beyond the end answers no results with the count.',
        querystring: KycSubmissionQuery,
        response: { 200: KycSubmissionPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const paging = pageRequest(request.query);
      const [{ count, results }, counts] = await Promise.all([
        listSubmissions(db, { status: request.query.status, search: request.query.search, limit: paging.pageSize, offset: paging.offset }),
        submissionCounts(db),
      ]);
      return pageResponse(request, paging, count, results, { counts });
    },
  );

  app.get(
    '/channel_partner/kyc/submissions/:id/',
    {
      config: backOffice,
      schema: {
        tags: ['kyc review'],
        summary: 'One KYC submission (admin/director)',
        description: 'The submission with its document links; 404 for an unknown id.',
        params: DbIdParam,
        response: { 200: KycSubmission, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSubmission(db, submissionId(request.params.id)),
  );

  app.get(
    '/channel_partner/kyc/submissions/:id/documents/:kind/',
    {
      config: kycExempt,
      schema: {
        tags: ['kyc review'],
        summary: 'The image bytes of one KYC document (admin/director, or the connector who submitted it)',
        description:
          'Answered with `Cache-Control: private, no-store`, decrypted from the document vault, and recorded in the document access ' +
          'log (who, role, address, why: `review` while pending, `re-review` after, `owner` for the connector). Anyone else, an ' +
          'unknown submission or document, a deleted image, or one that fails its integrity check (reported in the security log) gets 404.',
        params: Type.Intersect([DbIdParam, Type.Object({ kind: StringEnum(KYC_DOCUMENTS) })]),
        response: {
          200: {
            description: 'The image',
            content: Object.fromEntries(['image/jpeg', 'image/png', 'image/gif'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = submissionId(request.params.id);
      const owner = await submissionOwner(db, id);
      const isOwner = owner?.employeeId === user.id;
      // Someone else's submission answers exactly like an unknown one: ids cannot be probed.
      if (owner === null || (!isOwner && !isBackOffice(user.role))) throw notFound('KYC submission not found.');
      const document = await findDocument(db, id, request.params.kind);
      if (!document) throw notFound('Document not found.');
      if (!document.vaultObjectId) throw notFound('Document file is missing.');
      let bytes: Buffer;
      try {
        bytes = await vault.read(document.vaultObjectId, {
          viewerId: user.id,
          viewerRole: user.role,
          subjectId: owner.employeeId,
          recordType: 'kyc_submission',
          recordId: id,
          documentKind: request.params.kind,
          purpose: isOwner ? 'owner' : owner.pending ? 'review' : 're-review',
          address: request.ip,
        });
      } catch (error) {
        if (error instanceof VaultObjectMissing) throw notFound('Document file is missing.');
        if (error instanceof VaultObjectUnreadable) {
          logSecurityEvent(request, 'document_unreadable', { employeeId: user.employeeId, submissionId: id, document: request.params.kind, reason: error.reason });
          throw notFound('This document cannot be shown: it failed its integrity check and has been reported.');
        }
        throw error;
      }
      return reply
        .header('content-type', document.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${document.kind}.${imageExtension(document.contentType)}"`)
        .send(bytes);
    },
  );

  app.post(
    '/channel_partner/kyc/submissions/:id/documents/:kind/mask/',
    {
      config: backOffice,
      schema: {
        tags: ['kyc review'],
        summary: 'Mask the Aadhaar number on one Aadhaar side of a pending submission (admin/director)',
        description:
          'Required on both Aadhaar sides before the submission can be approved (docs/document-vault.md#masking-the-aadhaar-number). ' +
          'Either `boxes`: 1–' + String(MASK_BOX_LIMITS.maxBoxes) + ' rectangles as fractions (0–1) of the image as displayed (its EXIF ' +
          'orientation applied), each within the image and at least ' + String(MASK_BOX_LIMITS.minSide * 100) + '% of its width and height. ' +
          'They are burnt in as solid black, the masked copy replaces the image (a JPEG stays JPEG, a PNG PNG, a GIF becomes PNG; no ' +
          'metadata is kept) and the unmasked original is destroyed in the same transaction (its data key deleted, its chunks removed). ' +
          'Or `already_masked: true`: the reviewer confirms the upload shows no more than the last four digits; the image is kept as it is. ' +
          'The read of the original is in the document access log (purpose `masking`); an audit entry `kyc.aadhaar_masked` records who, which ' +
          'side, how and when. 400 per field (`kind` other than `aadhar_front`/`aadhar_back`, no or bad boxes); 404 for an unknown submission or ' +
          'a deleted image; 409 when the submission is no longer pending, the side is already masked, or the image cannot be decoded; 429 ' +
          'while this server is busy masking other images. Answers the updated submission.',
        params: Type.Intersect([DbIdParam, Type.Object({ kind: StringEnum(KYC_DOCUMENTS) })]),
        body: KycMaskRequest,
        response: { 200: KycSubmission, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = submissionId(request.params.id);
      const { kind } = request.params;
      if (!isAadhaarSide(kind)) throw fieldErrors({ kind: [`Only the Aadhaar sides are masked: ${AADHAAR_SIDES.join(' or ')}.`] });
      const { boxes, already_masked: alreadyMasked } = request.body;
      if (boxes !== undefined && alreadyMasked !== undefined) {
        throw fieldErrors({ non_field_errors: ['Send either boxes or already_masked, not both.'] });
      }
      if (boxes === undefined && alreadyMasked !== true) {
        throw fieldErrors(
          alreadyMasked === false
            ? { already_masked: ['Send true to confirm the image shows only the last four digits, or send boxes instead.'] }
            : { boxes: ['Draw at least one box over the first eight digits, or confirm the image is already masked.'] },
        );
      }
      if (boxes !== undefined) {
        const problems = maskBoxProblems(boxes);
        if (problems.length > 0) throw fieldErrors({ boxes: problems });
      }
      let outcome;
      try {
        outcome = await maskAadhaarSide(db, vault, {
          submissionId: id,
          kind,
          actor: { id: user.id, role: user.role },
          address: request.ip,
          boxes: boxes ?? null,
          inTurn: (task) => maskingQueue.run(task),
        });
      } catch (error) {
        if (error instanceof VaultObjectUnreadable) {
          logSecurityEvent(request, 'document_unreadable', { employeeId: user.employeeId, submissionId: id, document: kind, reason: error.reason });
          throw notFound('This document cannot be shown: it failed its integrity check and has been reported.');
        }
        throw error;
      }
      logSecurityEvent(request, 'aadhaar_masked', { employeeId: user.employeeId, connector: outcome.connector, submissionId: id, document: kind, method: outcome.method });
      return outcome.submission;
    },
  );

  app.post(
    '/channel_partner/kyc/submissions/:id/approve/',
    {
      config: backOffice,
      schema: {
        tags: ['kyc review'],
        summary: 'Approve a pending submission: the connector becomes KYC verified and is notified',
        description:
          'In one transaction: the submission becomes approved, the connector `kyc_verified`, they get a `custom_alert` notification ' +
          '"KYC approved", and an audit entry `kyc.approved` names the reviewer. 409 when the submission is no longer pending, and ' +
          '409 "Mask the Aadhaar number on both sides before approving." while an Aadhaar side is not masked (`.../documents/:kind/mask/`).',
        params: DbIdParam,
        response: { 200: KycSubmission, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const submission = await reviewSubmission(db, submissionId(request.params.id), currentUser(request).id, { outcome: 'approved' });
      logSecurityEvent(request, 'kyc_approved', { employeeId: currentUser(request).employeeId, connector: submission.employee.employee_id, submissionId: submission.id });
      return submission;
    },
  );

  app.post(
    '/channel_partner/kyc/submissions/:id/reject/',
    {
      config: backOffice,
      schema: {
        tags: ['kyc review'],
        summary: 'Reject a pending submission with a reason; the connector is notified and may upload again',
        description:
          'The reason (3–500 characters, trimmed, inner spaces collapsed) is stored and sent to the connector in a `document_pending` ' +
          'notification "KYC rejected"; an audit entry `kyc.rejected` keeps the reviewer and the reason. 409 when no longer pending.',
        params: DbIdParam,
        body: KycRejectRequest,
        response: { 200: KycSubmission, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim().replace(/\s+/g, ' ');
      if (reason.length < 3) throw fieldErrors({ reason: ['Ensure this field has at least 3 characters.'] });
      const submission = await reviewSubmission(db, submissionId(request.params.id), currentUser(request).id, { outcome: 'rejected', reason });
      logSecurityEvent(request, 'kyc_rejected', { employeeId: currentUser(request).employeeId, connector: submission.employee.employee_id, submissionId: submission.id });
      return submission;
    },
  );
};

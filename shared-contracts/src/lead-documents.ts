import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';
import { PersonRef } from './leads';

/**
 * A lead's documents (docs/lead-documents.md): the pages a connector uploads for each document of the
 * lead's checklist, and the back office's decision on each document.
 *
 * A document's state is the checklist's (`documents_checklist` of the lead): Pending (nothing waiting),
 * Submitted (pages uploaded, not yet decided), Verified, or Rejected with the reviewer's reason, after
 * which the connector uploads again.
 */
export const LEAD_DOCUMENT_STATES = ['Pending', 'Submitted', 'Verified', 'Rejected'] as const;
export type LeadDocumentState = (typeof LEAD_DOCUMENT_STATES)[number];

/**
 * A page's own state: `submitted` waits for a decision (its uploader may remove it), `verified` and
 * `rejected` follow the document's decision, `superseded` is a rejected page the connector has since
 * replaced by uploading again (kept for the record, never removable).
 */
export const LEAD_DOCUMENT_PAGE_STATES = ['submitted', 'verified', 'rejected', 'superseded'] as const;
export type LeadDocumentPageState = (typeof LEAD_DOCUMENT_PAGE_STATES)[number];

export const LEAD_DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type LeadDocumentContentType = (typeof LEAD_DOCUMENT_CONTENT_TYPES)[number];

/** One uploaded file (a photo of a page, or a PDF of any number of pages). */
export const LeadDocumentPage = Type.Object({
  id: Type.Integer(),
  document: Type.String(),
  state: StringEnum(LEAD_DOCUMENT_PAGE_STATES),
  content_type: StringEnum(LEAD_DOCUMENT_CONTENT_TYPES),
  /** Bytes as stored. */
  size: Type.Integer(),
  /** The file's name on the uploader's device (a label only), or null. */
  file_name: Nullable(Type.String()),
  /** Images only: a small JPEG is served with `?variant=thumbnail`. */
  has_thumbnail: Type.Boolean(),
  /** Images only, as stored (after any EXIF rotation). */
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  uploaded_by: Nullable(PersonRef),
  uploaded_at: Type.String(),
  /** Whether the caller may remove it now (its uploader, while it is `submitted`). */
  can_remove: Type.Boolean(),
});
export type LeadDocumentPage = Static<typeof LeadDocumentPage>;

/** One checklist document with its pages (oldest first; superseded ones included). */
export const LeadDocument = Type.Object({
  name: Type.String(),
  state: StringEnum(LEAD_DOCUMENT_STATES),
  /** The reviewer's reason while the state is Rejected, else null. */
  rejection_reason: Nullable(Type.String()),
  /** The last decision (Verified or Rejected): who and when; null before any. */
  decided_by: Nullable(PersonRef),
  decided_at: Nullable(Type.String()),
  pages: Type.Array(LeadDocumentPage),
  /** Whether the caller may upload pages to it now (the lead's referrer or creator, unless Verified). */
  can_upload: Type.Boolean(),
});
export type LeadDocument = Static<typeof LeadDocument>;

/** The upload limits, as the screen states them. */
export const LeadDocumentLimits = Type.Object({
  max_file_bytes: Type.Integer(),
  max_lead_bytes: Type.Integer(),
  /** Bytes of this lead's pages that count against `max_lead_bytes` (superseded pages do not). */
  used_bytes: Type.Integer(),
  max_pages_per_document: Type.Integer(),
  content_types: Type.Array(StringEnum(LEAD_DOCUMENT_CONTENT_TYPES)),
});
export type LeadDocumentLimits = Static<typeof LeadDocumentLimits>;

/**
 * GET /leads/leads/{id}/documents/ (the lead's referrer or creator, or an rm of their team) and
 * GET /leads/manage/leads/{id}/documents/ (admin, director, an rm of the referrer's team): the
 * checklist's documents in checklist order.
 */
export const LeadDocumentsResponse = Type.Object({
  lead_id: Type.Integer(),
  limits: LeadDocumentLimits,
  documents: Type.Array(LeadDocument),
  /** Whether the caller may verify or reject (admin, director). */
  can_decide: Type.Boolean(),
});
export type LeadDocumentsResponse = Static<typeof LeadDocumentsResponse>;

/**
 * POST /leads/leads/{id}/documents/pages/ : multipart/form-data with, in this order, the fields
 * `document` (a checklist document's name) and `upload_key` (1–64 characters of [A-Za-z0-9_-], chosen by
 * the client once per file: a retry with the same key answers the page already stored, 200, instead of
 * storing it twice), then the file part `file` (JPEG, PNG or PDF). Answers 201 with the page and the
 * document as it is now.
 */
export const LeadDocumentUploadResponse = Type.Object({
  page: LeadDocumentPage,
  document: LeadDocument,
  limits: LeadDocumentLimits,
});
export type LeadDocumentUploadResponse = Static<typeof LeadDocumentUploadResponse>;

/** The `upload_key` field: what a client may choose. */
export const UPLOAD_KEY_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/**
 * POST /leads/manage/leads/{id}/documents/decision/ (admin, director): Verify, or Reject with a
 * reason, a document whose pages wait for a decision (state Submitted; 409 otherwise). Answers the
 * document as it is now.
 */
export const LEAD_DOCUMENT_DECISIONS = ['verify', 'reject'] as const;
export type LeadDocumentDecision = (typeof LEAD_DOCUMENT_DECISIONS)[number];
export const LeadDocumentDecisionRequest = Type.Object(
  {
    document: Type.String({ minLength: 1, maxLength: 120 }),
    decision: StringEnum(LEAD_DOCUMENT_DECISIONS),
    /** Required to reject (1–500 characters); ignored to verify. */
    reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);
export type LeadDocumentDecisionRequest = Static<typeof LeadDocumentDecisionRequest>;

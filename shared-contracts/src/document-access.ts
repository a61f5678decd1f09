import { Type, type Static } from '@sinclair/typebox';
import { KYC_DOCUMENTS, Role } from './auth';
import { Page, PageQuery } from './back-office';
import { Nullable, StringEnum } from './common';

/**
 * Why a document was read, as the document access log records it: the back office reviewing a
 * pending submission (`review`) or looking at a decided one again (`re-review`), the person it is
 * about (`owner`), a data export (`export`), masking an Aadhaar number (`masking`).
 */
export const DOCUMENT_ACCESS_PURPOSES = ['review', 're-review', 'owner', 'export', 'masking'] as const;
export type DocumentAccessPurpose = (typeof DOCUMENT_ACCESS_PURPOSES)[number];

export const DocumentAccessQuery = Type.Object({ ...PageQuery });
export type DocumentAccessQuery = Static<typeof DocumentAccessQuery>;

/** GET /channel_partner/kyc/submissions/{id}/access-log/ (director): one read of one of the submission's images. */
export const DocumentAccessEntry = Type.Object({
  document: StringEnum(KYC_DOCUMENTS),
  /** Null when the reader's account no longer exists. */
  viewer: Nullable(Type.Object({ employee_id: Type.String(), username: Type.String() })),
  viewer_role: Role,
  purpose: StringEnum(DOCUMENT_ACCESS_PURPOSES),
  address: Nullable(Type.String()),
  read_at: Type.String(),
});
export type DocumentAccessEntry = Static<typeof DocumentAccessEntry>;
export const DocumentAccessPage = Page(DocumentAccessEntry);
export type DocumentAccessPage = Static<typeof DocumentAccessPage>;

/** GET /auth/profile/document-views/: someone else reading one of the signed-in user's documents (who and why, not from where). */
export const DocumentViewEntry = Type.Object({
  document: StringEnum(KYC_DOCUMENTS),
  viewer_name: Type.String(),
  viewer_role: Role,
  purpose: StringEnum(DOCUMENT_ACCESS_PURPOSES),
  read_at: Type.String(),
});
export type DocumentViewEntry = Static<typeof DocumentViewEntry>;
export const DocumentViewPage = Page(DocumentViewEntry);
export type DocumentViewPage = Static<typeof DocumentViewPage>;

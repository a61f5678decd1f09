import { Type, type Static } from '@sinclair/typebox';
import { DeviceTokenField, Nullable, StringEnum } from './common';
import { ROLES } from './roles';

export { ROLES, BACK_OFFICE_ROLES, isBackOffice, PAGE_AUDIENCES, type PageAudience } from './roles';
export const Role = StringEnum(ROLES);
export type Role = Static<typeof Role>;

/** POST /auth/api/connector/token/ */
export const TokenRequest = Type.Object({
  employee_id: Type.String({ minLength: 1, maxLength: 32 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
  device_token: DeviceTokenField(),
});
export type TokenRequest = Static<typeof TokenRequest>;

/** A new session's tokens; `device_token` is this browser's, to send with its next sign-in (kept by shared-auth). */
export const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String(), device_token: Type.Optional(Type.String()) });
export type TokenPair = Static<typeof TokenPair>;

/** Far above the length of the refresh tokens the API issues: anything longer is no token of ours. */
const REFRESH_TOKEN_MAX_LENGTH = 512;

/** POST /auth/refresh: the old refresh token dies; the answer carries its successor. */
export const RefreshRequest = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: REFRESH_TOKEN_MAX_LENGTH }) });
export type RefreshRequest = Static<typeof RefreshRequest>;
export const RefreshResponse = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type RefreshResponse = Static<typeof RefreshResponse>;

/** POST /auth/logout */
export const LogoutRequest = Type.Object({ refreshToken: Type.Optional(Type.String({ maxLength: REFRESH_TOKEN_MAX_LENGTH })) });
export type LogoutRequest = Static<typeof LogoutRequest>;

/**
 * The languages the portal is offered in; each user's choice is stored with their account (Profile
 * `language`), so it follows them to another device. English is every account's language until they
 * choose another.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export const Language = StringEnum(LANGUAGES);
export type Language = Static<typeof Language>;

export const TerritoryRef = Type.Object({ id: Type.Integer(), name: Type.String(), level: Type.String() });
export type TerritoryRef = Static<typeof TerritoryRef>;

/** GET /auth/profile and /auth/profile/ */
export const Profile = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  employee_id: Type.String(),
  email: Nullable(Type.String()),
  mobile_number: Nullable(Type.String()),
  role: Role,
  assigned_territory: Nullable(TerritoryRef),
  /** The language the user chose for the portal. */
  language: Language,
});
export type Profile = Static<typeof Profile>;

/** GET /channel_partner/connector/current/ */
export const KycStatus = Type.Object({
  kyc_verified: Type.Boolean(),
  kyc_submitted: Type.Boolean(),
  kyc_rejection_reason: Nullable(Type.String()),
  kyc_message: Nullable(Type.String()),
  /**
   * The user has not consented to the current privacy notice (first sign-in, a new notice version, or
   * after a withdrawal): the portal shows the notice before anything else (features/consent).
   */
  consent_required: Type.Boolean(),
});
export type KycStatus = Static<typeof KycStatus>;

/** POST /channel_partner/kyc/upload/ answer */
export const KycUploadResponse = Type.Object({ message: Type.String(), submission_id: Type.Integer() });
export type KycUploadResponse = Static<typeof KycUploadResponse>;

export const KYC_DOCUMENTS = ['aadhar_front', 'aadhar_back', 'pan_front', 'pan_back'] as const;
export type KycDocument = (typeof KYC_DOCUMENTS)[number];
export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycSubmissionStatus = (typeof KYC_STATUSES)[number];

/** The two Aadhaar sides: the documents whose number is masked before a submission may be approved. */
export const AADHAAR_SIDES = ['aadhar_front', 'aadhar_back'] as const;
export type AadhaarSide = (typeof AADHAAR_SIDES)[number];
export const isAadhaarSide = (kind: string): kind is AadhaarSide => (AADHAAR_SIDES as readonly string[]).includes(kind);

/**
 * How an Aadhaar side was masked (docs/document-vault.md#masking-the-aadhaar-number): `boxes` burnt into
 * the image by the server where the reviewer drew them, or `uploaded_masked` when the reviewer confirmed
 * the connector's upload already shows no more than the last four digits.
 */
export const KYC_MASK_METHODS = ['boxes', 'uploaded_masked'] as const;
export type KycMaskMethod = (typeof KYC_MASK_METHODS)[number];

/** Who masked an Aadhaar side and when; `masked_by` is null when that account no longer exists. */
export const KycDocumentMasking = Type.Object({
  method: StringEnum(KYC_MASK_METHODS),
  masked_at: Type.String(),
  masked_by: Nullable(Type.Object({ employee_id: Type.String(), username: Type.String() })),
});
export type KycDocumentMasking = Static<typeof KycDocumentMasking>;

/**
 * Back-office KYC review (admin/director). Each document's `masking` is null while an Aadhaar side is
 * unmasked, and always null for the PAN sides (nothing on them is masked). `reviewed_by` is the reviewer's employee id; `reviewer`
 * names them too (null before the review, or when the reviewer's account was deleted).
 */
export const KycSubmission = Type.Object({
  id: Type.Integer(),
  status: StringEnum(KYC_STATUSES),
  employee: Type.Object({ id: Type.Integer(), employee_id: Type.String(), username: Type.String() }),
  documents: Type.Array(
    Type.Object({
      kind: Type.String(),
      url: Type.String(),
      content_type: Type.String(),
      size: Type.Integer(),
      masking: Nullable(KycDocumentMasking),
    }),
  ),
  rejection_reason: Nullable(Type.String()),
  submitted_at: Type.String(),
  reviewed_at: Nullable(Type.String()),
  reviewed_by: Nullable(Type.String()),
  reviewer: Nullable(Type.Object({ employee_id: Type.String(), username: Type.String() })),
});
export type KycSubmission = Static<typeof KycSubmission>;
export const KycRejectRequest = Type.Object({ reason: Type.String({ minLength: 3, maxLength: 500 }) });
export type KycRejectRequest = Static<typeof KycRejectRequest>;

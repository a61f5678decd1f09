import { Type, type Static } from '@sinclair/typebox';
import { Role } from './auth';
import { Page, PageQuery } from './back-office';
import { Nullable, StringEnum } from './common';

/*
 * The DPDP rights to correction and erasure (docs/privacy.md#correction-and-erasure): a person asks
 * from My Profile, the back office completes or declines the request in the People area.
 */

export const PRIVACY_REQUEST_KINDS = ['correction', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_STATUSES = ['open', 'completed', 'declined', 'cancelled'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/**
 * What an erasure keeps because a law makes the lender keep it: the KYC images of the verified
 * submission, the ledger (credits, debits, TDS, payouts), the audit log, the document access log.
 */
export const PRIVACY_HOLD_RECORDS = ['kyc_documents', 'ledger', 'audit_log', 'document_access_log', 'consent_records'] as const;
export type PrivacyHoldRecord = (typeof PRIVACY_HOLD_RECORDS)[number];

export const PRIVACY_DETAILS_MIN_LENGTH = 3;
export const PRIVACY_DETAILS_MAX_LENGTH = 1000;
export const PRIVACY_NOTE_MAX_LENGTH = 1000;

/** POST /auth/profile/privacy-requests/ */
export const PrivacyRequestCreate = Type.Object({
  kind: StringEnum(PRIVACY_REQUEST_KINDS, { description: '`correction` (something held is wrong) or `erasure` (delete my data)' }),
  details: Type.String({
    minLength: PRIVACY_DETAILS_MIN_LENGTH,
    maxLength: PRIVACY_DETAILS_MAX_LENGTH,
    description: 'For a correction: what is wrong and what it should be. For an erasure: why (optional in spirit, at least a few words).',
  }),
});
export type PrivacyRequestCreate = Static<typeof PrivacyRequestCreate>;

/** A record kept after an erasure, why, and until when (a date, India time). */
export const PrivacyHold = Type.Object({
  record: StringEnum(PRIVACY_HOLD_RECORDS),
  /** How many rows or documents are held (documents, ledger entries, log entries). */
  count: Type.Integer(),
  reason: Type.String(),
  held_until: Type.String({ description: 'YYYY-MM-DD: the last day the law asks the lender to keep it' }),
});
export type PrivacyHold = Static<typeof PrivacyHold>;

/** One request as its owner sees it. */
export const PrivacyRequest = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(PRIVACY_REQUEST_KINDS),
  details: Type.String(),
  status: StringEnum(PRIVACY_REQUEST_STATUSES),
  created_at: Type.String(),
  handled_at: Nullable(Type.String()),
  /** What was changed (completed) or why not (declined); null while open or when cancelled. */
  resolution: Nullable(Type.String()),
});
export type PrivacyRequest = Static<typeof PrivacyRequest>;

export const PrivacyRequestList = Type.Object({ results: Type.Array(PrivacyRequest) });
export type PrivacyRequestList = Static<typeof PrivacyRequestList>;

export const PrivacyRequestQuery = Type.Object({
  status: Type.Optional(StringEnum(PRIVACY_REQUEST_STATUSES)),
  ...PageQuery,
});
export type PrivacyRequestQuery = Static<typeof PrivacyRequestQuery>;

/**
 * What completing an erasure would do, shown before the back office confirms: the contact details
 * cleared, the documents deleted now, and what is held until when.
 */
export const ErasurePlan = Type.Object({
  anonymised_name: Type.String(),
  documents_deleted_now: Type.Integer(),
  notifications_deleted: Type.Integer(),
  holds: Type.Array(PrivacyHold),
});
export type ErasurePlan = Static<typeof ErasurePlan>;

/** One request in the People area's list (admin, director): whose, and, for an erasure, its plan while open. */
export const PrivacyRequestAdmin = Type.Object({
  ...PrivacyRequest.properties,
  person: Type.Object({ id: Type.Integer(), employee_id: Type.String(), username: Type.String(), role: Role, is_active: Type.Boolean() }),
  handled_by: Nullable(Type.Object({ employee_id: Type.String(), username: Type.String() })),
  /** An open erasure: what completing it does now. A completed one: what it held. Otherwise null. */
  erasure: Nullable(ErasurePlan),
});
export type PrivacyRequestAdmin = Static<typeof PrivacyRequestAdmin>;
export const PrivacyRequestPage = Page(PrivacyRequestAdmin, { open: Type.Integer({ description: 'Open requests, whatever the filter' }) });
export type PrivacyRequestPage = Static<typeof PrivacyRequestPage>;

/** POST /people/privacy-requests/{id}/complete/ */
export const PrivacyRequestComplete = Type.Object({
  note: Type.String({ minLength: PRIVACY_DETAILS_MIN_LENGTH, maxLength: PRIVACY_NOTE_MAX_LENGTH, description: 'What was corrected, or a note on the erasure' }),
});
export type PrivacyRequestComplete = Static<typeof PrivacyRequestComplete>;

/** POST /people/privacy-requests/{id}/decline/ */
export const PrivacyRequestDecline = Type.Object({
  reason: Type.String({ minLength: PRIVACY_DETAILS_MIN_LENGTH, maxLength: PRIVACY_NOTE_MAX_LENGTH, description: 'Why the request is declined (the person reads it)' }),
});
export type PrivacyRequestDecline = Static<typeof PrivacyRequestDecline>;

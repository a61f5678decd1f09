import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';
import { Language } from './auth';

/** Who answers privacy complaints (the DPDP Rules' grievance officer); set per deployment (docs/privacy.md). */
export const GrievanceOfficer = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type GrievanceOfficer = Static<typeof GrievanceOfficer>;

/** One heading of the notice with its points, each a sentence a user reads on a phone. */
export const PrivacyNoticeSection = Type.Object({
  heading: Type.String({ minLength: 1, maxLength: 120 }),
  items: Type.Array(Type.String({ minLength: 1, maxLength: 600 }), { minItems: 1, maxItems: 20 }),
});
export type PrivacyNoticeSection = Static<typeof PrivacyNoticeSection>;

/**
 * The privacy notice as a deployment writes it (PRIVACY_NOTICE_FILE): a new `version` asks every
 * user for consent again at their next sign-in.
 */
export const PrivacyNoticeText = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9._-]+$' }),
  title: Type.String({ minLength: 1, maxLength: 120 }),
  summary: Type.String({ minLength: 1, maxLength: 600 }),
  sections: Type.Array(PrivacyNoticeSection, { minItems: 1, maxItems: 12 }),
});
export type PrivacyNoticeText = Static<typeof PrivacyNoticeText>;

/**
 * GET /auth/privacy-notice/ (public): the current notice in the reader's language (`language`: the one
 * it is written in, English when the deployment has none in the reader's) and the grievance officer's contact.
 */
export const PrivacyNotice = Type.Intersect([PrivacyNoticeText, Type.Object({ language: Language, grievance_officer: GrievanceOfficer })]);
export type PrivacyNotice = Static<typeof PrivacyNotice>;

export const CONSENT_ACTIONS = ['given', 'withdrawn'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** One entry of a person's consent history (append-only). */
export const ConsentRecord = Type.Object({
  notice_version: Type.String(),
  action: StringEnum(CONSENT_ACTIONS),
  recorded_at: Type.String(),
});
export type ConsentRecord = Static<typeof ConsentRecord>;

/** GET /auth/profile/consent/: the signed-in user's consent to the current notice and their history, newest first. */
export const ConsentState = Type.Object({
  notice_version: Type.String(),
  /** The version the user consented to last; null before any consent and after a withdrawal. */
  consented_version: Nullable(Type.String()),
  consent_required: Type.Boolean(),
  history: Type.Array(ConsentRecord),
  /** Shown with the consent on the profile: whom to write to about one's data. */
  grievance_officer: GrievanceOfficer,
});
export type ConsentState = Static<typeof ConsentState>;

/** POST /auth/profile/consent/: the version the user read (409 when it is no longer the current one). */
export const ConsentRequest = Type.Object({ notice_version: Type.String({ minLength: 1, maxLength: 32 }) });
export type ConsentRequest = Static<typeof ConsentRequest>;

/** POST /auth/profile/consent/withdraw/ answer: what follows, and how many sessions of the user ended with it. */
export const ConsentWithdrawal = Type.Object({ detail: Type.String(), sessions_ended: Type.Integer({ minimum: 0 }) });
export type ConsentWithdrawal = Static<typeof ConsentWithdrawal>;

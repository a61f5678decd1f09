import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';
import { PersonRef } from './leads';

/*
 * A connector's tax and payout details (docs/payout-taxes.md): PAN, GSTIN and the bank account their
 * payouts go to. The connector enters them (a change needs their current password); the back office
 * verifies each. The account number is shown masked everywhere but the payout export.
 */

export const TAX_PROFILE_FIELDS = ['pan', 'gstin', 'bank_account'] as const;
export const TaxProfileField = StringEnum(TAX_PROFILE_FIELDS);
export type TaxProfileField = Static<typeof TaxProfileField>;

export const Verification = Nullable(Type.Object({ verified_at: Timestamp, verified_by: Nullable(PersonRef) }));
export type Verification = Static<typeof Verification>;

export const TaxProfile = Type.Object({
  employee_id: Type.String(),
  username: Type.String(),
  pan: Nullable(Type.Object({ value: Type.String(), verification: Verification })),
  gstin: Nullable(Type.Object({ value: Type.String(), verification: Verification })),
  bank_account: Nullable(
    Type.Object({
      /** "XXXXXX1234" */
      account_number_masked: Type.String(),
      ifsc: Type.String(),
      holder_name: Type.String(),
      verification: Verification,
    }),
  ),
  /** Why payouts to this person are held ("No payout bank account on file."), or null when they are not. */
  payout_hold: Nullable(Type.String()),
  /** The TDS rate their next commission over the year's threshold is taxed at, percent (2, or 20 without a verified PAN). */
  tds_rate: Type.Number(),
  updated_at: Nullable(Timestamp),
});
export type TaxProfile = Static<typeof TaxProfile>;

/**
 * PUT /auth/tax-profile/ : the fields present change (null removes one); each change clears that
 * field's verification. Any change needs `current_password`.
 */
export const TaxProfileUpdateRequest = Type.Object(
  {
    pan: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    gstin: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
    bank_account: Type.Optional(
      Nullable(
        Type.Object(
          {
            account_number: Type.String({ maxLength: 30 }),
            ifsc: Type.String({ maxLength: 20 }),
            holder_name: Type.String({ maxLength: 200 }),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    current_password: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  },
  { additionalProperties: false },
);
export type TaxProfileUpdateRequest = Static<typeof TaxProfileUpdateRequest>;

/**
 * POST /leads/payouts/tax-profiles/{employee_id}/verify/ : marks one field verified. `seen_updated_at`
 * is the profile's `updated_at` the reviewer checked: a profile changed since answers 409 and nothing
 * is verified.
 */
export const TaxProfileVerifyRequest = Type.Object(
  { field: TaxProfileField, seen_updated_at: Type.String({ maxLength: 40 }) },
  { additionalProperties: false },
);
export type TaxProfileVerifyRequest = Static<typeof TaxProfileVerifyRequest>;

/** GET /leads/payouts/tax-profiles/ : profiles with a field awaiting verification, oldest change first. */
export const TaxProfileToVerify = Type.Object({
  employee_id: Type.String(),
  username: Type.String(),
  /** The fields on file that are not verified yet. */
  unverified: Type.Array(TaxProfileField),
  updated_at: Timestamp,
});
export type TaxProfileToVerify = Static<typeof TaxProfileToVerify>;
export const TaxProfilesToVerify = Type.Object({ count: Type.Integer(), results: Type.Array(TaxProfileToVerify) });
export type TaxProfilesToVerify = Static<typeof TaxProfilesToVerify>;

import { Type, type Static } from '@sinclair/typebox';
import { DeviceTokenField, MobileNumber, PatternText, StringEnum, Timestamp } from './common';

/*
 * One-time codes: mobile-number sign-in and password reset (back-office spec §2, §7; docs/otp.md).
 * The answers never say whether a mobile number or employee id belongs to an account.
 */

/** A one-time code: exactly 6 digits. */
export const OTP_PATTERN = '^[0-9]{6}$';

const Otp = PatternText(OTP_PATTERN, { description: 'The 6-digit code' });
/** As at sign-in: any case, surrounding spaces ignored. */
const EmployeeIdInput = Type.String({ maxLength: 40, pattern: '^\\s*[A-Za-z0-9]{1,32}\\s*$', description: 'Employee id such as CN1001 (any case)' });

export const OTP_PURPOSES = ['login', 'password_reset'] as const;
export const OtpPurpose = StringEnum(OTP_PURPOSES);
export type OtpPurpose = Static<typeof OtpPurpose>;

/** Where a code arrives (docs/otp.md#channels): the medium of a configured channel. */
export const OTP_CHANNEL_MEDIA = ['whatsapp', 'sms'] as const;
export const OtpChannelMedium = StringEnum(OTP_CHANNEL_MEDIA, { description: 'The medium of a configured channel: `whatsapp` or `sms`' });
export type OtpChannelMedium = Static<typeof OtpChannelMedium>;

/** Optional in both code requests: the other configured channel ("Send by SMS instead"); absent means the primary. */
const ChannelChoice = Type.Optional(OtpChannelMedium);

/** POST /auth/employees/login-otp/ */
export const OtpLoginRequest = Type.Object({ mobile_number: MobileNumber, device_token: DeviceTokenField(), channel: ChannelChoice }, { additionalProperties: false });
export type OtpLoginRequest = Static<typeof OtpLoginRequest>;

/** POST /auth/connectors/verify-otp/: answers TokenPair, as the password sign-in does. */
export const OtpVerifyRequest = Type.Object({ mobile_number: MobileNumber, otp: Otp, device_token: DeviceTokenField() }, { additionalProperties: false });
export type OtpVerifyRequest = Static<typeof OtpVerifyRequest>;

/** POST /auth/send-reset-otp/ */
export const PasswordResetOtpRequest = Type.Object({ employee_id: EmployeeIdInput, device_token: DeviceTokenField(), channel: ChannelChoice }, { additionalProperties: false });
export type PasswordResetOtpRequest = Static<typeof PasswordResetOtpRequest>;

/**
 * The answer to both code requests, the same whether or not the details match an account.
 * `expires_in`: seconds a code sent now stays valid (300 for sign-in, 900 for reset).
 * `channel`: the medium of the channel the code goes out by first (the one asked for, else the configured
 * primary; never the account's outcome); `other_channel`: the other configured medium the screen may offer.
 * Both absent with the development outbox.
 */
export const OtpRequestAccepted = Type.Object({
  detail: Type.String(),
  expires_in: Type.Integer(),
  channel: Type.Optional(OtpChannelMedium),
  other_channel: Type.Optional(OtpChannelMedium),
});
export type OtpRequestAccepted = Static<typeof OtpRequestAccepted>;

/**
 * POST /auth/reset-password/. `new_password`: 8–256 characters with letters and digits (12 or more for
 * admin and director), not the published demo password, not containing the employee id.
 */
export const PasswordResetRequest = Type.Object(
  {
    employee_id: EmployeeIdInput,
    otp: Otp,
    new_password: Type.String({ minLength: 8, maxLength: 256 }),
    device_token: DeviceTokenField(),
  },
  { additionalProperties: false },
);
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

export const PasswordResetDone = Type.Object({ detail: Type.String() });
export type PasswordResetDone = Static<typeof PasswordResetDone>;

/** GET /dev/outbox/ (development and test only): one message the development sender "sent". */
export const OtpOutboxMessage = Type.Object({
  id: Type.Integer(),
  employee_id: Type.String(),
  mobile_number: Type.String(),
  purpose: OtpPurpose,
  text: Type.String(),
  created_at: Timestamp,
});
export type OtpOutboxMessage = Static<typeof OtpOutboxMessage>;

/** GET /dev/outbox/: newest first. */
export const OtpOutbox = Type.Array(OtpOutboxMessage);
export type OtpOutbox = Static<typeof OtpOutbox>;

/** GET /dev/outbox/ filters. */
export const OtpOutboxQuery = Type.Object({
  mobile_number: Type.Optional(MobileNumber),
  employee_id: Type.Optional(EmployeeIdInput),
  purpose: Type.Optional(OtpPurpose),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});
export type OtpOutboxQuery = Static<typeof OtpOutboxQuery>;

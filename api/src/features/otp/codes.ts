import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from 'shared-contracts';

/** A fresh code: 6 digits, uniformly from 000000 to 999999 (crypto.randomInt, not Math.random). */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The HMAC key for stored codes: OTP_SECRET when set, else derived from the access-token key with HKDF
 * (so production, which must set JWT_SECRET, needs no further secret, and the two keys are separate).
 * Either way the key is not in the database (except the development key, which is kept there).
 */
export function otpKey(otpSecret: string | undefined, jwtSecret: string): Buffer {
  if (otpSecret !== undefined) return Buffer.from(otpSecret, 'utf8');
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'connector-portal', 'one-time codes v1', 32));
}

export interface CodeBinding {
  purpose: OtpPurpose;
  /** The employee's numeric id. */
  employeeId: number;
  /** Where the code was sent. */
  mobileNumber: string;
}

/**
 * What is stored for a code: HMAC-SHA256 over the code and what it is bound to (purpose, employee,
 * number), hex. With only a million possible codes, a plain hash would be reversed at once by anyone
 * reading the table; without the key the stored value says nothing. (argon2 would not help: a million
 * guesses of a slow hash still take minutes offline, and every public request would cost ~50 ms of CPU.)
 */
export function hashCode(key: Buffer, binding: CodeBinding, code: string): string {
  return createHmac('sha256', key).update(`${binding.purpose}:${binding.employeeId}:${binding.mobileNumber}:${code}`).digest('hex');
}

/** Whether `code` is the one stored as `storedHash` (constant-time comparison). */
export function codeMatches(key: Buffer, binding: CodeBinding, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCode(key, binding, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The message text: the code first (phones offer it for autofill), then what it is for and how long it lasts. */
export function otpText(purpose: OtpPurpose, code: string, ttlSeconds: number, employeeId: string): string {
  const minutes = Math.round(ttlSeconds / 60);
  const lasts = `It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return purpose === 'login'
    ? `${code} is your Connector Portal sign-in code. ${lasts} Never share it with anyone.`
    : `${code} is your Connector Portal password reset code for ${employeeId}. ${lasts} If you did not ask for it, ignore this message.`;
}

/** A mobile number as logs show it: the first and last two digits. */
export const maskedMobile = (mobile: string) => `${mobile.slice(0, 2)}******${mobile.slice(-2)}`;

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from 'shared-contracts';
import { localise } from '../../i18n';

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

/**
 * The code sealed (AES-256-GCM under a key derived from the code key, bound to the code's row by its
 * hash), so that a request from someone other than the employee can send the employee's live code
 * again instead of replacing it (docs/otp.md#limits). Without the key the sealed value says nothing.
 */
function sealingKey(key: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', key, 'connector-portal', 'one-time code sealing v1', 32));
}

export function sealCode(key: Buffer, codeHash: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key), iv);
  cipher.setAAD(Buffer.from(codeHash, 'utf8'));
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The sealed code, or null when it cannot be opened (another key, or a changed row). */
export function unsealCode(key: Buffer, codeHash: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(key), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(codeHash, 'utf8'));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The message text, in the account's language (`employees.language`; English when not given): the code
 * first (phones offer it for autofill), then what it is for and how long it lasts.
 */
export function otpText(purpose: OtpPurpose, code: string, ttlSeconds: number, employeeId: string, language = 'en'): string {
  const minutes = Math.round(ttlSeconds / 60);
  const lasts = `It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  const english =
    purpose === 'login'
      ? `${code} is your Connector Portal sign-in code. ${lasts} Never share it with anyone.`
      : `${code} is your Connector Portal password reset code for ${employeeId}. ${lasts} If you did not ask for it, ignore this message.`;
  return localise(language, english);
}

/** A mobile number as logs show it: the first and last two digits. */
export const maskedMobile = (mobile: string) => `${mobile.slice(0, 2)}******${mobile.slice(-2)}`;

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language, OtpPurpose, Role } from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Executor } from '../../db/client';
import { isLanguage } from '../../i18n';
import { otps } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { hashPassword, newPasswordProblems } from '../auth/passwords';
import { createSession, revokeAllSessions, type SessionLifetimes } from '../auth/sessions';
import { codeMatches, hashCode, newCode, otpText, sealCode, unsealCode, type CodeBinding } from './codes';
import { providerChecksCode, type OtpChannelId } from './channels/config';
import type { OtpMessage } from './sender';

/*
 * One-time codes (docs/otp.md): issuing a code for an employee found by mobile number (sign-in) or
 * employee id (reset), and checking one. Everything that decides the outcome runs in one transaction
 * with the rows locked, so concurrent requests and guesses are serialised.
 */

/** Who asked for a code: by mobile number (sign-in) or by employee id (reset). */
export type Recipient = { purpose: 'login'; mobileNumber: string } | { purpose: 'password_reset'; employeeId: string };

interface EmployeeRow {
  id: number;
  employeeId: string;
  role: Role;
  mobileNumber: string | null;
  isActive: boolean;
  /** The account's language: its code messages are written in it. */
  language: Language;
}

/** Why no code was issued (security log only; the caller always gets the same answer). */
export type NotIssuedReason = 'unknown_mobile_number' | 'unknown_employee_id' | 'inactive_account' | 'no_mobile_number';

export type IssueOutcome =
  | { issued: true; employee: EmployeeRow; message: OtpMessage; resent: boolean }
  | { issued: false; employee: EmployeeRow | null; reason: NotIssuedReason | 'live_code_kept' };

/**
 * Who is asking or entering a code, as the employee's earlier sign-ins tell: from one of their own
 * sign-in sources (`trusted`: their browser's device token or their address), or from anywhere else.
 * docs/otp.md#limits: requests from elsewhere never cancel a live code, and their wrong entries never
 * lock the employee's own.
 */
export interface CodeCaller {
  trusted: boolean;
}

/** Why a code was refused (security log only; the caller always gets the same 400). */
export type RefusalReason =
  | NotIssuedReason
  | 'no_code'
  | 'used'
  | 'superseded'
  | 'number_changed'
  | 'expired'
  | 'locked'
  | 'wrong_code'
  /** The provider that made the code (Twilio Verify) could not be asked: no try is counted. */
  | 'provider_unavailable';

export type CheckOutcome = { ok: true; otpId: number } | { ok: false; reason: RefusalReason; locked?: boolean };

/** The services the one-time codes use (the app's). */
export type OtpServices = Pick<FastifyInstance, 'db' | 'config' | 'clock' | 'otp'>;

export const ttlSecondsOf = (otpServices: OtpServices, purpose: OtpPurpose) => (purpose === 'login' ? otpServices.config.otp.loginTtlSeconds : otpServices.config.otp.resetTtlSeconds);

/** The employee a recipient names, locked for the rest of the transaction. */
async function lockEmployee(tx: Executor, recipient: Recipient): Promise<EmployeeRow | null> {
  const condition = recipient.purpose === 'login' ? sql`mobile_number = ${recipient.mobileNumber}` : sql`employee_id = ${recipient.employeeId}`;
  const [row] = await queryRows<{ id: number; employee_id: string; role: string; mobile_number: string | null; is_active: boolean; language: string }>(
    tx,
    sql`select id, employee_id, role, mobile_number, is_active, language from employees where ${condition} for update`,
  );
  return row
    ? { id: Number(row.id), employeeId: row.employee_id, role: row.role as Role, mobileNumber: row.mobile_number, isActive: row.is_active, language: isLanguage(row.language) ? row.language : 'en' }
    : null;
}

/** Why an employee (or nobody) cannot receive or use a code, or null when they can. */
function ineligibility(recipient: Recipient, employee: EmployeeRow | null): NotIssuedReason | null {
  if (!employee) return recipient.purpose === 'login' ? 'unknown_mobile_number' : 'unknown_employee_id';
  if (!employee.isActive) return 'inactive_account';
  if (!employee.mobileNumber) return 'no_mobile_number';
  return null;
}

/** Ends the open codes of an employee (one purpose, or all): a newer one replaces them. */
async function supersedeOpenCodes(tx: Executor, employeeId: number, now: Date, purpose?: OtpPurpose): Promise<void> {
  await tx
    .update(otps)
    .set({ supersededAt: now })
    .where(and(eq(otps.employeeId, employeeId), purpose ? eq(otps.purpose, purpose) : undefined, isNull(otps.consumedAt), isNull(otps.supersededAt)));
}

/**
 * Issues a code when the recipient is an active employee with a mobile number: the previous open code
 * of the same purpose is superseded and the new one stored hashed, in one transaction. A caller from
 * elsewhere than the employee's own sources never replaces a code the employee can still use: that
 * code is sent again, as it is (the employee may be the one asking, from a new phone, for a message
 * that did not arrive), and an attacker asking again and again cannot cancel it. The statements run the
 * same way for an unknown recipient (the supersede matches nothing), so both take similar time. The
 * caller hands the message to the sender.
 */
export async function issueCode(otpServices: OtpServices, recipient: Recipient, caller: CodeCaller): Promise<IssueOutcome> {
  const { purpose } = recipient;
  const ttlSeconds = ttlSecondsOf(otpServices, purpose);
  return otpServices.db.transaction(async (tx): Promise<IssueOutcome> => {
    const employee = await lockEmployee(tx, recipient);
    const reason = ineligibility(recipient, employee);
    const now = otpServices.clock.now();
    const live = !caller.trusted && reason === null && employee ? await liveCode(otpServices, tx, employee.id, purpose, now) : null;
    if (live && employee) {
      const code = live.code_sealed ? unsealCode(otpServices.otp.key, live.code_hash, live.code_sealed) : null;
      if (code === null) return { issued: false, employee, reason: 'live_code_kept' };
      const secondsLeft = Math.max(60, Math.round((new Date(live.expires_at).getTime() - now.getTime()) / 1000));
      return {
        issued: true,
        resent: true,
        employee,
        message: {
          purpose,
          employeeId: employee.employeeId,
          mobileNumber: live.mobile_number,
          text: otpText(purpose, code, secondsLeft, employee.employeeId, employee.language),
          code,
          otpId: Number(live.id),
          ttlSeconds: secondsLeft,
          language: employee.language,
        },
      };
    }
    await supersedeOpenCodes(tx, reason === null && employee ? employee.id : 0, now, purpose);
    if (reason !== null || !employee?.mobileNumber) return { issued: false, employee, reason: reason ?? 'no_mobile_number' };
    const code = newCode();
    const binding: CodeBinding = { purpose, employeeId: employee.id, mobileNumber: employee.mobileNumber };
    const codeHash = hashCode(otpServices.otp.key, binding, code);
    const [inserted] = await tx
      .insert(otps)
      .values({
        employeeId: employee.id,
        purpose,
        mobileNumber: employee.mobileNumber,
        codeHash,
        codeSealed: sealCode(otpServices.otp.key, codeHash, code),
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      })
      .returning({ id: otps.id });
    return {
      issued: true,
      resent: false,
      employee,
      message: {
        purpose,
        employeeId: employee.employeeId,
        mobileNumber: employee.mobileNumber,
        text: otpText(purpose, code, ttlSeconds, employee.employeeId, employee.language),
        code,
        otpId: inserted?.id ?? 0,
        ttlSeconds,
        language: employee.language,
      },
    };
  });
}

/** The employee's open, unexpired code of the purpose that their own entries can still use, if any. */
async function liveCode(otpServices: OtpServices, tx: Executor, employeeId: number, purpose: OtpPurpose, now: Date) {
  const [row] = await queryRows<{ id: number; code_hash: string; code_sealed: string | null; expires_at: string | Date; mobile_number: string }>(tx, sql`
    select id, code_hash, code_sealed, expires_at, mobile_number from otps
    where employee_id = ${employeeId} and purpose = ${purpose} and consumed_at is null and superseded_at is null
      and expires_at > ${now} and trusted_attempts < ${otpServices.config.otp.maxAttempts}
    limit 1`);
  return row ?? null;
}

/** The employee's latest code of a purpose, locked (0 for nobody: the same query, so refusing an unknown recipient takes similar time). */
async function lockLatestCode(tx: Executor, employeeId: number, purpose: OtpPurpose) {
  const [code] = await tx
    .select()
    .from(otps)
    .where(and(eq(otps.employeeId, employeeId), eq(otps.purpose, purpose)))
    .orderBy(desc(otps.id))
    .limit(1)
    .for('update');
  return code ?? null;
}

/**
 * Whether the presented code is the stored one: our HMAC, or, for a code a provider made and sent (Twilio
 * Verify, `otps.channel`), the provider's VerificationCheck. Null when the provider cannot be asked.
 */
async function presentedCodeMatches(
  otpServices: OtpServices,
  code: { channel: string | null; codeHash: string },
  binding: CodeBinding,
  presented: string,
): Promise<boolean | null> {
  const channel = code.channel as OtpChannelId | null;
  const { sender } = otpServices.otp.deliveries;
  if (channel === null || !providerChecksCode(channel)) return codeMatches(otpServices.otp.key, binding, presented, code.codeHash);
  if (!sender.checkWithProvider) return null;
  try {
    return await sender.checkWithProvider(channel, binding.mobileNumber, presented);
  } catch {
    return null;
  }
}

/**
 * Checks a presented code against the employee's latest code of that purpose (row locked). A wrong code
 * counts a try, committed with the transaction; the try that reaches the limit locks the code for the
 * caller's kind (the employee's own sources, or everyone else: counted apart). The code verifies only
 * while it is open, unexpired, not locked for the caller, and the employee's number is still the one it
 * was sent to.
 */
async function checkCode(otpServices: OtpServices, tx: Executor, employee: EmployeeRow, purpose: OtpPurpose, presented: string, caller: CodeCaller): Promise<CheckOutcome> {
  const code = await lockLatestCode(tx, employee.id, purpose);
  if (!code) return { ok: false, reason: 'no_code' };
  if (code.consumedAt) return { ok: false, reason: 'used' };
  if (code.supersededAt) return { ok: false, reason: 'superseded' };
  if (code.mobileNumber !== employee.mobileNumber) return { ok: false, reason: 'number_changed' };
  if (code.expiresAt.getTime() <= otpServices.clock.now().getTime()) return { ok: false, reason: 'expired' };
  const { maxAttempts } = otpServices.config.otp;
  const tries = caller.trusted ? otps.trustedAttempts : otps.attempts;
  if ((caller.trusted ? code.trustedAttempts : code.attempts) >= maxAttempts) return { ok: false, reason: 'locked' };
  const binding: CodeBinding = { purpose, employeeId: employee.id, mobileNumber: code.mobileNumber };
  const matches = await presentedCodeMatches(otpServices, code, binding, presented);
  if (matches === null) return { ok: false, reason: 'provider_unavailable' };
  if (!matches) {
    const [counted] = await tx
      .update(otps)
      .set(caller.trusted ? { trustedAttempts: sql`${tries} + 1` } : { attempts: sql`${tries} + 1` })
      .where(eq(otps.id, code.id))
      .returning({ tries });
    return { ok: false, reason: 'wrong_code', locked: (counted?.tries ?? maxAttempts) >= maxAttempts };
  }
  return { ok: true, otpId: code.id };
}

export type SignInOutcome = { ok: true; employee: EmployeeRow; sessionId: string; refreshToken: string } | { ok: false; employee: EmployeeRow | null; refusal: CheckOutcome & { ok: false } };

/** Mobile sign-in: the code is used up and the session started in one transaction. */
export function signInWithCode(otpServices: OtpServices, mobileNumber: string, presented: string, lifetimes: SessionLifetimes, caller: CodeCaller): Promise<SignInOutcome> {
  const recipient: Recipient = { purpose: 'login', mobileNumber };
  return otpServices.db.transaction(async (tx): Promise<SignInOutcome> => {
    const employee = await lockEmployee(tx, recipient);
    const reason = ineligibility(recipient, employee);
    if (reason !== null || !employee) {
      await lockLatestCode(tx, 0, 'login');
      return { ok: false, employee, refusal: { ok: false, reason: reason ?? 'unknown_mobile_number' } };
    }
    const check = await checkCode(otpServices, tx, employee, 'login', presented, caller);
    if (!check.ok) return { ok: false, employee, refusal: check };
    await tx.update(otps).set({ consumedAt: otpServices.clock.now() }).where(eq(otps.id, check.otpId));
    const session = await createSession(tx, employee.id, lifetimes);
    return { ok: true, employee, ...session };
  });
}

export type ResetOutcome =
  | { ok: true; employee: EmployeeRow; sessionsEnded: number }
  | { ok: false; employee: EmployeeRow | null; refusal: CheckOutcome & { ok: false } }
  | { ok: false; employee: EmployeeRow; passwordProblems: string[] };

/**
 * Password reset: with a valid code, in one transaction: the new password (argon2id), the code used up,
 * the employee's other open codes superseded, every session of theirs revoked (their access and refresh
 * tokens stop working on the next request) and the audit entry. A password the employee's role does not
 * allow answers its problems and changes nothing (the code stays usable).
 */
export function resetPasswordWithCode(otpServices: OtpServices, employeeId: string, presented: string, newPassword: string, caller: CodeCaller): Promise<ResetOutcome> {
  const recipient: Recipient = { purpose: 'password_reset', employeeId };
  return otpServices.db.transaction(async (tx): Promise<ResetOutcome> => {
    const employee = await lockEmployee(tx, recipient);
    const reason = ineligibility(recipient, employee);
    if (reason !== null || !employee) {
      await lockLatestCode(tx, 0, 'password_reset');
      return { ok: false, employee, refusal: { ok: false, reason: reason ?? 'unknown_employee_id' } };
    }
    const check = await checkCode(otpServices, tx, employee, 'password_reset', presented, caller);
    if (!check.ok) return { ok: false, employee, refusal: check };
    const passwordProblems = newPasswordProblems(newPassword, employee);
    if (passwordProblems.length > 0) return { ok: false, employee, passwordProblems };

    const now = otpServices.clock.now();
    const passwordHash = await hashPassword(newPassword);
    await tx.execute(sql`update employees set password_hash = ${passwordHash}, updated_at = now() where id = ${employee.id}`);
    await tx.update(otps).set({ consumedAt: now }).where(eq(otps.id, check.otpId));
    await supersedeOpenCodes(tx, employee.id, now);
    const sessionsEnded = await revokeAllSessions(tx, employee.id, 'password_reset');
    await recordAudit(tx, {
      actorId: employee.id,
      action: 'employee.password_reset',
      entityType: 'employee',
      entityId: employee.id,
      details: { method: 'otp', sessions_ended: sessionsEnded },
    });
    return { ok: true, employee, sessionsEnded };
  });
}

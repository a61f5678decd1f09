import argon2 from 'argon2';
import type { Role } from 'shared-contracts';
import { DEMO_PASSWORD } from '../../seed/demo-people';

/** OWASP argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

/**
 * Stored instead of a hash for an account that has no password yet (created by the back office; the
 * employee sets one through the password reset). It is not an argon2 hash, so nothing verifies against it.
 */
export const NO_PASSWORD_SET = '!no-password-set';

/** Whether the stored value is a real password hash (an account created without one has none). */
export const hasUsablePassword = (hash: string) => hash.startsWith('$argon2');

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (!hasUsablePassword(hash)) {
    // No password set: refuse, in the time a wrong password takes (sign-in must not reveal it).
    await spendVerificationTime(password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so an unknown employee id costs the same time as a
 * wrong password (no account enumeration by timing).
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
}

/** The shortest password an employee may set (NIST SP 800-63B's minimum for a chosen password). */
export const MIN_PASSWORD_LENGTH = 8;
/** Back-office accounts (admin, director) need longer ones, as the create-admin command asks. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;

/**
 * Why a password an employee chooses (password reset) is not acceptable, as messages for the field;
 * empty when it is. Without `owner` only the rules that hold for everyone are checked (so they can be
 * answered before the one-time code is); with it, also the role's length and the employee id.
 */
export function newPasswordProblems(password: string, owner?: { employeeId: string; role: Role }): string[] {
  const problems: string[] = [];
  const staff = owner?.role === 'admin' || owner?.role === 'director';
  const minimum = staff ? MIN_STAFF_PASSWORD_LENGTH : MIN_PASSWORD_LENGTH;
  if (password.length < minimum) problems.push(`Ensure this field has at least ${minimum} characters.`);
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) problems.push('Use both letters and digits.');
  if (password.toLowerCase() === DEMO_PASSWORD.toLowerCase()) problems.push('This password is published; choose another.');
  if (owner && password.toUpperCase().includes(owner.employeeId.toUpperCase())) problems.push('The password must not contain your employee ID.');
  return problems;
}

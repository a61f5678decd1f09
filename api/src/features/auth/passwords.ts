import argon2 from 'argon2';

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

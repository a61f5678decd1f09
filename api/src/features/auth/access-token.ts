import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from 'shared-contracts';

export interface AccessClaims {
  /** Employee id such as CN1001. */
  sub: string;
  /** Numeric primary key of the employee. */
  uid: number;
  role: Role;
  iat: number;
  exp: number;
  typ: 'access';
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest('base64url');

/** HS256 JWT signed with node:crypto. */
export function signAccessToken(
  subject: { employeeId: string; id: number; role: Role },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: subject.employeeId, uid: subject.id, role: subject.role, iat, exp: iat + ttlSeconds, typ: 'access' };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret)}`;
}

/** Returns the claims of a valid, unexpired token, or null. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isAccessClaims(claims)) return null;
  if (claims.exp <= Math.floor(now / 1000)) return null;
  return claims;
}

function isAccessClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    claims.typ === 'access' &&
    typeof claims.sub === 'string' &&
    typeof claims.uid === 'number' &&
    typeof claims.role === 'string' &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number'
  );
}

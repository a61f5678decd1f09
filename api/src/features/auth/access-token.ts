import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import type { Role } from 'shared-contracts';

export interface AccessClaims {
  /** Employee id such as CN1001. */
  sub: string;
  /** Numeric primary key of the employee. */
  uid: number;
  role: Role;
  /** The session (sign-in) this token belongs to: revoking it ends the token too. */
  sid: string;
  iat: number;
  exp: number;
  typ: 'access';
}

export interface AccessTokenSubject {
  employeeId: string;
  id: number;
  role: Role;
  sessionId: string;
}

/** Signs and verifies the portal's access tokens (HS256 JWTs, @fastify/jwt over fast-jwt). */
export interface AccessTokens {
  sign(subject: AccessTokenSubject): string;
  /** The claims of a valid, unexpired access token, or null for anything else. */
  verify(token: string): AccessClaims | null;
}

/** Registers @fastify/jwt with the signing key and answers the portal's token operations. */
export async function registerAccessTokens(app: FastifyInstance, secret: string, ttlSeconds: number): Promise<AccessTokens> {
  await app.register(fastifyJwt, {
    secret,
    // `request.user` is the portal's AuthUser (set by the access hook), not the raw claims.
    decoratorName: 'accessClaims',
    sign: { algorithm: 'HS256', expiresIn: ttlSeconds },
    // Verified tokens are cached until they expire (the session is still checked on every request):
    // the signature check was a noticeable part of an authenticated read (about 15% of /auth/profile/).
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });
  return {
    sign: (subject) => app.jwt.sign({ sub: subject.employeeId, uid: subject.id, role: subject.role, sid: subject.sessionId, typ: 'access' }),
    verify: (token) => {
      try {
        const claims = app.jwt.verify<Record<string, unknown>>(token);
        return isAccessClaims(claims) ? claims : null;
      } catch {
        return null;
      }
    },
  };
}

function isAccessClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    claims.typ === 'access' &&
    typeof claims.sub === 'string' &&
    typeof claims.uid === 'number' &&
    typeof claims.role === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number'
  );
}

import type { Profile, Role } from 'shared-contracts';

/** The signed-in employee, loaded (with their session) by the one authentication query per request. */
export interface AuthUser {
  id: number;
  employeeId: string;
  username: string;
  role: Role;
  /** Connectors only reach portal data once their KYC is verified (staff are always true). */
  kycVerified: boolean;
  /** The privacy notice version the user last agreed to (null: none, or withdrawn); the portal needs the current one. */
  consentedNoticeVersion: string | null;
  /** The session the access token belongs to. */
  sessionId: string;
  /** The user's own profile, as GET /auth/profile/ answers it. */
  profile: Profile;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    user: AuthUser | null;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

import type { Role } from 'shared-contracts';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { FailedSignInLimiter } from './features/auth/sign-in-limiter';

/** Everything a route needs, decorated on the Fastify instance as `app.ctx`. */
export interface AppContext {
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  jwtSecret: string;
  signInLimiter: FailedSignInLimiter;
}

/** The signed-in employee, loaded from the database on every authenticated request. */
export interface AuthUser {
  id: number;
  employeeId: string;
  username: string;
  role: Role;
  /** Connectors only reach portal data once their KYC is verified (staff are always true). */
  kycVerified: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const BACK_OFFICE_ROLES: readonly Role[] = ['admin', 'director'];
export const isBackOffice = (role: Role) => BACK_OFFICE_ROLES.includes(role);

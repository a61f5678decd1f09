import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { AccessTokens } from './features/auth/access-token';
import type { AuthenticationQuery } from './features/auth/authenticate';
import type { OtpDeliveries } from './features/otp/sender';
import type { RateLimiter } from './security/rate-limiter';
import type { SignInSources } from './features/auth/sign-in-sources';

/** Everything a route needs, decorated on the Fastify instance as `app.ctx`. */
export interface AppContext {
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  accessTokens: AccessTokens;
  authenticationQuery: AuthenticationQuery;
  rateLimiter: RateLimiter;
  /** Where each employee signed in before: what tells the real user from an attacker at sign-in. */
  signInSources: SignInSources;
  /** "Now" for rules the API decides itself (one-time code expiry); tests inject their own. */
  clock: Clock;
  otp: {
    /** HMAC key of stored codes (never in the database in production). */
    key: Buffer;
    /** The sender (chosen by OTP_SENDER) and the deliveries in flight. */
    deliveries: OtpDeliveries;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

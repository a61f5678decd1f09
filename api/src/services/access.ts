import fp from 'fastify-plugin';
import { registerAccessTokens, type AccessTokens } from '../features/auth/access-token';
import { prepareAuthenticationQuery, type AuthenticationQuery } from '../features/auth/authenticate';
import { SignInSources } from '../features/auth/sign-in-sources';
import { RateLimiter } from '../security/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies the short-lived access tokens. */
    accessTokens: AccessTokens;
    /** The prepared query that turns a token's claims into the signed-in employee and live session. */
    authenticationQuery: AuthenticationQuery;
    /** Limits counted in PostgreSQL, so they hold across replicas. */
    rateLimiter: RateLimiter;
    /** Where each employee signed in before: what tells the real user from an attacker at sign-in. */
    signInSources: SignInSources;
  }
}

/** Who is calling, and how often they may: tokens, sessions, sign-in sources and rate limits. */
export const accessService = fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    app.decorate('accessTokens', await registerAccessTokens(app, jwtSecret, app.config.accessTokenTtlSeconds));
    app.decorate('authenticationQuery', prepareAuthenticationQuery(app.db));
    app.decorate('rateLimiter', new RateLimiter(app.db));
    app.decorate('signInSources', new SignInSources(app.db, jwtSecret));
  },
  { name: 'access', dependencies: ['database', 'runtime'] },
);

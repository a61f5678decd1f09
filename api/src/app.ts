import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock';
import { ConfigError, effectiveOtpSender, loadConfig, type AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { persistedJwtSecret } from './db/settings';
import { registerAccessTokens } from './features/auth/access-token';
import { prepareAuthenticationQuery } from './features/auth/authenticate';
import { SignInSources } from './features/auth/sign-in-sources';
import { authRoutes } from './features/auth/routes';
import { catalogueAdminRoutes } from './features/catalogue/admin-routes';
import { catalogueRoutes } from './features/catalogue/routes';
import { criteriaRoutes } from './features/criteria/routes';
import { eligibilityRoutes } from './features/eligibility/routes';
import { peopleRoutes } from './features/employees/people-routes';
import { employeeRoutes } from './features/employees/routes';
import { healthRoutes } from './features/health/routes';
import { installShutdownDrain } from './features/health/shutdown-drain';
import { kycRoutes } from './features/kyc/routes';
import { leadManagementRoutes } from './features/lead-management/routes';
import { leadRoutes } from './features/leads/routes';
import { notificationRoutes } from './features/notifications/routes';
import { notificationStreamRoutes } from './features/notifications/live/stream-routes';
import { otpKey } from './features/otp/codes';
import { devOutboxRoutes, otpRoutes } from './features/otp/routes';
import { DevelopmentOtpSender, OtpDeliveries, UnavailableOtpSender, type OtpSender } from './features/otp/sender';
import { payoutRoutes } from './features/payouts/routes';
import { startUpRoutes } from './features/start-up/routes';
import { teamRoutes } from './features/team/routes';
import { territoryRoutes } from './features/territories/routes';
import { apiDocs } from './http/api-docs';
import { installErrorHandling } from './http/error-handler';
import { installBodyTimeout } from './http/body-timeout';
import { BODY_LIMIT_BYTES, installJsonBodyHandling } from './http/json-body';
import { boundedCostValidatorFactory } from './http/request-validation';
import { apiLoggerOptions } from './http/request-log';
import { registerSharedSchemas } from './http/schemas';
import { installSecurityHeaders } from './http/security-headers';
import { scheduleIdleLeadCheck } from './maintenance/idle-leads';
import { schedulePruning } from './maintenance/prune-expired';
import { RateLimiter } from './security/rate-limiter';
import { installRouteAccess } from './security/route-access';
import { refuseNonFiniteNumbers } from './http/finite-numbers';
import { frameworkErrorHandler } from './http/framework-errors';
import { seedIfEmpty } from './seed/seed';
import { STARTUP_LOCK_KEY } from './db/lock-keys';


/**
 * Migrations, the development signing key and the demo seed, run by one replica at a time: replicas
 * starting together on an empty database would otherwise race inside the migrations (CREATE TYPE and
 * CREATE TABLE are not safe to run twice at once). The later one waits, then finds everything done.
 */
async function prepareData(database: DatabaseHandle, config: AppConfig, seedPasswordHash: string | undefined): Promise<string> {
  return database.exclusive(STARTUP_LOCK_KEY, async () => {
    await database.migrate(config.migrationsFolder);
    // Development keeps a generated key with its data; production requires JWT_SECRET (loadConfig).
    const jwtSecret = config.jwtSecret ?? (await persistedJwtSecret(database.db));
    if (config.seedDemoData) {
      await seedIfEmpty(database.db, { uploadDir: config.uploadDir, passwordHash: seedPasswordHash });
    }
    return jwtSecret;
  });
}

export interface BuildAppOptions {
  /** Overrides on top of the environment configuration. */
  config?: Partial<AppConfig>;
  /** An already opened database (the app closes it on shutdown). */
  database?: DatabaseHandle;
  /** Precomputed argon2id hash of the demo password for seeding (tests). */
  seedPasswordHash?: string;
  /** Where pino writes (tests read the security log from it); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** "Now" for one-time-code expiry (tests move it forward); default the system clock. */
  clock?: Clock;
  /** A one-time-code sender instead of the one OTP_SENDER chooses (a provider, or a test double). */
  otpSender?: OtpSender;
}

/**
 * Builds the API: opens the database (PGlite or PostgreSQL), applies migrations, seeds the
 * demo data on an empty database when configured to, and registers every route. Call `listen`
 * or `inject`.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const otpSenderKind = effectiveOtpSender(config);
  const database = options.database ?? (await openDatabase(config));
  let app: FastifyInstance | undefined;
  try {
    if (config.nodeEnv === 'production' && otpSenderKind === 'log' && !options.otpSender) {
      // loadConfig refuses OTP_SENDER=log in production; this catches the same choice made in code.
      throw new ConfigError(['OTP_SENDER=log: refused when NODE_ENV=production (it keeps one-time codes in a readable outbox)']);
    }
    const jwtSecret = await prepareData(database, config, options.seedPasswordHash);

    app = Fastify({
      logger: apiLoggerOptions({ enabled: config.logger, level: config.logLevel, stream: options.logStream }),
      bodyLimit: BODY_LIMIT_BYTES,
      // Two passes, first error then every error for a request of ordinary size: validation work
      // stays bounded by the request's size on every route (http/request-validation.ts).
      schemaController: { compilersFactory: { buildValidator: boundedCostValidatorFactory() } },
      routerOptions: { maxParamLength: 200 },
      frameworkErrors: frameworkErrorHandler(config.corsOrigins),
      // Closing (SIGTERM): idle keep-alive connections are closed at once, requests in progress finish,
      // and requests still arriving get the drain's 503 (features/health/shutdown-drain.ts), not Fastify's.
      forceCloseConnections: 'idle',
      return503OnClosing: false,
      // A hop count is valid at run time (proxy-addr) though Fastify's type omits it.
      trustProxy: config.trustProxy as boolean | string | string[],
      requestTimeout: config.requestTimeoutMs,
      connectionTimeout: config.connectionTimeoutMs,
      http: {
        // Headers must arrive within a minute (and never later than the whole request may take);
        // Node checks both timeouts on this interval (30 s by default).
        headersTimeout: Math.min(60_000, config.requestTimeoutMs),
        connectionsCheckingInterval: Math.max(250, Math.min(30_000, Math.floor(config.requestTimeoutMs / 4))),
      },
    }).withTypeProvider<TypeBoxTypeProvider>() as unknown as FastifyInstance;

    const ctx: AppContext = {
      db: database.db,
      database,
      config,
      accessTokens: await registerAccessTokens(app, jwtSecret, config.accessTokenTtlSeconds),
      authenticationQuery: prepareAuthenticationQuery(database.db),
      rateLimiter: new RateLimiter(database.db),
      signInSources: new SignInSources(database.db, jwtSecret),
      clock: options.clock ?? systemClock,
      otp: {
        key: otpKey(config.otp.secret, jwtSecret),
        deliveries: new OtpDeliveries(
          options.otpSender ?? (otpSenderKind === 'log' ? new DevelopmentOtpSender(database.db, app.log) : new UnavailableOtpSender()),
        ),
      },
    };
    if (!ctx.otp.deliveries.sender.available) {
      app.log.warn(
        { otpSender: ctx.otp.deliveries.sender.name },
        'One-time codes cannot be delivered: no OTP sender is configured, so mobile sign-in and password reset answer 503 (docs/otp.md)',
      );
    }
    app.decorate('ctx', ctx);
    app.decorateRequest('user', null);
    const stopPruning = schedulePruning(database.db, app.log);
    const stopIdleLeadCheck = scheduleIdleLeadCheck(database.db, app.log, config.idleLeadCheckIntervalMinutes * 60_000, ctx.clock);
    app.addHook('onClose', async () => {
      await stopPruning();
      await stopIdleLeadCheck();
      await ctx.otp.deliveries.settled();
      await database.close();
    });

    installSecurityHeaders(app);
    installErrorHandling(app);
    installJsonBodyHandling(app);
    // CORS first: its headers must be on every answer, the access hook's 401 and 403 included, or
    // the browser hides them from the portal (and a token refresh never starts).
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposedHeaders: ['Idempotent-Replayed'],
      maxAge: 600,
    });
    installShutdownDrain(app);
    installBodyTimeout(app, Math.min(config.bodyTimeoutMs, config.requestTimeoutMs));
    installRouteAccess(app);
    refuseNonFiniteNumbers(app);
    // Long answers (a connector's 5,000 leads are ~2 MB of JSON) travel compressed to phones. Short
    // ones, such as the token answers, are not compressed (nothing for BREACH-style guessing to measure).
    await app.register(compress, {
      threshold: 2048,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    registerSharedSchemas(app);

    await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: config.maxUploadBytes, files: 5 } });
    if (config.apiDocs) await app.register(apiDocs);

    await app.register(healthRoutes);
    await app.register(authRoutes);
    await app.register(otpRoutes);
    // Development tooling only: the messages of the development OTP sender (never in production).
    if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes);
    await app.register(employeeRoutes);
    await app.register(kycRoutes);
    await app.register(leadRoutes);
    await app.register(leadManagementRoutes);
    await app.register(payoutRoutes);
    await app.register(catalogueRoutes);
    await app.register(catalogueAdminRoutes);
    await app.register(peopleRoutes);
    await app.register(teamRoutes);
    await app.register(territoryRoutes);
    await app.register(criteriaRoutes);
    await app.register(eligibilityRoutes);
    await app.register(notificationRoutes);
    await app.register(notificationStreamRoutes);
    await app.register(startUpRoutes);

    await app.ready();
    return app;
  } catch (error) {
    if (app) await app.close().catch(() => undefined);
    else await database.close().catch(() => undefined);
    throw error;
  }
}

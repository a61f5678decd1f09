import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock';
import { ConfigError, effectiveOtpSender, loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { persistedJwtSecret } from './db/settings';
import { installShutdownDrain } from './features/health/shutdown-drain';
import { accessService } from './services/access';
import { databaseService } from './services/database';
import { otpService } from './services/otp';
import { runtimeService } from './services/runtime';
import { vaultService } from './services/vault';
import { privacyNoticeService } from './services/privacy-notice';
import { loadPrivacyNotices } from './features/consent/privacy-notice';
import { importLegacyUploads } from './features/vault/legacy-import';
import { openVault, rewrapInBackground, type DocumentVault } from './features/vault/vault';
import type { OtpSender } from './features/otp/sender';
import { FEATURE_ROUTES } from './features/feature-routes';
import { apiDocs } from './http/api-docs';
import { installErrorHandling } from './http/error-handler';
import { installBodyTimeout } from './http/body-timeout';
import { BODY_LIMIT_BYTES, installJsonBodyHandling } from './http/json-body';
import { boundedCostValidatorFactory } from './http/request-validation';
import { apiLoggerOptions } from './http/request-log';
import { installRequestIdHeader, requestIdGenerator } from './http/request-id';
import { installMetrics } from './features/metrics/http-metrics';
import { registerSharedSchemas } from './http/schemas';
import { installSecurityHeaders } from './http/security-headers';
import { scheduleIdleLeadCheck } from './maintenance/idle-leads';
import { schedulePruning } from './maintenance/prune-expired';
import { scheduleDocumentRetention } from './maintenance/document-retention';
import { installRouteAccess } from './security/route-access';
import { refuseNonFiniteNumbers } from './http/finite-numbers';
import { frameworkErrorHandler } from './http/framework-errors';
import { seedIfEmpty } from './seed/seed';
import { STARTUP_LOCK_KEY } from './db/lock-keys';
import { ensureMigrated } from './db/migrations';


/**
 * Migrations, the development signing key and the demo seed, run by one replica at a time: replicas
 * starting together on an empty database would otherwise race inside the migrations (CREATE TYPE and
 * CREATE TABLE are not safe to run twice at once). The later one waits, then finds everything done.
 */
async function prepareData(
  database: DatabaseHandle,
  config: AppConfig,
  vault: DocumentVault,
  noticeVersion: string,
  seedPasswordHash: string | undefined,
): Promise<string> {
  return database.exclusive(STARTUP_LOCK_KEY, async () => {
    await ensureMigrated(database, config);
    // Development keeps a generated key with its data; production requires JWT_SECRET (loadConfig).
    const jwtSecret = config.jwtSecret ?? (await persistedJwtSecret(database.db));
    if (config.seedDemoData) {
      await seedIfEmpty(database.db, { vault, noticeVersion, passwordHash: seedPasswordHash });
    }
    await importLegacyUploads(database.db, vault, config.uploadDir);
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
    const vault = await openVault(database, config);
    const privacyNotices = loadPrivacyNotices(config.privacy);
    const jwtSecret = await prepareData(database, config, vault, privacyNotices.current.version, options.seedPasswordHash);

    app = Fastify({
      logger: apiLoggerOptions({ enabled: config.logger, level: config.logLevel, stream: options.logStream }),
      genReqId: requestIdGenerator(config.trustProxy !== false && config.trustProxy !== 0),
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

    // The services, each a named plugin that declares what it needs (api/src/services/).
    await app.register(databaseService, { database });
    await app.register(runtimeService, { config, clock: options.clock ?? systemClock });
    await app.register(accessService, { jwtSecret });
    await app.register(otpService, { jwtSecret, sender: options.otpSender });
    await app.register(vaultService, { vault });
    await app.register(privacyNoticeService, { notices: privacyNotices });
    app.decorateRequest('user', null);
    const stopPruning = schedulePruning(database.db, app.log);
    const stopIdleLeadCheck = scheduleIdleLeadCheck(database.db, app.log, config.idleLeadCheckIntervalMinutes * 60_000, app.clock);
    const stopDocumentRetention = scheduleDocumentRetention(database.db, vault, config.vault, app.log, app.clock, config.nodeEnv === 'test' ? 0 : undefined);
    const stopRewrapping = rewrapInBackground(database, vault, app.log);
    // One hook, so the order is explicit: the database closes after everything that may still use it.
    app.addHook('onClose', async () => {
      await stopPruning();
      await stopIdleLeadCheck();
      await stopDocumentRetention();
      await stopRewrapping();
      await app!.otp.deliveries.settled();
      await database.close();
    });

    installRequestIdHeader(app);
    installMetrics(app, () => database.poolStats());
    installSecurityHeaders(app);
    installErrorHandling(app);
    installJsonBodyHandling(app);
    // CORS first: its headers must be on every answer, the access hook's 401 and 403 included, or
    // the browser hides them from the portal (and a token refresh never starts).
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      // Content-Disposition: the name a download is saved under (the data export), read by the front end.
      exposedHeaders: ['Idempotent-Replayed', 'Content-Disposition', 'X-Request-Id'],
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

    for (const { routes, developmentOnly } of FEATURE_ROUTES) {
      if (developmentOnly && config.nodeEnv === 'production') continue;
      await app.register(routes);
    }

    await app.ready();
    return app;
  } catch (error) {
    if (app) await app.close().catch(() => undefined);
    else await database.close().catch(() => undefined);
    throw error;
  }
}

import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { persistedJwtSecret } from './db/settings';
import { authRoutes } from './features/auth/routes';
import { FailedSignInLimiter, minutesText } from './features/auth/sign-in-limiter';
import { criteriaRoutes } from './features/criteria/routes';
import { employeeRoutes } from './features/employees/routes';
import { healthRoutes } from './features/health/routes';
import { kycRoutes } from './features/kyc/routes';
import { leadRoutes } from './features/leads/routes';
import { installErrorHandling } from './http/error-handler';
import { refuseNullCharacters } from './http/null-characters';
import { registerSharedSchemas } from './http/schemas';
import { seedIfEmpty } from './seed/seed';

export interface BuildAppOptions {
  /** Overrides on top of the environment configuration. */
  config?: Partial<AppConfig>;
  /** An already opened database (the app closes it on shutdown). */
  database?: DatabaseHandle;
  /** Precomputed argon2id hash of the demo password for seeding (tests). */
  seedPasswordHash?: string;
}

/**
 * Builds the API: opens the database (PGlite or PostgreSQL), applies migrations, seeds the
 * demo data on an empty database, and registers every route. Call `listen` or `inject`.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const database = options.database ?? (await openDatabase(config));
  let app: FastifyInstance | undefined;
  try {
    await database.migrate(config.migrationsFolder);
    const jwtSecret = config.jwtSecret ?? (await persistedJwtSecret(database.db));
    if (config.seedDemoData) {
      await seedIfEmpty(database.db, { uploadDir: config.uploadDir, passwordHash: options.seedPasswordHash });
    }

    app = Fastify({
      logger: config.logger ? { level: config.logLevel } : false,
      bodyLimit: 1024 * 1024,
      ajv: { customOptions: { allErrors: true } },
      routerOptions: { maxParamLength: 200 },
    }).withTypeProvider<TypeBoxTypeProvider>() as unknown as FastifyInstance;

    const ctx: AppContext = {
      db: database.db,
      database,
      config,
      jwtSecret,
      signInLimiter: new FailedSignInLimiter(config.signInLimits.perEmployee),
    };
    app.decorate('ctx', ctx);
    app.decorateRequest('user', null);
    app.addHook('onClose', async () => {
      await database.close();
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'no-referrer');
      return payload;
    });

    installErrorHandling(app);
    refuseNullCharacters(app);
    registerSharedSchemas(app);

    // An empty JSON body is treated as no body (e.g. POST /auth/logout without payload).
    const defaultJsonParser = app.getDefaultJsonParser('error', 'ignore');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') {
        done(null, undefined);
        return;
      }
      defaultJsonParser(request, body as string, done);
    });

    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many sign-in attempts from this address. Try again in ${minutesText(context.ttl)}.`), { statusCode: 429 }),
    });
    await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: config.maxUploadBytes } });
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Connector Portal API',
          version: '1.0.0',
          description:
            'Errors: `{"detail": "..."}`; validation failures: HTTP 400 `{"field": ["message"]}`. Authenticate with `Authorization: Bearer <access token>`.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`) },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
    const instance = app;
    app.get('/openapi.json', { schema: { hide: true } }, async () => instance.swagger());

    await app.register(healthRoutes);
    await app.register(authRoutes);
    await app.register(employeeRoutes);
    await app.register(kycRoutes);
    await app.register(leadRoutes);
    await app.register(criteriaRoutes);

    await app.ready();
    return app;
  } catch (error) {
    if (app) await app.close().catch(() => undefined);
    else await database.close().catch(() => undefined);
    throw error;
  }
}

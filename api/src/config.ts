import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package folder. Both `src/*.ts` (tsx, vitest) and the bundle `dist/server.js`
 * sit one level below it, so this resolves the same from source and from the build.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RateLimitRule {
  /** Attempts allowed inside the window. */
  max: number;
  windowMs: number;
}

export interface SignInLimits {
  /** Failed sign-ins allowed per employee id (successful ones do not count). */
  perEmployee: RateLimitRule;
  /** Sign-in requests allowed per client address. */
  perAddress: RateLimitRule;
}

export interface AppConfig {
  /** PostgreSQL connection string; absent means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  dataDir: string;
  /** Where uploaded KYC images are stored (never served statically). */
  uploadDir: string;
  /** HS256 key for access tokens; absent means generated once and kept in the database. */
  jwtSecret: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  /** Log requests and start-up with pino (off in tests). */
  logger: boolean;
  migrationsFolder: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  signInLimits: SignInLimits;
  maxUploadBytes: number;
  /** Seed demo data when the database has no employees. */
  seedDemoData: boolean;
  nodeEnv: string;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perEmployee: { max: 5, windowMs: 15 * 60 * 1000 },
  perAddress: { max: 20, windowMs: 60 * 1000 },
};

const resolveFromCwd = (value: string) => (value.startsWith('memory://') ? value : path.resolve(value));

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function defaultCorsOrigins(env: NodeJS.ProcessEnv): string[] {
  const ports = [
    env.HOST_PORT ?? '3000',
    env.REMOTE_CORE_PORT ?? '3001',
    env.REMOTE_ELIGIBILITY_PORT ?? '3002',
    env.REMOTE_NOTIFICATIONS_PORT ?? '3003',
  ];
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

/** Reads the API configuration from environment variables (see docs/api.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const corsOrigins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : defaultCorsOrigins(env);
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolveFromCwd(env.DATA_DIR?.trim() || path.join(API_ROOT, '.data', 'pglite')),
    uploadDir: path.resolve(env.UPLOAD_DIR?.trim() || path.join(API_ROOT, '.data', 'uploads')),
    jwtSecret: env.JWT_SECRET?.trim() || undefined,
    corsOrigins,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    logger: true,
    migrationsFolder: path.join(API_ROOT, 'drizzle'),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 7 * 24 * 60 * 60,
    signInLimits: {
      perEmployee: {
        max: positiveInt(env.SIGNIN_MAX_FAILED_PER_EMPLOYEE, DEFAULT_SIGN_IN_LIMITS.perEmployee.max),
        windowMs: DEFAULT_SIGN_IN_LIMITS.perEmployee.windowMs,
      },
      perAddress: {
        max: positiveInt(env.SIGNIN_MAX_PER_ADDRESS_PER_MINUTE, DEFAULT_SIGN_IN_LIMITS.perAddress.max),
        windowMs: DEFAULT_SIGN_IN_LIMITS.perAddress.windowMs,
      },
    },
    maxUploadBytes: 10 * 1024 * 1024,
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    nodeEnv: env.NODE_ENV?.trim() || 'development',
  };
}

export function listenAddress(env: NodeJS.ProcessEnv = process.env): { host: string; port: number } {
  return {
    host: env.API_HOST?.trim() || '127.0.0.1',
    port: positiveInt(env.API_PORT ?? env.PORT, 8000),
  };
}

import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { defaultFrontEndOrigins } from './front-end-origins';
import { DEFAULT_CHANNEL_SETTINGS, readOtpChannelSettings, type OtpChannelSettings } from './features/otp/channels/config';
import { VAULT_STORE_KINDS, type VaultStoreKind } from './features/vault/chunk-stores';
import { parseMasterKeys, type KeyringSettings } from './features/vault/keyring';

/**
 * The api package folder. Both `src/*.ts` (tsx, vitest) and the bundle `dist/server.js`
 * sit one level below it, so this resolves the same from source and from the build.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RateLimitRule {
  /** Hits allowed inside the window. */
  max: number;
  windowMs: number;
}

export interface SignInLimits {
  /** Failed sign-ins for one employee id from one address: the hard limit (then 429 until the window ends). */
  perIdAndAddress: RateLimitRule;
  /** Failed sign-ins for one employee id from all addresses before each further attempt waits a growing delay. */
  perIdBeforeDelay: RateLimitRule;
  /** Longest delay the per-id throttle imposes. */
  maxDelayMs: number;
  /** Failed sign-ins from one address across all ids (successful ones never count). */
  perAddress: RateLimitRule;
}

/** Limits on calls other than sign-in, per client address or per signed-in user. */
export interface RequestLimits {
  refreshPerAddress: RateLimitRule;
  failedRefreshPerAddress: RateLimitRule;
  logoutPerAddress: RateLimitRule;
  kycUploadPerUser: RateLimitRule;
  profileUpdatePerUser: RateLimitRule;
  /** Lead creation per signed-in user: far above what a real connector enters, low enough to stop a script. */
  leadCreatePerUser: RateLimitRule;
  /**
   * Lead document pages uploaded per user: a connector photographing a few 20-page statements in an
   * hour stays far below; a script filling the vault (or uploading and removing in a loop) does not.
   */
  leadDocumentUploadPerUser: RateLimitRule;
  /** Exports of one's own data (a ZIP with the KYC images) per signed-in user. */
  myDataExportPerUser: RateLimitRule;
  /** Correction and erasure requests per signed-in user (each notifies the back office). */
  privacyRequestPerUser: RateLimitRule;
  /** Duplicate-mobile checks per signed-in user (each answers whether a customer mobile has open leads). */
  openLeadsByMobilePerUser: RateLimitRule;
  /** One-time code requests per recipient: per mobile number (sign-in) or per employee id (reset), known or not. */
  otpRequestsPerRecipient: RateLimitRule;
  /** One-time code requests per client address, both purposes together. */
  otpRequestsPerAddress: RateLimitRule;
  /** Failed code entries (sign-in and reset) per client address, whatever the number or employee id. */
  otpFailedEntriesPerAddress: RateLimitRule;
  /**
   * Writes per signed-in user, every write route without a per-user limit of its own together
   * (security/route-access.ts): above a back-office day's busiest hour, low enough to stop a script.
   */
  writesPerUser: RateLimitRule;
}

/**
 * How one-time codes are delivered when no channel provider is configured (OTP_CHANNELS, docs/otp.md#channels):
 * `log` is the development sender (the API log and the `otp_outbox` table, read by GET /dev/outbox/), refused
 * in production; `none` sends nothing and the request routes answer 503.
 */
export const OTP_SENDERS = ['log', 'none'] as const;
export type OtpSenderKind = (typeof OTP_SENDERS)[number];

export interface OtpSettings {
  /** The sender; undefined means the environment's default: `log` outside production, `none` in production. */
  sender: OtpSenderKind | undefined;
  /** HMAC key for stored codes (at least 32 bytes); undefined means derived from the access-token key. */
  secret: string | undefined;
  /** Lifetime of a sign-in code (the mobile screen counts down 300 s). */
  loginTtlSeconds: number;
  /** Lifetime of a password reset code (the screen says 15 minutes). */
  resetTtlSeconds: number;
  /** Wrong entries that lock a code; a new one must be requested. */
  maxAttempts: number;
  /**
   * Whether mobile sign-in and password reset by code are offered (OTP_ENABLED). Default: true outside
   * production; in production, true exactly when a channel is configured. Production refuses OTP_ENABLED=true
   * without a channel.
   */
  enabled: boolean;
  /** The channel providers, primary and fallback (OTP_CHANNELS and their settings). */
  channels: OtpChannelSettings;
}

export interface VaultSettings extends KeyringSettings {
  /** Where the sealed bytes are kept (VAULT_STORE); undefined: `database` on PostgreSQL, `folder` on PGlite. */
  store: VaultStoreKind | undefined;
  /** Megabytes of checked ciphertext each replica keeps from the database store (VAULT_READ_CACHE_MB; 0: none). */
  readCacheMb: number;
  /** Days a rejected or replaced KYC submission's images are kept after it was decided or replaced. */
  replacedKycRetentionDays: number;
  /** Years a deactivated connector's KYC images are kept after the deactivation (the RBI's KYC record period). */
  deactivatedKycRetentionYears: number;
  /** Days a closed (approved or rejected) lead's document pages are kept after its last status change. */
  closedLeadDocumentRetentionDays: number;
}

/** The privacy notice users consent to, and whom they write to about their data (features/consent, docs/privacy.md). */
export interface PrivacySettings {
  /** A JSON file with the notice's version, title, summary and sections (PRIVACY_NOTICE_FILE). */
  noticeFile: string;
  /**
   * The same notice in Hindi (PRIVACY_NOTICE_FILE_HI), same version; null when the deployment wrote
   * only an English notice (allowed outside production: Hindi readers then get the English one).
   */
  hindiNoticeFile: string | null;
  grievanceOfficer: { name: string; email: string; phone: string };
}

/** The taxes on a connector's commission (docs/payout-taxes.md): today's law as defaults, since budgets change them. */
export interface PayoutTaxSettings {
  /** TDS on commission with a verified PAN, percent (section 194H; TDS_COMMISSION_RATE). */
  tdsRate: number;
  /** TDS without a verified PAN, percent (section 206AA; TDS_NO_PAN_RATE). */
  tdsNoPanRate: number;
  /** The financial year's commission up to which no TDS is deducted, rupees (TDS_COMMISSION_THRESHOLD). */
  tdsThreshold: number;
  /** GST on the commission of a connector with a verified GSTIN, percent (GST_RATE). */
  gstRate: number;
  /** The paying company's name on commission statements (COMPANY_NAME). */
  companyName: string;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /** PostgreSQL connection string; absent means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  dataDir: string;
  /**
   * The document vault's folder store (`vault/` inside it, with VAULT_STORE=folder, the default on
   * PGlite). KYC images stored here as plain files before the vault are imported into it when the
   * API starts (features/vault/legacy-import.ts).
   */
  uploadDir: string;
  /** The document vault's master keys and retention (docs/document-vault.md). */
  vault: VaultSettings;
  privacy: PrivacySettings;
  payoutTax: PayoutTaxSettings;
  /** HS256 key for access tokens; absent (development only) means generated once and kept in the database. */
  jwtSecret: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  /** Log requests and start-up with pino (off in tests). */
  logger: boolean;
  migrationsFolder: string;
  /**
   * Apply pending migrations as the API starts (default); false in production behind `migrate.js`, where
   * the API's database role has no DDL rights and the API only checks that none is pending (db/migrations.ts).
   */
  migrateOnStart: boolean;
  accessTokenTtlSeconds: number;
  /** Lifetime of one refresh token (each rotation issues a new one). */
  refreshTokenTtlSeconds: number;
  /** Absolute lifetime of a session: rotation cannot keep a sign-in alive beyond it. */
  sessionMaxAgeSeconds: number;
  signInLimits: SignInLimits;
  requestLimits: RequestLimits;
  maxUploadBytes: number;
  /** Seed demo data (with its public demo passwords) when the database has no employees. */
  seedDemoData: boolean;
  /** Serve Swagger UI at /docs and the OpenAPI document at /openapi.json. */
  apiDocs: boolean;
  /** Fastify `trustProxy`: false, true, a hop count, or trusted proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Longest time to receive a whole request: the KYC upload's, which a slow link needs (http/body-timeout.ts). */
  requestTimeoutMs: number;
  /** Longest time to receive a whole request on every other route (their bodies are small). */
  bodyTimeoutMs: number;
  /** An idle connection is closed after this long. */
  connectionTimeoutMs: number;
  /** Eligibility check, business loans: the share of annual turnover lent at most (per cent, policy). */
  eligibilityBusinessTurnoverPercent: number;
  /** One-time codes for mobile sign-in and password reset (docs/otp.md). */
  otp: OtpSettings;
  /**
   * How often the idle-lead job runs, across all replicas together (docs/notification-events.md);
   * 0 turns it off. Default 60, and 0 under NODE_ENV=test so it never fires inside unrelated tests.
   */
  idleLeadCheckIntervalMinutes: number;
  /**
   * After SIGTERM/SIGINT the server drains (no new requests, open ones finish) and exits; if that takes
   * longer than this it exits anyway (docs/operations.md, "Several replicas").
   */
  shutdownGraceSeconds: number;
}

/** Below Kubernetes' 30 s before SIGKILL (Docker waits 10 s unless `stop_grace_period` says more). */
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 25;

/** Longest interval of the idle-lead job: it reminds about a lead at most once a week anyway. */
export const MAX_IDLE_LEAD_CHECK_INTERVAL_MINUTES = 7 * 24 * 60;

const MINUTE = 60_000;

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perIdAndAddress: { max: 5, windowMs: 15 * MINUTE },
  perIdBeforeDelay: { max: 10, windowMs: 15 * MINUTE },
  maxDelayMs: 5 * MINUTE,
  perAddress: { max: 50, windowMs: 15 * MINUTE },
};

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  refreshPerAddress: { max: 300, windowMs: MINUTE },
  failedRefreshPerAddress: { max: 30, windowMs: 15 * MINUTE },
  logoutPerAddress: { max: 120, windowMs: MINUTE },
  kycUploadPerUser: { max: 10, windowMs: 60 * MINUTE },
  profileUpdatePerUser: { max: 20, windowMs: 15 * MINUTE },
  leadCreatePerUser: { max: 120, windowMs: 60 * MINUTE },
  leadDocumentUploadPerUser: { max: 300, windowMs: 60 * MINUTE },
  myDataExportPerUser: { max: 5, windowMs: 60 * MINUTE },
  privacyRequestPerUser: { max: 10, windowMs: 60 * MINUTE },
  openLeadsByMobilePerUser: { max: 300, windowMs: 60 * MINUTE },
  otpRequestsPerRecipient: { max: 3, windowMs: 15 * MINUTE },
  otpRequestsPerAddress: { max: 20, windowMs: 60 * MINUTE },
  otpFailedEntriesPerAddress: { max: 30, windowMs: 15 * MINUTE },
  writesPerUser: { max: 600, windowMs: 10 * MINUTE },
};

export const DEFAULT_OTP_SETTINGS: OtpSettings = {
  sender: undefined,
  secret: undefined,
  loginTtlSeconds: 5 * 60,
  resetTtlSeconds: 15 * 60,
  maxAttempts: 5,
  enabled: true,
  channels: DEFAULT_CHANNEL_SETTINGS,
};

/** The sender in effect: the configured one, or the environment's default. */
export function effectiveOtpSender(config: Pick<AppConfig, 'nodeEnv' | 'otp'>): OtpSenderKind {
  return config.otp.sender ?? (config.nodeEnv === 'production' ? 'none' : 'log');
}

/** The smallest JWT_SECRET accepted (bytes): HS256 keys shorter than the hash output are weak. */
export const MIN_JWT_SECRET_BYTES = 32;

/** The loud switch that allows the demo accounts (password Demo@1234) in production. */
export const UNSAFE_DEMO_SWITCH = 'SEED_DEMO_DATA_WITH_PUBLIC_PASSWORDS';

const Bool = Type.Union([Type.Literal('true'), Type.Literal('false')]);
const Port = Type.Integer({ minimum: 1, maximum: 65535 });
const Count = Type.Integer({ minimum: 1, maximum: 1_000_000 });

/** Every environment variable the API reads (docs/operations.md); values arrive as strings. */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')])),
  API_PORT: Type.Optional(Port),
  PORT: Type.Optional(Port),
  API_HOST: Type.Optional(Type.String({ minLength: 1 })),
  METRICS_PORT: Type.Optional(Port),
  METRICS_HOST: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATABASE_POOL_SIZE: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  MIGRATE_ON_START: Type.Optional(Bool),
  DATABASE_RUNTIME_ROLE: Type.Optional(Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$' })),
  DATABASE_RUNTIME_PASSWORD: Type.Optional(Type.String({ minLength: 16 })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  UPLOAD_DIR: Type.Optional(Type.String({ minLength: 1 })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  VAULT_STORE: Type.Optional(Type.Union(VAULT_STORE_KINDS.map((kind) => Type.Literal(kind)))),
  VAULT_MASTER_KEYS: Type.Optional(Type.String({ minLength: 1 })),
  VAULT_MASTER_KEY_FILE: Type.Optional(Type.String({ minLength: 1 })),
  VAULT_READ_CACHE_MB: Type.Optional(Type.Integer({ minimum: 0, maximum: 4096 })),
  LEAD_DOCUMENTS_RETENTION_DAYS: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  TDS_COMMISSION_RATE: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
  TDS_NO_PAN_RATE: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
  TDS_COMMISSION_THRESHOLD: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
  GST_RATE: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
  COMPANY_NAME: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  KYC_REPLACED_RETENTION_DAYS: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  KYC_DEACTIVATED_RETENTION_YEARS: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  PRIVACY_NOTICE_FILE: Type.Optional(Type.String({ minLength: 1 })),
  PRIVACY_NOTICE_FILE_HI: Type.Optional(Type.String({ minLength: 1 })),
  GRIEVANCE_OFFICER_NAME: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  GRIEVANCE_OFFICER_EMAIL: Type.Optional(Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' })),
  GRIEVANCE_OFFICER_PHONE: Type.Optional(Type.String({ minLength: 3, maxLength: 32, pattern: '^[0-9+ ()-]+$' })),
  ACCESS_TOKEN_TTL_SECONDS: Type.Optional(Type.Integer({ minimum: 5, maximum: 3600 })),
  REFRESH_TOKEN_TTL_SECONDS: Type.Optional(Type.Integer({ minimum: 60, maximum: 90 * 86400 })),
  SESSION_MAX_AGE_SECONDS: Type.Optional(Type.Integer({ minimum: 60, maximum: 365 * 86400 })),
  CORS_ORIGINS: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Optional(Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)))),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  SEED_DEMO_DATA: Type.Optional(Bool),
  [UNSAFE_DEMO_SWITCH]: Type.Optional(Bool),
  API_DOCS: Type.Optional(Bool),
  SIGNIN_MAX_FAILED_PER_ID_AND_ADDRESS: Type.Optional(Count),
  SIGNIN_FAILED_PER_ID_BEFORE_DELAY: Type.Optional(Count),
  SIGNIN_MAX_FAILED_PER_ADDRESS: Type.Optional(Count),
  REQUEST_TIMEOUT_SECONDS: Type.Optional(Type.Integer({ minimum: 10, maximum: 3600 })),
  BODY_TIMEOUT_SECONDS: Type.Optional(Type.Integer({ minimum: 5, maximum: 600 })),
  ELIGIBILITY_BUSINESS_TURNOVER_PERCENT: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
  OTP_SENDER: Type.Optional(Type.Union(OTP_SENDERS.map((sender) => Type.Literal(sender)))),
  OTP_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  OTP_ENABLED: Type.Optional(Bool),
  OTP_REQUESTS_PER_RECIPIENT: Type.Optional(Count),
  OTP_REQUESTS_PER_ADDRESS: Type.Optional(Count),
  IDLE_LEAD_CHECK_INTERVAL_MINUTES: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_IDLE_LEAD_CHECK_INTERVAL_MINUTES })),
  SHUTDOWN_GRACE_SECONDS: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })),
});
type Env = Static<typeof EnvSchema>;

/** A bad or missing setting: the message names the variable. The server prints it and exits. */
export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function readEnv(env: NodeJS.ProcessEnv): Env {
  // An empty variable counts as unset.
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .map((name) => [name, env[name]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const converted = Value.Convert(EnvSchema, { ...raw }) as Record<string, unknown>;
  const problems = [...Value.Errors(EnvSchema, converted)].map((error) => {
    const name = error.path.replace(/^\//, '');
    return `${name}=${JSON.stringify(raw[name])}: ${error.message.replace(/^Expected/, 'expected')}`;
  });
  if (problems.length > 0) throw new ConfigError(problems);
  return converted as Env;
}

function parseTrustProxy(value: string | undefined, problems: string[]): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    return rest.length > 0 || !address || isIP(address) === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits));
  });
  if (invalid.length > 0 || entries.length === 0) {
    problems.push(`TRUST_PROXY=${JSON.stringify(value)}: expected true, false, a hop count, or proxy addresses/CIDRs separated by commas`);
  }
  return entries;
}

function parseOrigins(value: string | undefined, problems: string[]): string[] | undefined {
  if (value === undefined) return undefined;
  const origins = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const invalid = origins.filter((origin) => !/^https?:\/\/[^/\s]+$/.test(origin));
  if (invalid.length > 0) problems.push(`CORS_ORIGINS: ${invalid.join(', ')} ${invalid.length === 1 ? 'is not an origin' : 'are not origins'} (scheme://host[:port])`);
  return origins;
}

const resolveFromCwd = (value: string) => (value.startsWith('memory://') ? value : path.resolve(value));

/**
 * Reads and validates the API configuration from environment variables (docs/operations.md).
 * Throws ConfigError naming each bad variable; production refuses to run without JWT_SECRET and
 * never seeds the demo accounts unless the loudly named switch asks for it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = readEnv(env);
  const problems: string[] = [];
  const nodeEnv = e.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';

  if (e.JWT_SECRET !== undefined && Buffer.byteLength(e.JWT_SECRET, 'utf8') < MIN_JWT_SECRET_BYTES) {
    problems.push(`JWT_SECRET: at least ${MIN_JWT_SECRET_BYTES} bytes are required (e.g. openssl rand -base64 48)`);
  }
  if (production && e.JWT_SECRET === undefined) {
    problems.push(`JWT_SECRET: required when NODE_ENV=production (at least ${MIN_JWT_SECRET_BYTES} bytes, e.g. openssl rand -base64 48)`);
  }
  if (e.VAULT_MASTER_KEYS !== undefined && e.VAULT_MASTER_KEY_FILE !== undefined) {
    problems.push('VAULT_MASTER_KEYS and VAULT_MASTER_KEY_FILE: set one of them, not both');
  } else if (e.VAULT_MASTER_KEYS !== undefined) {
    try {
      parseMasterKeys(e.VAULT_MASTER_KEYS);
    } catch (error) {
      problems.push(`VAULT_MASTER_KEYS: ${(error as Error).message}`);
    }
  } else if (production && e.VAULT_MASTER_KEY_FILE === undefined) {
    problems.push('VAULT_MASTER_KEYS or VAULT_MASTER_KEY_FILE: required when NODE_ENV=production (the document vault\'s master key, e.g. "node api/dist/vault-keys.js new key-1"; docs/document-vault.md)');
  }
  if (e.OTP_SECRET !== undefined && Buffer.byteLength(e.OTP_SECRET, 'utf8') < MIN_JWT_SECRET_BYTES) {
    problems.push(`OTP_SECRET: at least ${MIN_JWT_SECRET_BYTES} bytes are required (e.g. openssl rand -base64 48)`);
  }
  for (const name of ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL', 'GRIEVANCE_OFFICER_PHONE'] as const) {
    // The notice and the sign-in pages must name the lender's own officer, never the demo's (docs/privacy.md).
    if (production && e[name] === undefined) problems.push(`${name}: required when NODE_ENV=production (the grievance officer users write to about their data; docs/privacy.md)`);
  }
  if (production && e.PRIVACY_NOTICE_FILE !== undefined && e.PRIVACY_NOTICE_FILE_HI === undefined) {
    // The DPDP Act, 2023, s. 5(3): the notice must be offered in English or a language of the Eighth Schedule.
    problems.push('PRIVACY_NOTICE_FILE_HI: required with PRIVACY_NOTICE_FILE when NODE_ENV=production (the same notice in Hindi, for users who read the portal in Hindi; docs/privacy.md)');
  }
  if (production && e.OTP_SENDER === 'log') {
    problems.push('OTP_SENDER=log: refused when NODE_ENV=production, because it delivers nothing and keeps the one-time codes readable in the otp_outbox table (docs/otp.md)');
  }
  const otpChannels = readOtpChannelSettings(env, problems);
  if (otpChannels.order.length > 0 && e.OTP_SENDER !== undefined) {
    problems.push(`OTP_SENDER=${e.OTP_SENDER}: not with OTP_CHANNELS (the channels deliver the codes); unset one of them`);
  }
  const otpEnabled = e.OTP_ENABLED !== undefined ? e.OTP_ENABLED === 'true' : !production || otpChannels.order.length > 0;
  if (production && otpEnabled && otpChannels.order.length === 0) {
    problems.push(
      'OTP_ENABLED=true: one-time-code sign-in and password reset need a channel when NODE_ENV=production: set OTP_CHANNELS ' +
        '(e.g. whatsapp,msg91_sms) with its settings, or OTP_ENABLED=false to turn the feature off (docs/otp.md#channels)',
    );
  }
  const unsafeDemo = e[UNSAFE_DEMO_SWITCH] === 'true';
  if (production && e.SEED_DEMO_DATA === 'true' && !unsafeDemo) {
    problems.push(
      `SEED_DEMO_DATA=true: refused when NODE_ENV=production, because the demo accounts have a published password. ` +
        `Create the first admin with "node api/dist/create-admin.js" instead, or set ${UNSAFE_DEMO_SWITCH}=true for a throw-away demo.`,
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);
  const corsOrigins = parseOrigins(e.CORS_ORIGINS, problems) ?? defaultFrontEndOrigins(env);
  if (problems.length > 0) throw new ConfigError(problems);

  const seedDemoData = production ? unsafeDemo : (e.SEED_DEMO_DATA ?? 'true') === 'true' || unsafeDemo;
  return {
    nodeEnv,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    dataDir: resolveFromCwd(e.DATA_DIR ?? path.join(API_ROOT, '.data', 'pglite')),
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(API_ROOT, '.data', 'uploads')),
    vault: {
      store: e.VAULT_STORE,
      readCacheMb: e.VAULT_READ_CACHE_MB ?? 64,
      masterKeys: e.VAULT_MASTER_KEYS,
      masterKeyFile: e.VAULT_MASTER_KEY_FILE === undefined ? undefined : path.resolve(e.VAULT_MASTER_KEY_FILE),
      developmentKeyFile: path.join(API_ROOT, '.secrets', 'vault-master-keys'),
      replacedKycRetentionDays: e.KYC_REPLACED_RETENTION_DAYS ?? 30,
      deactivatedKycRetentionYears: e.KYC_DEACTIVATED_RETENTION_YEARS ?? 5,
      closedLeadDocumentRetentionDays: e.LEAD_DOCUMENTS_RETENTION_DAYS ?? 180,
    },
    privacy: {
      noticeFile: path.resolve(e.PRIVACY_NOTICE_FILE ?? path.join(API_ROOT, 'privacy-notice.json')),
      // The demo notice has its Hindi beside it; a deployment's own English notice has none unless named.
      hindiNoticeFile:
        e.PRIVACY_NOTICE_FILE_HI !== undefined
          ? path.resolve(e.PRIVACY_NOTICE_FILE_HI)
          : e.PRIVACY_NOTICE_FILE === undefined
            ? path.join(API_ROOT, 'privacy-notice.hi.json')
            : null,
      // The demo's officer; a deployment names its own (docs/privacy.md).
      grievanceOfficer: {
        name: e.GRIEVANCE_OFFICER_NAME ?? 'Meera Joshi, Grievance Officer',
        email: e.GRIEVANCE_OFFICER_EMAIL ?? 'grievance@connectorportal.in',
        phone: e.GRIEVANCE_OFFICER_PHONE ?? '1800-266-1002',
      },
    },
    payoutTax: {
      tdsRate: e.TDS_COMMISSION_RATE ?? 2,
      tdsNoPanRate: e.TDS_NO_PAN_RATE ?? 20,
      tdsThreshold: e.TDS_COMMISSION_THRESHOLD ?? 20_000,
      gstRate: e.GST_RATE ?? 18,
      // The demo's company; a deployment names its own (docs/payout-taxes.md).
      companyName: e.COMPANY_NAME ?? 'Connector Portal Loan Services Pvt. Ltd.',
    },
    jwtSecret: e.JWT_SECRET,
    corsOrigins,
    logLevel: e.LOG_LEVEL ?? 'info',
    logger: true,
    migrationsFolder: MIGRATIONS_FOLDER,
    migrateOnStart: (e.MIGRATE_ON_START ?? 'true') === 'true',
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS ?? 7 * 86400,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_SECONDS ?? 30 * 86400,
    signInLimits: {
      ...DEFAULT_SIGN_IN_LIMITS,
      perIdAndAddress: { ...DEFAULT_SIGN_IN_LIMITS.perIdAndAddress, max: e.SIGNIN_MAX_FAILED_PER_ID_AND_ADDRESS ?? DEFAULT_SIGN_IN_LIMITS.perIdAndAddress.max },
      perIdBeforeDelay: { ...DEFAULT_SIGN_IN_LIMITS.perIdBeforeDelay, max: e.SIGNIN_FAILED_PER_ID_BEFORE_DELAY ?? DEFAULT_SIGN_IN_LIMITS.perIdBeforeDelay.max },
      perAddress: { ...DEFAULT_SIGN_IN_LIMITS.perAddress, max: e.SIGNIN_MAX_FAILED_PER_ADDRESS ?? DEFAULT_SIGN_IN_LIMITS.perAddress.max },
    },
    requestLimits: {
      ...DEFAULT_REQUEST_LIMITS,
      otpRequestsPerRecipient: { ...DEFAULT_REQUEST_LIMITS.otpRequestsPerRecipient, max: e.OTP_REQUESTS_PER_RECIPIENT ?? DEFAULT_REQUEST_LIMITS.otpRequestsPerRecipient.max },
      otpRequestsPerAddress: { ...DEFAULT_REQUEST_LIMITS.otpRequestsPerAddress, max: e.OTP_REQUESTS_PER_ADDRESS ?? DEFAULT_REQUEST_LIMITS.otpRequestsPerAddress.max },
    },
    maxUploadBytes: 10 * 1024 * 1024,
    seedDemoData,
    apiDocs: e.API_DOCS !== undefined ? e.API_DOCS === 'true' : !production,
    trustProxy,
    requestTimeoutMs: (e.REQUEST_TIMEOUT_SECONDS ?? 330) * 1000,
    bodyTimeoutMs: (e.BODY_TIMEOUT_SECONDS ?? 30) * 1000,
    connectionTimeoutMs: 120_000,
    eligibilityBusinessTurnoverPercent: e.ELIGIBILITY_BUSINESS_TURNOVER_PERCENT ?? 20,
    otp: { ...DEFAULT_OTP_SETTINGS, sender: e.OTP_SENDER, secret: e.OTP_SECRET, enabled: otpEnabled, channels: otpChannels },
    idleLeadCheckIntervalMinutes: e.IDLE_LEAD_CHECK_INTERVAL_MINUTES ?? (nodeEnv === 'test' ? 0 : 60),
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS ?? DEFAULT_SHUTDOWN_GRACE_SECONDS,
  };
}

const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

/**
 * What `migrate.js` needs (cli/migrate.ts): the database, and the runtime role to grant the API's rights to. Read
 * alone, so that the migration step needs none of the API's secrets.
 */
export function migrationSettings(env: NodeJS.ProcessEnv = process.env): {
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsFolder: string;
  runtimeRole: { name: string; password: string | undefined } | null;
} {
  const e = readEnv(env);
  const problems: string[] = [];
  if (e.DATABASE_RUNTIME_PASSWORD !== undefined && e.DATABASE_RUNTIME_ROLE === undefined) problems.push('DATABASE_RUNTIME_PASSWORD: set DATABASE_RUNTIME_ROLE too (the role it is the password of)');
  if (e.DATABASE_RUNTIME_ROLE !== undefined && e.DATABASE_URL === undefined) problems.push('DATABASE_RUNTIME_ROLE: needs DATABASE_URL (PGlite has one embedded user, no roles)');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: resolveFromCwd(e.DATA_DIR ?? path.join(API_ROOT, '.data', 'pglite')),
    migrationsFolder: MIGRATIONS_FOLDER,
    runtimeRole: e.DATABASE_RUNTIME_ROLE === undefined ? null : { name: e.DATABASE_RUNTIME_ROLE, password: e.DATABASE_RUNTIME_PASSWORD },
  };
}

export function listenAddress(env: NodeJS.ProcessEnv = process.env): { host: string; port: number } {
  const e = readEnv(env);
  return { host: e.API_HOST ?? '127.0.0.1', port: e.API_PORT ?? e.PORT ?? 8000 };
}

/**
 * Where the Prometheus endpoint listens (features/metrics/metrics-server.ts): a port of its own, never the
 * API's, so the public proxy (which forwards only the API port) cannot reach it. Null without METRICS_PORT.
 */
export function metricsAddress(env: NodeJS.ProcessEnv = process.env): { host: string; port: number } | null {
  const e = readEnv(env);
  if (e.METRICS_PORT === undefined) return null;
  const api = listenAddress(env);
  if (e.METRICS_PORT === api.port) throw new ConfigError([`METRICS_PORT must differ from the API's port (${api.port}): the metrics are not served on the public port.`]);
  return { host: e.METRICS_HOST ?? api.host, port: e.METRICS_PORT };
}

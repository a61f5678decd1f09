import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCreateAdmin } from '../src/cli/create-admin';
import { ConfigError, loadConfig } from '../src/config';
import { appSettings, employees } from '../src/db/schema';
import { createTestApp, DB_TARGET, PRODUCTION_GRIEVANCE_OFFICER, signIn } from './support/test-app';

const SECRET = 'x'.repeat(48);
/** Production also needs the document vault's master keys (docs/document-vault.md). */
const VAULT_MASTER_KEY_FILE = '/run/secrets/vault-keys';

/** What production changes in the configuration (the test app keeps its own database and folders). */
function productionSettings() {
  const { nodeEnv, jwtSecret, seedDemoData, apiDocs } = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, VAULT_MASTER_KEY_FILE, ...PRODUCTION_GRIEVANCE_OFFICER });
  return { nodeEnv, jwtSecret, seedDemoData, apiDocs };
}

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('configuration is validated at start', () => {
  it('names the variable of a bad value instead of silently using a default', () => {
    expect(configError({ SIGNIN_MAX_FAILED_PER_ID_AND_ADDRESS: 'abc' })).toMatch(/SIGNIN_MAX_FAILED_PER_ID_AND_ADDRESS="abc": expected integer/);
    expect(configError({ API_PORT: '70000' })).toMatch(/API_PORT="70000"/);
    expect(configError({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL="loud"/);
    expect(configError({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL/);
    expect(configError({ TRUST_PROXY: 'sometimes' })).toMatch(/TRUST_PROXY="sometimes"/);
    expect(configError({ CORS_ORIGINS: 'localhost:3000' })).toMatch(/CORS_ORIGINS: localhost:3000 is not an origin/);
    expect(configError({ SEED_DEMO_DATA: 'yes' })).toMatch(/SEED_DEMO_DATA="yes"/);
  });

  it('reads good values', () => {
    const config = loadConfig({ SIGNIN_MAX_FAILED_PER_ID_AND_ADDRESS: '7', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', ACCESS_TOKEN_TTL_SECONDS: '30', API_DOCS: 'false' });
    expect(config.signInLimits.perIdAndAddress.max).toBe(7);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.accessTokenTtlSeconds).toBe(30);
    expect(config.apiDocs).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).seedDemoData).toBe(true);
  });
});

describe('production', () => {
  it("requires the lender's grievance officer, naming each missing variable", () => {
    const error = configError({ NODE_ENV: 'production', JWT_SECRET: SECRET, VAULT_MASTER_KEY_FILE, GRIEVANCE_OFFICER_NAME: 'Asha Rao' });
    expect(error).toMatch(/GRIEVANCE_OFFICER_EMAIL: required when NODE_ENV=production/);
    expect(error).toMatch(/GRIEVANCE_OFFICER_PHONE: required when NODE_ENV=production/);
    expect(error).not.toMatch(/GRIEVANCE_OFFICER_NAME/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, VAULT_MASTER_KEY_FILE, ...PRODUCTION_GRIEVANCE_OFFICER }).privacy.grievanceOfficer).toEqual({
      name: 'Asha Rao',
      email: 'dpo@lender.example',
      phone: '022-4000-1234',
    });
  });

  it('requires JWT_SECRET of at least 32 bytes', () => {
    expect(configError({ NODE_ENV: 'production' })).toMatch(/JWT_SECRET: required when NODE_ENV=production/);
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toMatch(/JWT_SECRET: at least 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, VAULT_MASTER_KEY_FILE, ...PRODUCTION_GRIEVANCE_OFFICER }).jwtSecret).toBe(SECRET);
  });

  it('never seeds the demo accounts unless the loudly named switch asks for it', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, VAULT_MASTER_KEY_FILE, ...PRODUCTION_GRIEVANCE_OFFICER }).seedDemoData).toBe(false);
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: SECRET, VAULT_MASTER_KEY_FILE, ...PRODUCTION_GRIEVANCE_OFFICER, SEED_DEMO_DATA: 'true' })).toMatch(/SEED_DEMO_DATA_WITH_PUBLIC_PASSWORDS/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, VAULT_MASTER_KEY_FILE, ...PRODUCTION_GRIEVANCE_OFFICER, SEED_DEMO_DATA_WITH_PUBLIC_PASSWORDS: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, VAULT_MASTER_KEY_FILE, ...PRODUCTION_GRIEVANCE_OFFICER }).apiDocs).toBe(false);
  });

  it('starts with no account and no stored key, serves no API docs, and the first admin is created with a chosen password', async () => {
    const t = await createTestApp(productionSettings());
    try {
      const { db } = t.app;
      expect((await db.select({ count: sql<number>`count(*)::int` }).from(employees))[0]?.count).toBe(0);
      expect(await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'))).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
      const demo = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: 'AD3001', password: 'Demo@1234' } });
      expect(demo.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('create-admin command', () => {
  const run = async (argv: string[], password: string, env: NodeJS.ProcessEnv) => {
    const printed: string[] = [];
    const code = await runCreateAdmin(argv, { env, readPassword: async () => password, print: (line) => printed.push(line) });
    return { code, printed: printed.join('\n') };
  };

  it('refuses weak or demo passwords and bad arguments', async () => {
    const env = { DATA_DIR: 'memory://' };
    expect(await run(['--employee-id', 'AD0001', '--name', 'First Admin'], 'short1', env)).toMatchObject({ code: 2, printed: expect.stringMatching(/at least 12/) });
    expect(await run(['--employee-id', 'AD0001', '--name', 'First Admin'], 'Demo@1234', env)).toMatchObject({ code: 2 });
    expect(await run(['--name', 'No Id'], 'a-good-passw0rd', env)).toMatchObject({ code: 2, printed: expect.stringMatching(/^usage/) });
    expect(await run(['--employee-id', 'AD0001', '--name', 'X Y', '--role', 'root'], 'a-good-passw0rd', env)).toMatchObject({ code: 2 });
  });

  it('creates an admin in the configured database who can then sign in', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'create-admin-'));
    const start = () => createTestApp({ ...productionSettings(), ...(DB_TARGET === 'pglite' ? { dataDir } : {}) });
    let t = await start();
    try {
      // PGlite allows one process at a time: the command runs while the API is stopped.
      const env = DB_TARGET === 'postgres' ? { DATABASE_URL: t.app.config.databaseUrl } : { DATA_DIR: dataDir };
      expect(Object.values(env)[0]).toBeTruthy();
      if (DB_TARGET === 'pglite') await t.app.close();
      const created = await run(['--employee-id', 'ad0001', '--name', 'First  Admin', '--email', 'first.admin@example.in'], 'chosen-Passw0rd-2026', env);
      expect(created).toMatchObject({ code: 0, printed: expect.stringMatching(/^Created admin AD0001/) });
      expect((await run(['--employee-id', 'AD0001', '--name', 'Again'], 'chosen-Passw0rd-2026', env)).code).toBe(1);
      if (DB_TARGET === 'pglite') t = await start();
      const tokens = await signIn(t.app, 'AD0001', 'chosen-Passw0rd-2026');
      const profile = await t.app.inject({ method: 'GET', url: '/auth/profile/', headers: { authorization: `Bearer ${tokens.access}` } });
      expect(profile.json()).toMatchObject({ employee_id: 'AD0001', username: 'First Admin', role: 'admin' });
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

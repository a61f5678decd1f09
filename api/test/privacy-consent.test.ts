/**
 * Notice and consent (docs/privacy.md): the notice is public; nobody, in any role, reaches the portal
 * before agreeing to its current version; a new version asks everyone again; consent and withdrawal
 * are append-only records; a withdrawal ends every session.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT, ConfigError, loadConfig } from '../src/config';
import { auditLog, employees, privacyConsents } from '../src/db/schema';
import { loadPrivacyNotices } from '../src/features/consent/privacy-notice';
import { CONSENT_REQUIRED, KYC_REQUIRED } from '../src/security/route-access';
import { bearer, createTestApp, signIn, type TestApp } from './support/test-app';

const DEMO_NOTICE = path.join(API_ROOT, 'privacy-notice.json');
const DEMO_NOTICE_HINDI = path.join(API_ROOT, 'privacy-notice.hi.json');
const DEVANAGARI = /[\u0900-\u097F]/;

async function json(t: TestApp, method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.body ? (response.json() as Record<string, unknown>) : null };
}

describe('the privacy notice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { demoFirstSignIn: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is public: the deployment\'s text with its version and the grievance officer\'s contact', async () => {
    const notice = await json(t, 'GET', '/auth/privacy-notice/');
    const file = JSON.parse(await readFile(DEMO_NOTICE, 'utf8')) as { version: string; sections: { heading: string }[] };
    expect(notice.status).toBe(200);
    expect(notice.body).toMatchObject({ version: file.version, grievance_officer: { email: 'grievance@connectorportal.in' } });
    expect((notice.body?.sections as { heading: string }[]).map((section) => section.heading)).toEqual(file.sections.map((section) => section.heading));
    expect(notice.body).not.toHaveProperty('$comment');
    expect(notice.body).toMatchObject({ language: 'en', title: 'Privacy notice' });
  });

  it('is in Hindi for a reader of Hindi (the Accept-Language the pages send: the page\'s language), the same version', async () => {
    const english = (await json(t, 'GET', '/auth/privacy-notice/')).body as { version: string; sections: { items: string[] }[] };
    const hindiFile = JSON.parse(await readFile(DEMO_NOTICE_HINDI, 'utf8')) as { title: string };
    const asked = await t.app.inject({ method: 'GET', url: '/auth/privacy-notice/', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers.vary).toMatch(/Accept-Language/);
    const hindi = asked.json() as { version: string; language: string; title: string; sections: { items: string[] }[]; grievance_officer: unknown };
    expect(hindi).toMatchObject({ version: english.version, language: 'hi', title: hindiFile.title });
    expect(hindi.grievance_officer).toEqual((english as unknown as { grievance_officer: unknown }).grievance_officer);
    // Every point is translated, none left out.
    expect(hindi.sections.map((section) => section.items.length)).toEqual(english.sections.map((section) => section.items.length));
    for (const item of hindi.sections.flatMap((section) => section.items)) expect(item).toMatch(DEVANAGARI);
    expect((await t.app.inject({ method: 'GET', url: '/auth/privacy-notice/', headers: { 'accept-language': 'en-IN,hi;q=0.9' } })).json()).toMatchObject({ language: 'en' });
  });

  it('comes first for the demo account that has never signed in; the others agreed when their accounts were set up', async () => {
    const newcomer = await signIn(t.app, 'CN1002');
    expect((await json(t, 'GET', '/channel_partner/connector/current/', newcomer.access)).body).toMatchObject({ consent_required: true, kyc_verified: false });
    // Before agreeing, not even the KYC upload answers: the notice comes before the KYC screen.
    const upload = await t.app.inject({ method: 'POST', url: '/channel_partner/kyc/upload/', headers: bearer(newcomer.access) });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual({ detail: CONSENT_REQUIRED });

    const agreed = await json(t, 'POST', '/auth/profile/consent/', newcomer.access, { notice_version: t.app.privacyNotice.version });
    expect(agreed.body).toMatchObject({ consent_required: false, consented_version: t.app.privacyNotice.version });
    expect((await json(t, 'GET', '/channel_partner/connector/current/', newcomer.access)).body).toMatchObject({ consent_required: false });
    // Past the notice, the KYC gate is the next one.
    expect((await json(t, 'GET', '/leads/leads/my-leads/', newcomer.access)).body).toEqual({ detail: KYC_REQUIRED });

    for (const employeeId of ['CN1001', 'RM2001', 'AD3001', 'DR4001']) {
      const { access } = await signIn(t.app, employeeId);
      expect((await json(t, 'GET', '/channel_partner/connector/current/', access)).body, employeeId).toMatchObject({ consent_required: false });
    }
  });

  it('keeps consent records append-only: a record cannot be changed or deleted', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.app.db.execute(statement).then(
        () => 'executed',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(sql`update privacy_consents set notice_version = 'forged'`)).toMatch(/append-only: a record is never changed/);
    expect(await refusal(sql`delete from privacy_consents`)).toMatch(/append-only: a record is never deleted/);
    expect(await refusal(sql`truncate privacy_consents`)).toMatch(/never truncated/);
  });
});

describe('a new notice version', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'notice-'));
    // A new version is published in both languages at once.
    const noticeFile = path.join(folder, 'notice.json');
    const hindiNoticeFile = path.join(folder, 'notice.hi.json');
    for (const [from, to] of [[DEMO_NOTICE, noticeFile], [DEMO_NOTICE_HINDI, hindiNoticeFile]] as const) {
      await writeFile(to, JSON.stringify({ ...(JSON.parse(await readFile(from, 'utf8')) as Record<string, unknown>), version: '2099-01-01' }));
    }
    const base = loadConfig();
    t = await createTestApp({ privacy: { ...base.privacy, noticeFile, hindiNoticeFile } });
    // The accounts agreed to the demo's version; the deployment now publishes another.
    await t.app.db.update(employees).set({ consentedNoticeVersion: '2026-11-28' });
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it.each(['CN1001', 'RM2001', 'AD3001', 'DR4001'])(
    'asks %s again: every route but the account check, the profile and consent itself answers 403 until they agree',
    async (employeeId) => {
      const { access } = await signIn(t.app, employeeId);
      expect((await json(t, 'GET', '/channel_partner/connector/current/', access)).body).toMatchObject({ consent_required: true });
      expect((await json(t, 'GET', '/auth/profile/', access)).status).toBe(200);

      const refusedWrongly: string[] = [];
      let gated = 0;
      for (const route of t.app.routeAccess) {
        const { access: rule } = route;
        if (rule === 'public' || rule?.consent === 'exempt') continue;
        if (['OPTIONS', 'HEAD'].includes(route.method) || route.url === '/notifications/stream/') continue;
        // The access rules run before the input is read: any value stands for a path parameter.
        const url = route.url.replace(/:\w+/g, '1');
        const response = await t.app.inject({ method: route.method as 'GET', url, headers: { ...bearer(access), 'content-type': 'application/json' }, payload: route.method === 'GET' ? undefined : '{}' });
        const roleAllows = rule?.roles === undefined || rule.roles.some((role) => role === (employeeId.startsWith('CN') ? 'connector' : employeeId.startsWith('RM') ? 'rm' : employeeId.startsWith('AD') ? 'admin' : 'director'));
        // A route of another role says so first (403 either way); every other route asks for consent.
        const expected = roleAllows ? CONSENT_REQUIRED : undefined;
        if (response.statusCode !== 403 || (expected && (response.json() as { detail?: string }).detail !== expected)) {
          refusedWrongly.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        gated += 1;
      }
      expect(gated).toBeGreaterThan(50);
      expect(refusedWrongly).toEqual([]);

      // Agreeing to the version read before the change is refused: they read the new one first.
      expect((await json(t, 'POST', '/auth/profile/consent/', access, { notice_version: '2026-11-28' })).status).toBe(409);
      const agreed = await json(t, 'POST', '/auth/profile/consent/', access, { notice_version: '2099-01-01' });
      expect(agreed.body).toMatchObject({ consent_required: false, consented_version: '2099-01-01' });
      expect((agreed.body?.history as { notice_version: string; action: string }[])[0]).toMatchObject({ notice_version: '2099-01-01', action: 'given' });
      expect((await json(t, 'GET', '/notifications/?page_size=1', access)).status).toBe(200);
      // Agreeing twice records it once.
      await json(t, 'POST', '/auth/profile/consent/', access, { notice_version: '2099-01-01' });
      const [person] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, employeeId));
      const records = await t.app.db.select().from(privacyConsents).where(and(eq(privacyConsents.employeeId, person!.id), eq(privacyConsents.noticeVersion, '2099-01-01')));
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ action: 'given', address: '127.0.0.1' });
    },
  );
});

describe('withdrawing consent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends every session of the user, is recorded and audited, and the portal asks for consent again at the next sign-in', async () => {
    const phone = await signIn(t.app, 'CN1005');
    const laptop = await signIn(t.app, 'CN1005');
    const withdrawn = await json(t, 'POST', '/auth/profile/consent/withdraw/', phone.access);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body?.sessions_ended).toBe(2);
    expect(withdrawn.body?.detail).toMatch(/You can no longer use the portal unless you agree to the privacy notice again/);

    for (const session of [phone, laptop]) {
      expect((await json(t, 'GET', '/auth/profile/', session.access)).status).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: session.refresh } })).statusCode).toBe(401);
    }
    const [person] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'CN1005'));
    const [last] = await t.app.db.select().from(privacyConsents).where(eq(privacyConsents.employeeId, person!.id)).orderBy(desc(privacyConsents.id)).limit(1);
    expect(last).toMatchObject({ action: 'withdrawn', noticeVersion: t.app.privacyNotice.version });
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'privacy.consent_withdrawn'), eq(auditLog.entityId, person!.id)));
    expect(audit?.details).toMatchObject({ sessions_ended: 2 });
    expect(t.logs().some((line) => line.security === 'consent_withdrawn')).toBe(true);

    const again = await signIn(t.app, 'CN1005');
    expect((await json(t, 'GET', '/channel_partner/connector/current/', again.access)).body).toMatchObject({ consent_required: true });
    expect((await json(t, 'GET', '/leads/leads/my-leads/', again.access)).body).toEqual({ detail: CONSENT_REQUIRED });
    const state = await json(t, 'GET', '/auth/profile/consent/', again.access);
    expect((state.body?.history as { action: string }[]).map((entry) => entry.action)).toEqual(['withdrawn', 'given']);
  });
});

describe('the grievance officer', () => {
  it('is the same person by default for the API and for the sign-in pages (scripts/lib/runtime-config.cjs)', () => {
    const { DEMO_GRIEVANCE_OFFICER } = createRequire(import.meta.url)('../../scripts/lib/runtime-config.cjs') as { DEMO_GRIEVANCE_OFFICER: unknown };
    expect(loadConfig({}).privacy.grievanceOfficer).toEqual(DEMO_GRIEVANCE_OFFICER);
  });
});

describe('the notice file', () => {
  it('is in the API image in both languages: api/Dockerfile copies the files the default configuration reads', async () => {
    const dockerfile = await readFile(path.join(API_ROOT, 'Dockerfile'), 'utf8');
    const copied = dockerfile.split('\n').filter((line) => line.startsWith('COPY '));
    const { privacy } = loadConfig();
    for (const file of [privacy.noticeFile, privacy.hindiNoticeFile]) {
      expect(copied.some((line) => line.includes(`/repo/api/${path.basename(file ?? 'none')}`)), String(file)).toBe(true);
    }
  });


  it('stops the start naming the problem when it is missing or not a notice', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'notice-'));
    try {
      const { privacy } = loadConfig();
      expect(() => loadPrivacyNotices({ ...privacy, noticeFile: path.join(folder, 'missing.json') })).toThrow(ConfigError);
      const bad = path.join(folder, 'bad.json');
      await writeFile(bad, JSON.stringify({ version: 'v 1', title: 'Notice', summary: 'x', sections: [] }));
      expect(() => loadPrivacyNotices({ ...privacy, noticeFile: bad })).toThrow(/PRIVACY_NOTICE_FILE: .* is not a privacy notice/);
      expect(() => loadPrivacyNotices({ ...privacy, hindiNoticeFile: bad })).toThrow(/PRIVACY_NOTICE_FILE_HI: .* is not a privacy notice/);
      expect(loadConfig({ PRIVACY_NOTICE_FILE: bad, GRIEVANCE_OFFICER_EMAIL: 'dpo@lender.example' }).privacy).toMatchObject({
        noticeFile: bad,
        hindiNoticeFile: null,
        grievanceOfficer: { email: 'dpo@lender.example' },
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses a Hindi notice of another version, and in production an English notice without its Hindi', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'notice-'));
    try {
      const { privacy } = loadConfig();
      const older = path.join(folder, 'older.hi.json');
      await writeFile(older, JSON.stringify({ ...JSON.parse(await readFile(DEMO_NOTICE_HINDI, 'utf8')), version: '2020-01-01' }));
      expect(() => loadPrivacyNotices({ ...privacy, hindiNoticeFile: older })).toThrow(/PRIVACY_NOTICE_FILE_HI: .* is version "2020-01-01" but the English notice is version/);
      // Outside production, an English-only notice is served to Hindi readers as it is.
      const englishOnly = loadPrivacyNotices({ ...privacy, hindiNoticeFile: null });
      expect(englishOnly.in('hi')).toBe(englishOnly.current);
      try {
        loadConfig({ NODE_ENV: 'production', PRIVACY_NOTICE_FILE: DEMO_NOTICE });
        expect.unreachable('production accepted a notice without its Hindi');
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).message).toMatch(/PRIVACY_NOTICE_FILE_HI: required with PRIVACY_NOTICE_FILE when NODE_ENV=production/);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

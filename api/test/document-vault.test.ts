import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVaultKeys } from '../src/cli/vault-keys';
import { loadConfig } from '../src/config';
import { documentAccessLog, employees, kycDocuments, kycSubmissions, vaultChunks, vaultObjects } from '../src/db/schema';
import { importLegacyUploads } from '../src/features/vault/legacy-import';
import { LocalKeyring, newMasterKeyLine, parseMasterKeys } from '../src/features/vault/keyring';
import { SealedChunkCache } from '../src/features/vault/sealed-chunk-cache';
import { CHUNK_BYTES, DocumentVault, VaultObjectMissing, VaultObjectUnreadable, type DocumentAccess } from '../src/features/vault/vault';
import { newConnector } from './support/fixtures';
import { PNG_SIGNATURE } from './support/images';
import { kycFiles, multipart, png } from './support/multipart';
import { bearer, createTestApp, createTestReplicas, DB_TARGET, PRODUCTION_GRIEVANCE_OFFICER, signIn, type TestApp } from './support/test-app';

const ACCESS: DocumentAccess = { viewerId: 1, viewerRole: 'admin', subjectId: 1, recordType: 'kyc_submission', recordId: 1, documentKind: 'aadhar_front', purpose: 'review', address: '127.0.0.1' };

/** Rewrites an object's sealed chunks in whichever store holds them, as someone with access to the store could. */
async function alterChunks(t: TestApp, objectId: string, change: (chunks: Buffer[]) => Buffer[]) {
  const changed = change(await t.app.vault.chunks.get(objectId));
  if (t.app.vault.chunks.kind === 'database') {
    await t.app.db.delete(vaultChunks).where(eq(vaultChunks.objectId, objectId));
    for (const [index, sealed] of changed.entries()) await t.app.db.insert(vaultChunks).values({ objectId, index, sealed });
  } else {
    const file = path.join(t.uploadDir, 'vault', `${objectId}.sealed`);
    await writeFile(file, Buffer.concat(changed.flatMap((sealed) => [Buffer.from([0, 0, 0, 0].map((_, i) => (sealed.length >>> (24 - 8 * i)) & 255)), sealed])));
  }
}

const flipByte = (chunk: Buffer, at: number) => {
  const copy = Buffer.from(chunk);
  copy[at] = (copy[at] as number) ^ 1;
  return copy;
};

describe('the document vault', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([0, 1, 1000, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 2 * CHUNK_BYTES + 12345])('stores and reads back %i bytes exactly', async (size) => {
    const bytes = randomBytes(size);
    const stored = await t.app.vault.store(bytes, { purpose: 'kyc', contentType: 'application/octet-stream' });
    expect(stored.size).toBe(size);
    expect((await t.app.vault.read(stored.id, ACCESS)).equals(bytes)).toBe(true);
    expect(await t.app.vault.chunks.get(stored.id)).toHaveLength(Math.max(1, Math.ceil(size / CHUNK_BYTES)));
  });

  it('holds no plaintext: neither the PNG signature nor any run of the image bytes is in the store', async () => {
    const image = Buffer.concat([png(), randomBytes(3 * CHUNK_BYTES)]);
    const stored = await t.app.vault.store(image, { purpose: 'kyc', contentType: 'image/png' });
    const sealed = Buffer.concat(await t.app.vault.chunks.get(stored.id));
    expect(sealed.length).toBeGreaterThan(image.length);
    expect(sealed.includes(PNG_SIGNATURE)).toBe(false);
    for (const at of [0, 100, CHUNK_BYTES, 2 * CHUNK_BYTES + 7]) expect(sealed.includes(image.subarray(at, at + 32))).toBe(false);
    const [row] = await t.app.db.select().from(vaultObjects).where(eq(vaultObjects.id, stored.id));
    expect(row).toMatchObject({ state: 'stored', chunkCount: 4, keyId: t.app.vault.keyring.activeKeyId });
    expect(row?.wrappedKey.length).toBe(12 + 32 + 16);
  });

  describe('refuses an altered object and serves none of it', () => {
    const cases: [string, (chunks: Buffer[]) => Buffer[]][] = [
      ['a flipped bit in a chunk', (chunks) => [flipByte(chunks[0] as Buffer, 40), ...chunks.slice(1)]],
      ['a flipped bit in a tag', (chunks) => [chunks[0] as Buffer, flipByte(chunks[1] as Buffer, (chunks[1] as Buffer).length - 1), ...chunks.slice(2)]],
      ['two chunks swapped', (chunks) => [chunks[1] as Buffer, chunks[0] as Buffer, ...chunks.slice(2)]],
      ['the last chunk dropped', (chunks) => chunks.slice(0, -1)],
      ['a chunk cut short', (chunks) => [...chunks.slice(0, -1), (chunks.at(-1) as Buffer).subarray(0, 20)]],
      ['a chunk appended', (chunks) => [...chunks, chunks[0] as Buffer]],
    ];
    it.each(cases)('%s', async (_name, change) => {
      const stored = await t.app.vault.store(randomBytes(2 * CHUNK_BYTES + 100), { purpose: 'kyc', contentType: 'image/png' });
      await alterChunks(t, stored.id, change);
      await expect(t.app.vault.read(stored.id, ACCESS)).rejects.toMatchObject({ reason: 'tampered' });
      expect(await t.app.db.select().from(documentAccessLog).where(eq(documentAccessLog.objectId, stored.id))).toEqual([]);
    });

    it("another object's chunk in its place", async () => {
      const first = await t.app.vault.store(randomBytes(100), { purpose: 'kyc', contentType: 'image/png' });
      const second = await t.app.vault.store(randomBytes(100), { purpose: 'kyc', contentType: 'image/png' });
      const foreign = await t.app.vault.chunks.get(second.id);
      await alterChunks(t, first.id, () => foreign);
      await expect(t.app.vault.read(first.id, ACCESS)).rejects.toBeInstanceOf(VaultObjectUnreadable);
    });

    it('a wrapped data key altered, or moved to another object', async () => {
      const first = await t.app.vault.store(randomBytes(100), { purpose: 'kyc', contentType: 'image/png' });
      const second = await t.app.vault.store(randomBytes(100), { purpose: 'kyc', contentType: 'image/png' });
      const [row] = await t.app.db.select().from(vaultObjects).where(eq(vaultObjects.id, first.id));
      await t.app.db.update(vaultObjects).set({ wrappedKey: flipByte(row?.wrappedKey as Buffer, 20) }).where(eq(vaultObjects.id, first.id));
      await expect(t.app.vault.read(first.id, ACCESS)).rejects.toMatchObject({ reason: 'tampered' });
      // The data key of the first object opens none of the second's chunks.
      await t.app.db.update(vaultObjects).set({ wrappedKey: row?.wrappedKey as Buffer }).where(eq(vaultObjects.id, second.id));
      await expect(t.app.vault.read(second.id, ACCESS)).rejects.toMatchObject({ reason: 'tampered' });
    });
  });

  it('an unfinished object is not readable, and is removed with its chunks once abandoned', async () => {
    const writer = await t.app.vault.openWriter({ purpose: 'kyc', contentType: 'image/png' });
    await writer.write(randomBytes(CHUNK_BYTES + 10));
    await expect(t.app.vault.read(writer.id, ACCESS)).rejects.toBeInstanceOf(VaultObjectMissing);
    expect(await t.app.vault.chunks.get(writer.id)).toHaveLength(1);
    expect(await t.app.vault.removeAbandoned(new Date(Date.now() - 60_000))).toBe(0);
    expect(await t.app.vault.removeAbandoned(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await t.app.vault.chunks.get(writer.id)).toEqual([]);
    expect(await t.app.db.select().from(vaultObjects).where(eq(vaultObjects.id, writer.id))).toEqual([]);
  });

  it('an object under a master key no longer configured is refused as unavailable, not as tampered', async () => {
    const other = new DocumentVault(t.app.db, new LocalKeyring(parseMasterKeys(newMasterKeyLine('elsewhere'))), t.app.vault.chunks);
    const stored = await other.store(randomBytes(100), { purpose: 'kyc', contentType: 'image/png' });
    await expect(t.app.vault.read(stored.id, ACCESS)).rejects.toMatchObject({ reason: 'key-unavailable' });
  });
});

describe('master key rotation', () => {
  const oldKey = newMasterKeyLine('key-2025');
  const newKey = newMasterKeyLine('key-2026');
  let t: TestApp;
  beforeAll(async () => {
    // The portal runs with the new key first and the old one still listed, as during a rotation.
    t = await createTestApp({ vault: { ...loadConfig().vault, masterKeys: `${newKey}\n${oldKey}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('re-wraps every data key under the new master key while reads go on, and the old key can then go', async () => {
    const before = new DocumentVault(t.app.db, new LocalKeyring(parseMasterKeys(oldKey)), t.app.vault.chunks);
    const contents = await Promise.all(Array.from({ length: 30 }, () => randomBytes(2000 + Math.floor(Math.random() * 3 * CHUNK_BYTES))));
    const ids: string[] = [];
    for (const bytes of contents) ids.push((await before.store(bytes, { purpose: 'kyc', contentType: 'image/png' })).id);
    // Compared as digests: a deep equality over megabytes of Buffers takes minutes.
    const sealedDigests = async () => Promise.all(ids.map(async (id) => createHash('sha256').update(Buffer.concat(await t.app.vault.chunks.get(id))).digest('hex')));
    const chunksBefore = await sealedDigests();

    let rotating = true;
    let readsDuring = 0;
    const reading = (async () => {
      while (rotating) {
        const index = readsDuring % ids.length;
        expect((await t.app.vault.read(ids[index] as string, ACCESS)).equals(contents[index] as Buffer)).toBe(true);
        readsDuring += 1;
      }
    })();
    const result = await t.app.vault.rewrapAll(4).finally(() => {
      rotating = false;
    });
    await reading;
    expect(readsDuring).toBeGreaterThan(0);
    expect(result.rewrapped).toBeGreaterThanOrEqual(ids.length);
    expect(result.remaining).toBe(result.unreadable);

    const keys = await t.app.db.select({ keyId: vaultObjects.keyId }).from(vaultObjects).where(sql`${vaultObjects.id} in ${ids}`);
    expect(new Set(keys.map((row) => row.keyId))).toEqual(new Set(['key-2026']));
    // Only the keys were re-wrapped: the sealed bytes are as they were.
    expect(await sealedDigests()).toEqual(chunksBefore);
    const after = new DocumentVault(t.app.db, new LocalKeyring(parseMasterKeys(newKey)), t.app.vault.chunks);
    for (const [index, id] of ids.entries()) expect((await after.read(id, ACCESS)).equals(contents[index] as Buffer)).toBe(true);
  });
});

describe('GET /channel_partner/kyc/submissions/:id/documents/:kind/ and the access log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const latestAccess = async (objectId: string) =>
    (await t.app.db.select().from(documentAccessLog).where(eq(documentAccessLog.objectId, objectId)).orderBy(desc(documentAccessLog.id)).limit(1))[0];

  async function objectOf(submissionId: number, kind: string): Promise<string> {
    const [row] = await t.app.db
      .select({ id: kycDocuments.vaultObjectId })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.submissionId, submissionId), eq(kycDocuments.kind, kind)));
    return row?.id as string;
  }

  it('records who read which document, as whom, why and from where: review while pending, re-review after, owner for the connector', async () => {
    const connector = await newConnector(t.app, 'pending');
    const submissionId = connector.submissionId as number;
    const url = `/channel_partner/kyc/submissions/${submissionId}/documents/aadhar_front/`;
    const objectId = await objectOf(submissionId, 'aadhar_front');
    const admin = await signIn(t.app, 'AD3001');
    const [adminRow] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'AD3001'));

    const asAdmin = await t.app.inject({ method: 'GET', url, headers: bearer(admin.access) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(await latestAccess(objectId)).toMatchObject({
      viewerId: adminRow?.id,
      viewerRole: 'admin',
      subjectId: connector.id,
      purpose: 'review',
      address: '127.0.0.1',
      recordType: 'kyc_submission',
      recordId: submissionId,
      documentKind: 'aadhar_front',
    });

    const asOwner = await t.app.inject({ method: 'GET', url, headers: bearer(connector.client.tokens.access) });
    expect(asOwner.statusCode).toBe(200);
    expect(await latestAccess(objectId)).toMatchObject({ viewerId: connector.id, viewerRole: 'connector', purpose: 'owner' });

    for (const side of ['aadhar_front', 'aadhar_back']) {
      const url = `/channel_partner/kyc/submissions/${submissionId}/documents/${side}/mask/`;
      expect((await t.app.inject({ method: 'POST', url, headers: bearer(admin.access), payload: { already_masked: true } })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url: `/channel_partner/kyc/submissions/${submissionId}/approve/`, headers: bearer(admin.access) })).statusCode).toBe(200);
    const director = await signIn(t.app, 'DR4001');
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(director.access) })).statusCode).toBe(200);
    expect(await latestAccess(objectId)).toMatchObject({ viewerRole: 'director', purpose: 're-review' });
    expect(await t.app.db.select().from(documentAccessLog).where(eq(documentAccessLog.objectId, objectId))).toHaveLength(3);
  });

  it("shows a director a submission's access history, and the connector who viewed theirs (names and roles, not addresses, not their own reads)", async () => {
    const connector = await newConnector(t.app, 'pending');
    const submissionId = connector.submissionId as number;
    const admin = await signIn(t.app, 'AD3001');
    const director = await signIn(t.app, 'DR4001');
    for (const [token, kind] of [[admin.access, 'pan_front'], [connector.client.tokens.access, 'aadhar_front'], [director.access, 'aadhar_back']] as const) {
      expect((await t.app.inject({ method: 'GET', url: `/channel_partner/kyc/submissions/${submissionId}/documents/${kind}/`, headers: bearer(token) })).statusCode).toBe(200);
    }
    const history = await t.app.inject({ method: 'GET', url: `/channel_partner/kyc/submissions/${submissionId}/access-log/`, headers: bearer(director.access) });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      count: 3,
      results: [
        { document: 'aadhar_back', viewer: { employee_id: 'DR4001' }, viewer_role: 'director', purpose: 'review', address: '127.0.0.1' },
        { document: 'aadhar_front', viewer: { employee_id: connector.employeeId }, viewer_role: 'connector', purpose: 'owner' },
        { document: 'pan_front', viewer: { employee_id: 'AD3001' }, viewer_role: 'admin', purpose: 'review' },
      ],
    });
    expect((await t.app.inject({ method: 'GET', url: `/channel_partner/kyc/submissions/${submissionId}/access-log/`, headers: bearer(admin.access) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/channel_partner/kyc/submissions/999999/access-log/', headers: bearer(director.access) })).statusCode).toBe(404);

    const views = await t.app.inject({ method: 'GET', url: '/auth/profile/document-views/', headers: bearer(connector.client.tokens.access) });
    expect(views.statusCode).toBe(200);
    const body = views.json();
    expect(body.count).toBe(2);
    expect(body.results.map((entry: { viewer_role: string; document: string }) => [entry.viewer_role, entry.document])).toEqual([
      ['director', 'aadhar_back'],
      ['admin', 'pan_front'],
    ]);
    expect(Object.keys(body.results[0]).sort()).toEqual(['document', 'purpose', 'read_at', 'viewer_name', 'viewer_role']);
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
  });

  it('records nothing for a refused read: another connector, an unknown submission, no session', async () => {
    const owner = await newConnector(t.app, 'pending');
    const stranger = await newConnector(t.app, 'verified');
    const url = `/channel_partner/kyc/submissions/${owner.submissionId}/documents/pan_back/`;
    const objectId = await objectOf(owner.submissionId as number, 'pan_back');
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(stranger.client.tokens.access) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(await t.app.db.select().from(documentAccessLog).where(eq(documentAccessLog.objectId, objectId))).toEqual([]);
  });

  it('answers 404 for an altered image and reports it in the security log, without serving or recording it', async () => {
    const connector = await newConnector(t.app, 'pending');
    const objectId = await objectOf(connector.submissionId as number, 'pan_front');
    await alterChunks(t, objectId, (chunks) => [flipByte(chunks[0] as Buffer, 30)]);
    const admin = await signIn(t.app, 'AD3001');
    const response = await t.app.inject({ method: 'GET', url: `/channel_partner/kyc/submissions/${connector.submissionId}/documents/pan_front/`, headers: bearer(admin.access) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'This document cannot be shown: it failed its integrity check and has been reported.' });
    expect(t.logs().find((line) => line.security === 'document_unreadable')).toMatchObject({ level: 50, submissionId: connector.submissionId, reason: 'tampered' });
    expect(await t.app.db.select().from(documentAccessLog).where(eq(documentAccessLog.objectId, objectId))).toEqual([]);
  });

  it('keeps the access log append-only: no record is changed, none younger than a year deleted, the table never truncated', async () => {
    await t.app.vault.read((await t.app.vault.store(randomBytes(10), { purpose: 'kyc', contentType: 'image/png' })).id, ACCESS);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.app.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(sql`update document_access_log set purpose = 'export'`)).toMatch(/append-only: a record is never changed/);
    expect(await refusal(sql`delete from document_access_log`)).toMatch(/keeps every record for a year/);
    expect(await refusal(sql`truncate document_access_log`)).toMatch(/never truncated/);
    const old = new Date(Date.now() - 366 * 86_400_000);
    const [row] = await t.app.db.insert(documentAccessLog).values({ ...ACCESS, objectId: '00000000-0000-4000-8000-000000000000', readAt: old }).returning({ id: documentAccessLog.id });
    await t.app.db.delete(documentAccessLog).where(eq(documentAccessLog.id, row?.id as number));
    expect(await t.app.db.select().from(documentAccessLog).where(eq(documentAccessLog.id, row?.id as number))).toEqual([]);
  });

  it('imports a KYC image stored as a plain file before the vault, then deletes the file', async () => {
    const connector = await newConnector(t.app);
    const [submission] = await t.app.db.insert(kycSubmissions).values({ employeeId: connector.id, status: 'pending' }).returning({ id: kycSubmissions.id });
    const bytes = png();
    const names = ['0b7e8a52-7a0b-4f4e-9b39-3c1f5d3c9a01.png', '0b7e8a52-7a0b-4f4e-9b39-3c1f5d3c9a02.png', '0b7e8a52-7a0b-4f4e-9b39-3c1f5d3c9a03.png', '0b7e8a52-7a0b-4f4e-9b39-3c1f5d3c9a04.png'];
    for (const [index, kind] of ['aadhar_front', 'aadhar_back', 'pan_front', 'pan_back'].entries()) {
      await writeFile(path.join(t.uploadDir, names[index] as string), bytes);
      await t.app.db.insert(kycDocuments).values({ submissionId: submission?.id as number, kind, storedName: names[index] as string, contentType: 'image/png', size: bytes.length, sha256: 'x' });
    }
    expect(await importLegacyUploads(t.app.db, t.app.vault, t.uploadDir)).toBe(4);
    expect((await readdir(t.uploadDir)).filter((name) => names.includes(name))).toEqual([]);
    const admin = await signIn(t.app, 'AD3001');
    const response = await t.app.inject({ method: 'GET', url: `/channel_partner/kyc/submissions/${submission?.id}/documents/pan_back/`, headers: bearer(admin.access) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(await importLegacyUploads(t.app.db, t.app.vault, t.uploadDir)).toBe(0);
  });
});

describe('two replicas on one database', () => {
  it("each reads the documents the other stored", async () => {
    const replicas = await createTestReplicas(2);
    try {
      const [first, second] = replicas.apps as [(typeof replicas.apps)[0], (typeof replicas.apps)[0]];
      const connector = await newConnector(first, 'not_submitted');
      const body = multipart(kycFiles());
      const upload = await first.inject({ method: 'POST', url: '/channel_partner/kyc/upload/', headers: { ...bearer(connector.client.tokens.access), ...body.headers }, payload: body.payload });
      expect(upload.statusCode).toBe(201);
      const url = `/channel_partner/kyc/submissions/${upload.json().submission_id}/documents/pan_back/`;
      const fromSecond = await second.inject({ method: 'GET', url, headers: bearer((await signIn(second, 'AD3001')).access) });
      expect(fromSecond.statusCode).toBe(200);
      expect(fromSecond.rawPayload.equals(png())).toBe(true);
      const stored = await second.vault.store(randomBytes(5000), { purpose: 'kyc', contentType: 'image/png' });
      expect((await first.vault.read(stored.id, ACCESS)).length).toBe(5000);
    } finally {
      await replicas.close();
    }
  });

  it('neither serves a document the other destroyed, though it read it a moment before', async () => {
    const replicas = await createTestReplicas(2);
    try {
      const [first, second] = replicas.apps as [(typeof replicas.apps)[0], (typeof replicas.apps)[0]];
      const bytes = randomBytes(CHUNK_BYTES + 100);
      const stored = await first.vault.store(bytes, { purpose: 'kyc', contentType: 'image/png' });
      expect((await second.vault.read(stored.id, ACCESS)).equals(bytes)).toBe(true);
      expect((await second.vault.read(stored.id, ACCESS)).equals(bytes)).toBe(true);
      await first.db.transaction((tx) => first.vault.forget([stored.id], tx));
      await first.vault.discardChunks([stored.id]);
      await expect(second.vault.read(stored.id, ACCESS)).rejects.toBeInstanceOf(VaultObjectMissing);
      await expect(first.vault.read(stored.id, ACCESS)).rejects.toBeInstanceOf(VaultObjectMissing);
    } finally {
      await replicas.close();
    }
  });
});

describe("a replica's read cache", () => {
  const chunk = (bytes: number) => [randomBytes(bytes)];

  it('keeps the objects read last within its capacity, and none larger than a quarter of it', () => {
    const cache = new SealedChunkCache(1000);
    cache.set('a', chunk(200));
    cache.set('b', chunk(200));
    cache.set('c', chunk(200));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', chunk(200));
    cache.set('e', chunk(250));
    cache.set('f', chunk(200));
    // b and c were used least recently; a was read again.
    expect(['a', 'b', 'c', 'd', 'e', 'f'].filter((id) => cache.get(id))).toEqual(['a', 'd', 'e', 'f']);
    expect(cache.heldBytes).toBe(850);
    cache.set('large', chunk(251));
    expect(cache.get('large')).toBeUndefined();
    cache.delete(['a', 'unknown']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.heldBytes).toBe(650);
  });
});

it('the development keyring file is outside the data folder', async () => {
  const config = loadConfig();
  expect(config.vault.developmentKeyFile.startsWith(path.dirname(config.dataDir) + path.sep)).toBe(false);
  expect(parseMasterKeys(await readFile(config.vault.developmentKeyFile, 'utf8')).size).toBeGreaterThan(0);
});

describe('vault-keys command', () => {
  const run = async (argv: string[], env: NodeJS.ProcessEnv) => {
    const printed: string[] = [];
    const code = await runVaultKeys(argv, { env, print: (line) => printed.push(line) });
    return { code, printed: printed.join('\n') };
  };

  it('prints a new key line that the configuration accepts, and refuses a bad id', async () => {
    const created = await run(['new', 'key-2027'], {});
    expect(created.code).toBe(0);
    expect([...parseMasterKeys(created.printed).keys()]).toEqual(['key-2027']);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), VAULT_MASTER_KEYS: created.printed, ...PRODUCTION_GRIEVANCE_OFFICER }).vault.masterKeys).toBe(created.printed);
    expect((await run(['new', 'a key'], {})).code).toBe(2);
    expect((await run(['spin'], {})).code).toBe(2);
  });

  it('rotates the data keys of a database under the new first key and says when the old key can go', async () => {
    const oldKey = newMasterKeyLine('key-a');
    const newKey = newMasterKeyLine('key-b');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vault-keys-'));
    const uploadDir = path.join(dataDir, 'uploads');
    // No demo data: its documents are under the development key, which this configuration does not list.
    const start = (keys: string) =>
      createTestApp({ vault: { ...loadConfig().vault, masterKeys: keys }, seedDemoData: false, uploadDir, ...(DB_TARGET === 'pglite' ? { dataDir: path.join(dataDir, 'pglite') } : {}) });
    let t = await start(oldKey);
    try {
      const stored = await t.app.vault.store(randomBytes(3000), { purpose: 'kyc', contentType: 'image/png' });
      const env = { ...(DB_TARGET === 'postgres' ? { DATABASE_URL: t.app.config.databaseUrl } : { DATA_DIR: path.join(dataDir, 'pglite') }), UPLOAD_DIR: uploadDir, VAULT_MASTER_KEYS: `${newKey}\n${oldKey}` };
      // PGlite allows one process at a time: the command runs while the API is stopped.
      if (DB_TARGET === 'pglite') await t.app.close();
      const rotated = await run(['rotate'], env);
      expect(rotated.code, rotated.printed).toBe(0);
      expect(rotated.printed).toMatch(/^Re-wrapped \d+ data keys under "key-b"/);
      expect(rotated.printed).toMatch(/key-b {2}\d+ {2}\(active\)/);
      expect(rotated.printed).toMatch(/No document is under "key-a": it can be removed from the configuration/);
      const status = await run(['status'], { ...env, VAULT_MASTER_KEYS: newKey });
      expect(status.code).toBe(0);
      if (DB_TARGET === 'pglite') t = await start(newKey);
      const withNewKeyOnly = new DocumentVault(t.app.db, new LocalKeyring(parseMasterKeys(newKey)), t.app.vault.chunks);
      expect((await withNewKeyOnly.read(stored.id, ACCESS)).length).toBe(3000);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('vault configuration', () => {
  it('production refuses to start without a master key, and a malformed key is named', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), ...PRODUCTION_GRIEVANCE_OFFICER } as const;
    expect(() => loadConfig(production)).toThrow(/VAULT_MASTER_KEYS or VAULT_MASTER_KEY_FILE: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, VAULT_MASTER_KEYS: 'k1:c2hvcnQ=' })).toThrow(/VAULT_MASTER_KEYS: master key "k1": expected 32 bytes/);
    expect(() => loadConfig({ ...production, VAULT_MASTER_KEYS: newMasterKeyLine('a'), VAULT_MASTER_KEY_FILE: '/run/secrets/keys' })).toThrow(/set one of them, not both/);
    expect(loadConfig({ ...production, VAULT_MASTER_KEY_FILE: '/run/secrets/keys' }).vault.masterKeyFile).toBe('/run/secrets/keys');
  });
});

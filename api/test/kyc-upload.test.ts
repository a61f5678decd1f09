import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycDocuments, leases } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import {
  blackPng,
  exifSegment,
  GIF_TRAILER,
  gifDeclaring,
  gifFrame,
  gifScreen,
  JPEG_END,
  JPEG_START,
  jfifSegment,
  jpegDeclaring,
  jpegScan,
  PNG_SIGNATURE,
  pngHeaderChunk,
} from './support/images';
import { gif, kycFiles, multipart, png, type FilePart } from './support/multipart';
import { bearer, createTestApp, signIn, vaultObjectIds, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const status = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/channel_partner/connector/current/', headers: bearer(access) })).json();

async function upload(access: string, body: ReturnType<typeof multipart>, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/channel_partner/kyc/upload/',
    headers: { ...bearer(access), ...body.headers },
    payload: body.payload,
  });
}

describe('GET /channel_partner/connector/current/ for the demo accounts', () => {
  it.each([
    ['CN1001', { kyc_verified: true, kyc_submitted: true, kyc_rejection_reason: null }],
    ['CN1002', { kyc_verified: false, kyc_submitted: false, kyc_rejection_reason: null, kyc_message: null, consent_required: false }],
    ['CN1003', { kyc_verified: false, kyc_submitted: false, kyc_rejection_reason: 'PAN image is blurred' }],
    ['CN1004', { kyc_verified: false, kyc_submitted: true, kyc_rejection_reason: null }],
    ['RM2001', { kyc_verified: true }],
    ['AD3001', { kyc_verified: true }],
    ['DR4001', { kyc_verified: true }],
  ])('%s', async (employeeId, expected) => {
    const { access } = await signIn(t.app, employeeId);
    expect(await status(access)).toMatchObject(expected);
  });
});

describe('POST /channel_partner/kyc/upload/', () => {
  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const connector = await newConnector(t.app, 'rejected');
    const before = await vaultObjectIds(t.app);
    const huge = Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await upload(
      connector.client.tokens.access,
      multipart(kycFiles({ pan_back: { field: 'pan_back', filename: 'big.png', contentType: 'image/png', data: huge } })),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'PAN Back is larger than 10 MB.' });
    expect(await vaultObjectIds(t.app)).toEqual(before);
    expect(await status(connector.client.tokens.access)).toMatchObject({ kyc_rejection_reason: 'PAN image is blurred', kyc_submitted: false });
  });

  it('refuses content that is not a JPEG, PNG or GIF (whatever its declared type) with 400 and stores nothing', async () => {
    const connector = await newConnector(t.app);
    const before = await vaultObjectIds(t.app);
    const fake = { field: 'aadhar_front', filename: 'aadhar.png', contentType: 'image/png', data: Buffer.from('%PDF-1.7 this is not an image') };
    const response = await upload(connector.client.tokens.access, multipart(kycFiles({ aadhar_front: fake })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Aadhar Front must be a JPG, PNG or GIF image.' });
    // The last file also fails after the first three were stored: they are removed again.
    const lastFake = { field: 'pan_back', filename: 'pan.gif', contentType: 'image/gif', data: Buffer.from('<svg/>') };
    expect((await upload(connector.client.tokens.access, multipart(kycFiles({ pan_back: lastFake })))).statusCode).toBe(400);
    expect(await vaultObjectIds(t.app)).toEqual(before);
  });

  it('answers 400 per missing file (empty files count as missing), for unexpected and repeated fields', async () => {
    const connector = await newConnector(t.app);
    const access = connector.client.tokens.access;
    const response = await upload(access, multipart(kycFiles({ aadhar_back: null })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ aadhar_back: ['This file is required.'] });

    const empty = await upload(
      access,
      multipart(kycFiles({ pan_front: null, pan_back: { field: 'pan_back', filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(0) } })),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ pan_front: ['This file is required.'], pan_back: ['This file is required.'] });

    const extra = await upload(access, multipart([{ field: 'selfie', filename: 's.png', contentType: 'image/png', data: png() }, ...kycFiles()]));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().detail).toMatch(/^Unexpected file "selfie"/);

    const repeated = await upload(access, multipart([...kycFiles(), { field: 'pan_back', filename: 'again.png', contentType: 'image/png', data: png() }]));
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ pan_back: ['Send only one file for this document.'] });
    expect(await status(access)).toMatchObject({ kyc_submitted: false });
  });

  it('answers 400 when the request is not multipart or is malformed', async () => {
    const { client } = await newConnector(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/channel_partner/kyc/upload/',
      headers: bearer(client.tokens.access),
      payload: { aadhar_front: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Send the documents as multipart/form-data.' });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/channel_partner/kyc/upload/',
      headers: { ...bearer(client.tokens.access), 'content-type': 'multipart/form-data; boundary=----abc' },
      payload: '------abc\r\nContent-Disposition: form-data; name="aadhar_front"; filename="a.png"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json()).toHaveProperty('detail');
  });

  it('accepts four real images from a rejected connector: stored encrypted in the vault, status becomes submitted', async () => {
    const { client } = await newConnector(t.app, 'rejected');
    const before = await vaultObjectIds(t.app);
    const response = await upload(client.tokens.access, multipart(kycFiles(), { note: 'ignored' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ message: expect.any(String), submission_id: expect.any(Number) });

    const added = (await vaultObjectIds(t.app)).filter((name) => !before.includes(name));
    expect(added).toHaveLength(4);
    // What the store holds is ciphertext: neither the image signatures nor the images themselves.
    const stored = Buffer.concat((await Promise.all(added.map((id) => t.app.vault.chunks.get(id)))).flat());
    expect(stored.length).toBeGreaterThan(0);
    for (const plain of [PNG_SIGNATURE, Buffer.from('GIF8'), png()]) expect(stored.includes(plain)).toBe(false);

    expect(await status(client.tokens.access)).toEqual({ kyc_verified: false, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: null, consent_required: false });

    const again = await upload(client.tokens.access, multipart(kycFiles()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Your KYC documents are already under review.' });
  });

  it('strips control characters (NUL included) from file names instead of failing', async () => {
    const { client } = await newConnector(t.app);
    const named = kycFiles({ aadhar_front: { field: 'aadhar_front', filename: 'aad\u0000har\u0007 front.png', contentType: 'image/png', data: png() } });
    const response = await upload(client.tokens.access, multipart(named));
    expect(response.statusCode).toBe(201);
    const stored = await t.app.db
      .select({ kind: kycDocuments.kind, originalName: kycDocuments.originalName })
      .from(kycDocuments)
      .where(eq(kycDocuments.submissionId, response.json().submission_id));
    expect(stored.find((document) => document.kind === 'aadhar_front')?.originalName).toBe('aadhar front.png');
  });

  it('a not-yet-submitted connector can upload; GIF and JPEG are accepted; a concurrent second upload is refused', async () => {
    const { client } = await newConnector(t.app);
    const before = await vaultObjectIds(t.app);
    const [response, concurrent] = await Promise.all([
      upload(
        client.tokens.access,
        multipart(kycFiles({ aadhar_front: { field: 'aadhar_front', filename: 'a.gif', contentType: 'image/gif', data: gif() } })),
      ),
      upload(client.tokens.access, multipart(kycFiles())),
    ]);
    const statuses = [response.statusCode, concurrent.statusCode].sort();
    // 429 while the first upload is in flight, 409 once it has landed.
    expect(statuses[0]).toBe(201);
    expect([409, 429]).toContain(statuses[1]);
    expect(await status(client.tokens.access)).toMatchObject({ kyc_submitted: true, kyc_verified: false });
    // Only the accepted submission's four files remain.
    expect((await vaultObjectIds(t.app)).filter((name) => !before.includes(name))).toHaveLength(4);
  });

  it('refuses verified connectors (409), connectors under review (409), staff (403) and anonymous callers (401)', async () => {
    const verified = await signIn(t.app, 'CN1001');
    const verifiedResponse = await upload(verified.access, multipart(kycFiles()));
    expect(verifiedResponse.statusCode).toBe(409);
    expect(verifiedResponse.json()).toEqual({ detail: 'Your KYC is already verified.' });

    const pending = await signIn(t.app, 'CN1004');
    expect((await upload(pending.access, multipart(kycFiles()))).statusCode).toBe(409);

    const staff = await signIn(t.app, 'RM2001');
    const staffResponse = await upload(staff.access, multipart(kycFiles()));
    expect(staffResponse.statusCode).toBe(403);
    expect(staffResponse.json()).toEqual({ detail: 'Only connectors submit KYC documents.' });

    const body = multipart(kycFiles());
    const anonymous = await t.app.inject({ method: 'POST', url: '/channel_partner/kyc/upload/', headers: body.headers, payload: body.payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /channel_partner/kyc/upload/ refuses images that declare too many pixels', () => {
  const file = (field: FilePart['field'], contentType: string, data: Buffer): FilePart => ({
    field,
    filename: `${field}.${contentType.split('/')[1]}`,
    contentType,
    data,
  });
  // Two full EXIF segments (64 KB each) before the frame header, as a camera may write them.
  const largeExif = [exifSegment(65_533), exifSegment(65_533)];

  it('a 16,000 × 16,000 PNG of a few kilobytes: 400 naming its field, nothing stored', async () => {
    const connector = await newConnector(t.app, 'rejected');
    const before = await vaultObjectIds(t.app);
    const bomb = blackPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await upload(connector.client.tokens.access, multipart(kycFiles({ aadhar_front: file('aadhar_front', 'image/png', bomb) })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ aadhar_front: ['This image is too large: at most 40 megapixels (this one is 16000 × 16000).'] });
    expect(await vaultObjectIds(t.app)).toEqual(before);
    expect(await status(connector.client.tokens.access)).toMatchObject({ kyc_rejection_reason: 'PAN image is blurred', kyc_submitted: false });
  });

  it('a JPEG whose frame header, after large EXIF segments, declares 30,000 × 20,000, as the last file: the three before it are removed', async () => {
    const connector = await newConnector(t.app);
    const before = await vaultObjectIds(t.app);
    const bomb = jpegDeclaring(30_000, 20_000, largeExif);
    const response = await upload(connector.client.tokens.access, multipart(kycFiles({ pan_back: file('pan_back', 'image/jpeg', bomb) })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ pan_back: ['This image is too large: at most 40 megapixels (this one is 30000 × 20000).'] });
    expect(await vaultObjectIds(t.app)).toEqual(before);
    expect(await status(connector.client.tokens.access)).toMatchObject({ kyc_submitted: false });
  });

  it('a GIF with a huge screen, or a tiny screen and a huge first frame', async () => {
    const connector = await newConnector(t.app);
    const access = connector.client.tokens.access;
    const before = await vaultObjectIds(t.app);
    const hugeScreen = await upload(access, multipart(kycFiles({ pan_front: file('pan_front', 'image/gif', gifDeclaring(10_000, 10_000)) })));
    expect(hugeScreen.statusCode).toBe(400);
    expect(hugeScreen.json()).toEqual({ pan_front: ['This image is too large: at most 40 megapixels (this one is 10000 × 10000).'] });

    const hugeFrame = Buffer.concat([gifScreen(1, 1), gifFrame(0, 0, 20_000, 20_000), GIF_TRAILER]);
    const hiddenFrame = await upload(access, multipart(kycFiles({ aadhar_back: file('aadhar_back', 'image/gif', hugeFrame) })));
    expect(hiddenFrame.statusCode).toBe(400);
    expect(hiddenFrame.json()).toEqual({ aadhar_back: ['This image is too large: at most 40 megapixels (this one is 20000 × 20000).'] });
    expect(await vaultObjectIds(t.app)).toEqual(before);
    expect(await status(access)).toMatchObject({ kyc_submitted: false });
  });

  it('an image whose header is damaged, truncated or declares no pixels: 400 naming its field, never a 500', async () => {
    const connector = await newConnector(t.app);
    const access = connector.client.tokens.access;
    const before = await vaultObjectIds(t.app);
    const wrongChecksum = Buffer.concat([PNG_SIGNATURE, pngHeaderChunk(40, 24)]);
    wrongChecksum[wrongChecksum.length - 1] ^= 0xff;
    const unreadable: FilePart[] = [
      file('aadhar_front', 'image/png', wrongChecksum),
      file('aadhar_front', 'image/png', Buffer.concat([PNG_SIGNATURE, pngHeaderChunk(40, 24)]).subarray(0, 20)),
      file('aadhar_back', 'image/jpeg', Buffer.concat([JPEG_START, jfifSegment(), jpegScan(Buffer.alloc(64)), JPEG_END])),
      file('aadhar_back', 'image/jpeg', jpegDeclaring(640, 0)),
      file('pan_front', 'image/gif', gifDeclaring(0, 24)),
      file('pan_back', 'image/gif', Buffer.concat([gifScreen(40, 24), GIF_TRAILER])),
    ];
    for (const damaged of unreadable) {
      const response = await upload(access, multipart(kycFiles({ [damaged.field]: damaged })));
      expect(response.statusCode, damaged.field).toBe(400);
      expect(response.json()).toEqual({ [damaged.field]: ['This image could not be read. Save it again as a JPG, PNG or GIF and upload it.'] });
    }
    expect(await vaultObjectIds(t.app)).toEqual(before);
    expect(await status(access)).toMatchObject({ kyc_submitted: false });
  });

  it('accepts images up to exactly 40 megapixels, a JPEG after large EXIF segments included; one row more is refused', async () => {
    const connector = await newConnector(t.app);
    const access = connector.client.tokens.access;
    const overLimit = await upload(access, multipart(kycFiles({ aadhar_front: file('aadhar_front', 'image/png', blackPng(8000, 5001)) })));
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json()).toEqual({ aadhar_front: ['This image is too large: at most 40 megapixels (this one is 8000 × 5001).'] });

    const before = await vaultObjectIds(t.app);
    const atLimit = await upload(
      access,
      multipart(
        kycFiles({
          aadhar_front: file('aadhar_front', 'image/png', blackPng(8000, 5000)),
          aadhar_back: file('aadhar_back', 'image/jpeg', jpegDeclaring(4000, 3000, largeExif)),
          pan_front: file('pan_front', 'image/gif', gifDeclaring(5000, 8000)),
        }),
      ),
    );
    expect(atLimit.statusCode).toBe(201);
    expect((await vaultObjectIds(t.app)).filter((name) => !before.includes(name))).toHaveLength(4);
    expect(await status(access)).toMatchObject({ kyc_submitted: true });
  });
});

/** What a client sees when it streams a large body at the server over a real connection. */
interface StreamOutcome {
  status: number | null;
  /** Bytes the server took in before it answered or closed the connection. */
  bytesSent: number;
}

function streamUpload(
  port: number,
  headers: Record<string, string>,
  chunks: () => Buffer | null,
  options: { path?: string; signal?: AbortSignal } = {},
): Promise<StreamOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    options.signal?.addEventListener('abort', () => socket.destroy());
    let bytesSent = 0;
    let answer = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      resolve({ status: match ? Number(match[1]) : null, bytesSent });
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (answer.includes('\r\n\r\n')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => {
      socket.write(`POST ${options.path ?? '/channel_partner/kyc/upload/'} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
      const pump = () => {
        while (!done) {
          const chunk = chunks();
          if (!chunk) return;
          bytesSent += chunk.length;
          if (!socket.write(chunk)) {
            socket.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
  });
}

describe('uploads are refused early (over a real connection)', () => {
  let server: TestApp;
  let port: number;
  beforeAll(async () => {
    server = await createTestApp();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await server?.close();
  });

  const MB = 1024 * 1024;
  const boundary = '----early-refusal';
  const fileHead = (field: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.png"\r\nContent-Type: image/png\r\n\r\n`);

  /** Chunks of a multipart body: the file head, then `first` bytes, then zeros up to `totalBytes`. */
  function body(first: Buffer, totalBytes: number) {
    let sent = 0;
    let headSent = false;
    return () => {
      if (!headSent) {
        headSent = true;
        return Buffer.concat([fileHead('aadhar_front'), first]);
      }
      if (sent >= totalBytes) return null;
      sent += 256 * 1024;
      return Buffer.alloc(256 * 1024);
    };
  }

  /** The same chunks in HTTP chunked transfer encoding (no declared length). */
  function chunked(next: () => Buffer | null) {
    return () => {
      const chunk = next();
      return chunk ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : null;
    };
  }

  it('refuses a body declared larger than four documents before reading it', async () => {
    const connector = await newConnector(server.app);
    const outcome = await streamUpload(
      port,
      { ...bearer(connector.client.tokens.access), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(200 * MB) },
      body(png(), 200 * MB),
    );
    expect(outcome.status).toBe(413);
    expect(outcome.bytesSent).toBeLessThan(8 * MB);
  });

  it('cuts a streamed file off at the 10 MB cap instead of reading the whole body', async () => {
    const connector = await newConnector(server.app);
    const outcome = await streamUpload(
      port,
      { ...bearer(connector.client.tokens.access), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      chunked(body(png(), 200 * MB)),
    );
    expect(outcome.status).toBe(413);
    expect(outcome.bytesSent).toBeLessThan(24 * MB);
  });

  it('checks the type on the first bytes and stops reading', async () => {
    const connector = await newConnector(server.app);
    const outcome = await streamUpload(
      port,
      { ...bearer(connector.client.tokens.access), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      chunked(body(Buffer.from('MZ this is an executable, not an image'), 200 * MB)),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.bytesSent).toBeLessThan(16 * MB);
  });

  it('refuses an image declaring too many pixels on its header and stops reading', async () => {
    const connector = await newConnector(server.app);
    const outcome = await streamUpload(
      port,
      { ...bearer(connector.client.tokens.access), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      chunked(body(Buffer.concat([PNG_SIGNATURE, pngHeaderChunk(16_000, 16_000)]), 200 * MB)),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.bytesSent).toBeLessThan(16 * MB);
  });

  it('allows one upload in flight per connector', async () => {
    const connector = await newConnector(server.app);
    const hangUp = new AbortController();
    // The first upload sends its head and then waits.
    let first = true;
    const slow = streamUpload(
      port,
      { ...bearer(connector.client.tokens.access), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(5 * MB) },
      () => {
        if (!first) return null;
        first = false;
        return Buffer.concat([fileHead('aadhar_front'), png()]);
      },
      { signal: hangUp.signal },
    );
    // The first upload holds the connector's lease once the server has begun reading it (a loaded
    // machine can take a while to get there).
    await until(async () => (await uploadLeases(server.app, connector.id)) === 1);
    const second = await upload(connector.client.tokens.access, multipart(kycFiles()), server.app);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ detail: 'Another upload of your documents is in progress. Wait for it to finish.' });
    hangUp.abort();
    await slow;
    // Once the first upload is gone (its lease released), the connector may upload again.
    await until(async () => (await uploadLeases(server.app, connector.id)) === 0);
    expect((await upload(connector.client.tokens.access, multipart(kycFiles()), server.app)).statusCode).toBe(201);
  });
});

/** The KYC upload leases a connector holds (0 or 1). */
async function uploadLeases(app: TestApp['app'], connectorId: number): Promise<number> {
  return (await app.db.select().from(leases).where(eq(leases.key, `kyc-upload:${connectorId}`))).length;
}

/** Waits until `condition` holds, failing after 15 s. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('request timeout', () => {
  it('answers a request whose body stalls with 408 and closes the connection', async () => {
    const slowApp = await createTestApp({ requestTimeoutMs: 1500 });
    try {
      await slowApp.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = slowApp.app.server.address() as { port: number };
      let sentHead = false;
      const started = Date.now();
      const outcome = await streamUpload(
        port,
        { 'content-type': 'application/json', 'content-length': '1000' },
        () => {
          if (sentHead) return null;
          sentHead = true;
          return Buffer.from('{"employee_id": "CN');
        },
        { path: '/auth/api/connector/token/' },
      );
      expect(outcome.status).toBe(408);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await slowApp.close();
    }
  });
});

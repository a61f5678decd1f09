import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EMPTY_STYLE_HASH } from './security-headers.mjs';
import { writeLocalhostCertificate } from './self-signed-cert.mjs';
import { createStaticServer, requestedPath, tlsFromEnv } from './static-server.mjs';
import runtimeConfig from './runtime-config.cjs';

const INDEX_HTML = '<!doctype html><html><head><style>body{margin:0}</style><script defer src="main.1a2b3c4d.js"></script></head><body></body></html>';
const ENV = {
  API_URL: 'https://api.example',
  REMOTE_CORE_URL: 'https://core.example/mf-manifest.json',
  REMOTE_ELIGIBILITY_URL: 'https://eligibility.example/mf-manifest.json',
  REMOTE_NOTIFICATIONS_URL: 'https://notifications.example:8443/mf-manifest.json',
};
/** The runtime config ENV describes, as the host's documents carry it. */
const HOST_CONFIG = {
  apiBaseUrl: 'https://api.example',
  remotes: {
    remote_core: 'https://core.example/mf-manifest.json',
    remote_eligibility: 'https://eligibility.example/mf-manifest.json',
    remote_notifications: 'https://notifications.example:8443/mf-manifest.json',
  },
  // ENV names no grievance officer: the demo's.
  grievanceOfficer: runtimeConfig.DEMO_GRIEVANCE_OFFICER,
  // Not production, no OTP_ENABLED: one-time codes offered, as the API has them (docs/otp.md).
  otpSignIn: true,
};

/** A build folder with a secret file next to it (what a traversal would reach). */
function makeDist(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-static-'));
  fs.writeFileSync(path.join(root, 'secret.txt'), 'TOP SECRET');
  const dist = path.join(root, 'dist');
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), body);
  }
  return { root, dist };
}

async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address().port;
}

/** A raw request: the path is sent exactly as given (fetch would normalise `..` away). */
function request(port, rawPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A host static server on a build folder holding `files`, started before the suite's tests and stopped after them. */
function hostServerFor(files) {
  const host = {};
  before(async () => {
    const made = makeDist(files);
    host.root = made.root;
    host.server = createStaticServer({ app: 'host', distDir: made.dist, env: ENV, log: () => undefined });
    host.port = await listen(host.server);
  });
  after(() => {
    host.server.close();
    fs.rmSync(host.root, { recursive: true, force: true });
  });
  return host;
}

describe('the host static server', () => {
  let port;
  let server;
  const host = hostServerFor({
    'index.html': INDEX_HTML,
    'main.1a2b3c4d.js': 'console.log("main");'.repeat(40),
    'mf-manifest.json': '{"name":"host"}',
    'favicon.png': 'png',
  });
  before(() => ({ port, server } = host));

  test('a file has an ETag, and the same ETag back gives 304 without a body', async () => {
    const first = await request(port, '/main.1a2b3c4d.js');
    assert.equal(first.status, 200);
    assert.match(first.headers.etag, /^".+"$/);
    const again = await request(port, '/main.1a2b3c4d.js', { 'if-none-match': first.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const other = await request(port, '/main.1a2b3c4d.js', { 'if-none-match': '"something-else"' });
    assert.equal(other.status, 200);
  });

  test('content-hashed files are cached for a year, immutable; the entry documents are revalidated', async () => {
    assert.equal((await request(port, '/main.1a2b3c4d.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const file of ['/index.html', '/mf-manifest.json']) {
      assert.equal((await request(port, file)).headers['cache-control'], 'no-cache', file);
    }
    assert.equal((await request(port, '/dashboard')).headers['cache-control'], 'no-cache');
    assert.equal((await request(port, '/favicon.png')).headers['cache-control'], 'public, max-age=300');
  });

  test('brotli when accepted, else gzip; identical bytes once unpacked', async () => {
    const plain = await request(port, '/main.1a2b3c4d.js');
    const brotli = await request(port, '/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzipped = await request(port, '/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, br;q=0' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.deepEqual(brotliDecompressSync(brotli.body), plain.body);
    assert.deepEqual(gunzipSync(gzipped.body), plain.body);
    assert.equal(brotli.headers['vary'], 'Accept-Encoding');
  });

  test('precompress compresses every compressible file worth it (main.js, and index.html with its runtime config: the others are tiny or images)', async () => {
    assert.equal(await server.precompress(), 2);
    const brotli = await request(port, '/main.1a2b3c4d.js', { 'accept-encoding': 'br' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(brotli.body).toString(), 'console.log("main");'.repeat(40));
  });

  test('client-side routes fall back to index.html; missing assets are 404', async () => {
    for (const route of ['/dashboard', '/banks_eligibility/', '/leads/42']) {
      const response = await request(port, route);
      assert.equal(response.status, 200, route);
      assert.equal(response.body.toString(), runtimeConfig.documentWithRuntimeConfig(INDEX_HTML, HOST_CONFIG), route);
    }
    for (const asset of ['/missing.1a2b3c4d.js', '/missing.css', '/img/missing.png']) {
      assert.equal((await request(port, asset)).status, 404, asset);
    }
  });

  test('every document carries the runtime config built from the environment; there is no /config.json', async () => {
    for (const route of ['/dashboard', '/index.html']) {
      const html = (await request(port, route)).body.toString();
      const content = html.match(/<meta name="portal-runtime-config" content="([^"]*)"><\/head>/)?.[1];
      assert.ok(content, html);
      assert.deepEqual(JSON.parse(content.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&')), HOST_CONFIG, route);
    }
    assert.equal((await request(port, '/config.json')).status, 404);
  });

  test("a URL that would end the document's attribute stays inside it", () => {
    const html = runtimeConfig.documentWithRuntimeConfig('<html><head></head></html>', { ...HOST_CONFIG, apiBaseUrl: 'https://x/"><script>alert(1)</script>' });
    assert.ok(!html.includes('<script>'), html);
    assert.equal((html.match(/"/g) ?? []).length, 4, html);
  });

  test('otpSignIn follows the API\'s rule: OTP_ENABLED, else on outside production, in production only with OTP_CHANNELS', () => {
    const offered = (env) => runtimeConfig.runtimeConfigFromEnv(env).otpSignIn;
    assert.equal(offered({}), true);
    assert.equal(offered({ NODE_ENV: 'production' }), false);
    assert.equal(offered({ NODE_ENV: 'production', OTP_CHANNELS: 'whatsapp,msg91_sms' }), true);
    assert.equal(offered({ NODE_ENV: 'production', OTP_CHANNELS: 'whatsapp', OTP_ENABLED: 'false' }), false);
    assert.equal(offered({ OTP_ENABLED: 'false' }), false);
    assert.equal(offered({ NODE_ENV: 'production', OTP_ENABLED: 'true' }), true);
  });

  test("the pre-rendered page's grievance officer placeholders are filled in from the environment, escaped", () => {
    const page =
      '<html><head></head><body><footer>%%GRIEVANCE_OFFICER_NAME%%, <a href="mailto:%%GRIEVANCE_OFFICER_EMAIL%%">%%GRIEVANCE_OFFICER_EMAIL%%</a>, ' +
      '<a href="tel:%%GRIEVANCE_OFFICER_TEL%%">%%GRIEVANCE_OFFICER_PHONE%%</a></footer></body></html>';
    const config = runtimeConfig.runtimeConfigFromEnv({ GRIEVANCE_OFFICER_NAME: 'Asha <Rao> & "Co"', GRIEVANCE_OFFICER_EMAIL: 'dpo@lender.example', GRIEVANCE_OFFICER_PHONE: '+91 22-4000 1234' });
    const html = runtimeConfig.documentWithRuntimeConfig(page, config);
    assert.match(html, /<footer>Asha &lt;Rao&gt; &amp; &quot;Co&quot;, <a href="mailto:dpo@lender\.example">dpo@lender\.example<\/a>, <a href="tel:\+912240001234">\+91 22-4000 1234<\/a><\/footer>/);
    assert.ok(!html.includes('%%'), html);
  });

  test('paths that leave the build folder are refused, encoded or not', async () => {
    const attempts = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '/%252e%252e/secret.txt',
      '/index.html%00.js',
      '/%E0%A4%A',
    ];
    for (const attempt of attempts) {
      const response = await request(port, attempt);
      assert.ok([400, 404].includes(response.status), `${attempt} answered ${response.status}`);
      assert.ok(!response.body.toString().includes('TOP SECRET'), `${attempt} leaked the file`);
    }
    assert.equal((await request(port, '/../secret.txt')).status, 400);
    assert.equal((await request(port, '/%2e%2e/secret.txt')).status, 400);
    assert.equal((await request(port, '/..%2fsecret.txt')).status, 400);
  });

  test('every response carries the protection headers; a document also allows its own inline style', async () => {
    for (const file of ['/index.html', '/main.1a2b3c4d.js', '/missing.js', '/health']) {
      const { headers } = await request(port, file);
      assert.equal(headers['x-content-type-options'], 'nosniff', file);
      assert.equal(headers['referrer-policy'], 'no-referrer', file);
      assert.equal(headers['x-frame-options'], 'DENY', file);
      const csp = headers['content-security-policy'];
      assert.match(csp, /(^|; )frame-ancestors 'none'(;|$)/, file);
      assert.match(csp, /(^|; )worker-src 'self' blob:(;|$)/, file);
      assert.match(csp, /(^|; )script-src 'self' https:\/\/core\.example https:\/\/eligibility\.example https:\/\/notifications\.example:8443(;|$)/, file);
    }
    const documentPolicy = (await request(port, '/dashboard')).headers['content-security-policy'];
    const styleHash = `'sha256-${crypto.createHash('sha256').update('body{margin:0}').digest('base64')}'`;
    assert.ok(documentPolicy.includes(`style-src 'self' ${EMPTY_STYLE_HASH} ${styleHash}`), documentPolicy);
    assert.ok(!documentPolicy.includes('unsafe-inline'), documentPolicy);
    const scriptPolicy = (await request(port, '/main.1a2b3c4d.js')).headers['content-security-policy'];
    assert.ok(!scriptPolicy.includes(styleHash), scriptPolicy);
  });

  test('only GET, HEAD and OPTIONS', async () => {
    const response = await new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/index.html', method: 'POST' }, resolve);
      req.on('error', reject);
      req.end();
    });
    response.resume();
    assert.equal(response.statusCode, 405);
    assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
  });

  test('a form posted to a page by the browser itself is sent back to that page, without its body being read', async () => {
    const response = await new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/login?x=1', method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
        resolve,
      );
      req.on('error', reject);
      req.end('employee_id=CN1001&password=secret');
    });
    response.resume();
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/login');
    assert.equal(response.headers['cache-control'], 'no-store');
    for (const [posted, location] of [
      ['/%5Cevil', '/%5Cevil'],
      ['//evil', '/evil'],
    ]) {
      const redirect = await new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: posted, method: 'POST' }, resolve);
        req.on('error', reject);
        req.end();
      });
      redirect.resume();
      assert.equal(redirect.headers.location, location, posted);
    }
  });
});

describe('a pre-rendered page in each language', () => {
  const english = '<!doctype html><html lang="en"><head></head><body><div id="root" data-prerendered="/login"><h1>Sign in</h1></div></body></html>';
  const hindi = '<!doctype html><html lang="hi"><head></head><body><div id="root" data-prerendered="/login" data-prerendered-language="hi"><h1>साइन इन करें</h1></div></body></html>';
  const host = hostServerFor({ 'index.html': INDEX_HTML, 'login/index.html': english, 'login/index.hi.html': hindi });

  test('is served in the language the portal.language cookie names, else in English; the answer varies by cookie and is revalidated', async () => {
    const inHindi = await request(host.port, '/login', { cookie: 'other=1; portal.language=hi' });
    assert.equal(inHindi.status, 200);
    assert.match(inHindi.body.toString(), /<html lang="hi">.*साइन इन करें/s);
    assert.match(inHindi.headers.vary, /^Cookie(, Accept-Encoding)?$/);
    assert.equal(inHindi.headers['cache-control'], 'no-cache');
    for (const cookie of [undefined, 'portal.language=en', 'portal.language=ta', 'portal.language=../x', 'xportal.language=hi']) {
      const response = await request(host.port, '/login', cookie === undefined ? {} : { cookie });
      assert.equal(response.status, 200, cookie);
      assert.match(response.body.toString(), /<h1>Sign in<\/h1>/, cookie);
    }
  });
});

describe('a remote static server', () => {
  let port;
  let server;
  let root;
  before(async () => {
    const made = makeDist({
      'remoteEntry.js': 'var remote_core;',
      'mf-manifest.json': '{"name":"remote_core"}',
      '__federation_expose_DashboardPage.0badc0de.js': 'page',
    });
    root = made.root;
    server = createStaticServer({ app: 'remote-core', distDir: made.dist, env: ENV, log: () => undefined });
    port = await listen(server);
  });
  after(() => {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('remoteEntry.js and mf-manifest.json are revalidated on every load; chunks are immutable', async () => {
    for (const file of ['/remoteEntry.js', '/mf-manifest.json']) {
      const response = await request(port, file);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers['cache-control'], 'no-cache', file);
      assert.equal(response.headers['access-control-allow-origin'], '*', file);
    }
    assert.equal((await request(port, '/__federation_expose_DashboardPage.0badc0de.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('no SPA fallback and no runtime config', async () => {
    assert.equal((await request(port, '/dashboard')).status, 404);
    assert.equal((await request(port, '/mf-manifest.json')).body.toString(), '{"name":"remote_core"}');
    assert.equal((await request(port, '/health')).status, 200);
  });
});

describe('the host static server over TLS', () => {
  let port;
  let server;
  let root;
  let ca;
  before(async () => {
    const made = makeDist({ 'index.html': INDEX_HTML, 'main.1a2b3c4d.js': 'console.log("main");'.repeat(40) });
    root = made.root;
    const { certFile, keyFile } = writeLocalhostCertificate(root);
    ca = fs.readFileSync(certFile);
    server = createStaticServer({ app: 'host', distDir: made.dist, env: { ...ENV, TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile }, log: () => undefined });
    port = await listen(server);
  });
  after(() => {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('speaks HTTP/2: a page and a compressed script come over one connection', async () => {
    const session = http2.connect(`https://localhost:${port}`, { ca });
    const get = (requestPath, headers = {}) =>
      new Promise((resolve, reject) => {
        const stream = session.request({ ':path': requestPath, ...headers });
        const chunks = [];
        let responseHeaders;
        stream.on('response', (received) => (responseHeaders = received));
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => resolve({ headers: responseHeaders, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
      });
    try {
      const page = await get('/dashboard');
      assert.equal(page.headers[':status'], 200);
      assert.match(page.body.toString(), /<meta name="portal-runtime-config"/);
      assert.match(page.headers['content-security-policy'], /connect-src 'self' https:\/\/api\.example/);
      const script = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'br' });
      assert.equal(script.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(script.body).toString(), 'console.log("main");'.repeat(40));
    } finally {
      session.close();
    }
  });

  test('answers a client without HTTP/2 over HTTP/1.1', async () => {
    const response = await new Promise((resolve, reject) => {
      https.get({ host: 'localhost', port, path: '/health', ca }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, version: res.httpVersion }));
      }).on('error', reject);
    });
    assert.deepEqual(response, { status: 200, version: '1.1' });
  });

  test('a certificate without its key (or the other way round) is refused at start', () => {
    assert.equal(tlsFromEnv({}), null);
    assert.throws(() => tlsFromEnv({ TLS_CERT_FILE: '/some/cert.pem' }), /Set both TLS_CERT_FILE and TLS_KEY_FILE/);
    assert.throws(() => tlsFromEnv({ TLS_KEY_FILE: '/some/key.pem' }), /Set both TLS_CERT_FILE and TLS_KEY_FILE/);
  });
});

test('requestedPath keeps ordinary paths and rejects traversal', () => {
  assert.equal(requestedPath('/a/b.js?v=1'), '/a/b.js');
  assert.equal(requestedPath('/a//b.js'), '/a/b.js');
  assert.equal(requestedPath('/caf%C3%A9.png'), '/café.png');
  assert.equal(requestedPath('/a/%2e%2e/b'), null);
  assert.equal(requestedPath('/a\\..\\b'), null);
  assert.equal(requestedPath('relative'), null);
});

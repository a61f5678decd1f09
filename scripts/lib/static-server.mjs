// The production static server of the front ends (node:http, no dependencies; docs/operations.md
// says why). scripts/serve-static.mjs is its command line.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readdir, readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import path from 'node:path';
import runtimeConfig from './runtime-config.cjs';
import serviceTable from './service-table.cjs';
import { contentSecurityPolicy, developmentRemoteFromEnv, inlineStyleHashes, securityHeaders } from './security-headers.mjs';
import { createRequestCounter } from './static-metrics.mjs';

const { documentWithRuntimeConfig, runtimeConfigFromEnv } = runtimeConfig;

/** The front-end apps by service name; the host (only) has client-side routes and the runtime config in its documents. */
export const APPS = Object.fromEntries(
  serviceTable.FRONT_END_SERVICES.map((service) => [
    service.name,
    { portEnv: service.portEnv, defaultPort: service.defaultPort, spa: service.kind === 'host' },
  ]),
);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.zip': 'application/zip',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The language the pages remember for this device in the `portal.language` cookie (shared-ui's
 * rememberLanguage), when it is not English; null otherwise. Two lowercase letters only, so it can
 * name a file.
 */
export function pageLanguageCookie(cookieHeader) {
  const match = /(?:^|;\s*)portal\.language=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '');
  return match && match[1] !== 'en' ? match[1] : null;
}

export function cacheControlFor(fileName) {
  // index.html, and a pre-rendered page's other languages (index.hi.html).
  if (NO_CACHE_FILES.has(fileName) || /^index\.[a-z]{2}\.html$/.test(fileName)) return 'no-cache';
  if (HASHED_FILE.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * The path a request names inside the build folder, or null when it tries to leave it: a `..`
 * segment (also percent-encoded, or with encoded slashes or backslashes), a NUL byte, or a
 * malformed escape. Checked on the raw request path, before URL normalisation could hide it.
 */
export function requestedPath(rawUrl) {
  const rawPath = String(rawUrl).split(/[?#]/)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return null;
  if (decoded.split(/[/\\]/).some((segment) => segment === '..')) return null;
  return path.posix.normalize(decoded);
}

/**
 * One loaded file: its bytes as served (`serve` may rewrite a file's bytes once, when loaded), its
 * compressed forms (made on first request) and its ETag, a hash of those bytes.
 */
class FileCache {
  constructor(serve = (_filePath, body) => body) {
    this.entries = new Map();
    this.serve = serve;
  }

  async get(filePath) {
    let info;
    try {
      info = await stat(filePath);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = this.entries.get(filePath);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = this.serve(filePath, await readFile(filePath));
    const entry = {
      body,
      size: info.size,
      mtimeMs: info.mtimeMs,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      compressed: {},
      policy: undefined,
    };
    this.entries.set(filePath, entry);
    return entry;
  }
}

/**
 * Brotli where the browser takes it (Chromium does on http://localhost too): about a fifth fewer
 * bytes than gzip for the JS bundles, which on a slow phone network is most of a page's start-up.
 */
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Off the event loop (zlib's thread pool): quality 11 takes a noticeable moment on a large bundle. */
const ENCODERS = {
  br: (body) =>
    brotliAsync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

/** The content coding to answer with: br, else gzip, else none (q=0 refuses a coding). */
export function preferredEncoding(acceptEncoding) {
  const accepted = new Set(
    String(acceptEncoding || '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding.trim().toLowerCase()),
  );
  return ['br', 'gzip'].find((coding) => accepted.has(coding)) ?? null;
}

/** A file's bytes in `encoding`, compressed once and shared by every request that asks meanwhile. */
function compressedOf(entry, encoding) {
  entry.compressed[encoding] ??= ENCODERS[encoding](entry.body);
  return entry.compressed[encoding];
}

/**
 * The certificate and key to serve with, from TLS_CERT_FILE and TLS_KEY_FILE (PEM files), or null
 * when neither is set (plain HTTP: TLS ends in front of the server). One without the other is a
 * mistake in the deployment, not a reason to serve without TLS.
 */
export function tlsFromEnv(env = process.env) {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = env;
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) throw new Error('Set both TLS_CERT_FILE and TLS_KEY_FILE (PEM files) to serve over TLS, or neither');
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

/**
 * @param {{ app: string, distDir: string, env?: NodeJS.ProcessEnv, log?: (message: string, error?: unknown) => void }} options
 *
 * With TLS_CERT_FILE and TLS_KEY_FILE the server speaks HTTP/2 over TLS (HTTP/1.1 to a client that
 * does not offer h2): a phone then fetches a page's many scripts over one connection instead of six
 * per origin, each request without a round trip of its own to wait for a free connection.
 */
export function createStaticServer({ app, distDir, env = process.env, log = console.error }) {
  if (!APPS[app]) throw new Error(`Unknown app "${app}" (apps: ${Object.keys(APPS).join(', ')})`);
  const { spa } = APPS[app];
  const root = path.resolve(distDir);
  const config = runtimeConfigFromEnv(env);
  // The host's documents carry the runtime config (scripts/lib/runtime-config.cjs).
  const files = new FileCache((filePath, body) =>
    spa && filePath.endsWith('.html') ? Buffer.from(documentWithRuntimeConfig(body.toString('utf8'), config)) : body,
  );
  const developmentRemote = developmentRemoteFromEnv(env);
  const commonHeaders = { 'Access-Control-Allow-Origin': '*', ...securityHeaders(env) };

  /** A document's policy also allows its own inline <style> elements (hashed as served). */
  function documentPolicy(entry) {
    entry.policy ??= contentSecurityPolicy(config, inlineStyleHashes(entry.body.toString('utf8')), developmentRemote);
    return entry.policy;
  }

  async function send(req, res, status, headers, body, { compressible = false, etag } = {}) {
    const base = { ...commonHeaders, ...headers };
    if (etag) {
      base.ETag = etag;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, base);
        res.end();
        return;
      }
    }
    let payload = body;
    if (compressible) {
      base.Vary = base.Vary ? `${base.Vary}, Accept-Encoding` : 'Accept-Encoding';
      const encoding = body.length > 256 ? preferredEncoding(req.headers['accept-encoding']) : null;
      if (encoding) {
        payload = await (typeof compressible === 'object' ? compressedOf(compressible, encoding) : ENCODERS[encoding](body));
        base['Content-Encoding'] = encoding;
      }
    }
    base['Content-Length'] = payload.length;
    res.writeHead(status, base);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function sendText(req, res, status, text, headers = {}) {
    return send(req, res, status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }, Buffer.from(text));
  }

  async function sendFile(req, res, filePath, extraHeaders = {}) {
    const entry = await files.get(filePath);
    if (!entry) return false;
    const ext = path.extname(filePath).toLowerCase();
    await send(
      req,
      res,
      200,
      {
        'Content-Type': CONTENT_TYPES[ext] || 'application/octet-stream',
        'Cache-Control': cacheControlFor(path.basename(filePath)),
        ...(ext === '.html' ? { 'Content-Security-Policy': documentPolicy(entry) } : {}),
        ...extraHeaders,
      },
      entry.body,
      { compressible: COMPRESSIBLE.has(ext) ? entry : false, etag: entry.etag },
    );
    return true;
  }

  async function handle(req, res) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...commonHeaders,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (spa && req.method === 'POST') {
      // A form the browser submitted itself, before the page's script took it over (the
      // pre-rendered login form says method="post", so credentials never end up in an address,
      // host/src/features/startup/prerenderedPage.ts): back to the page, the body unread.
      const page = requestedPath(req.url);
      if (page !== null && !path.extname(page)) {
        req.resume();
        // Encoded, so a path like /\evil stays on this origin (browsers read "/\" as "//").
        res.writeHead(303, { ...commonHeaders, Location: encodeURI(page), 'Cache-Control': 'no-store', 'Content-Length': '0' });
        res.end();
        return;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD, OPTIONS' });
      return;
    }
    const pathname = requestedPath(req.url);
    if (pathname === null) {
      await sendText(req, res, 400, 'Bad Request');
      return;
    }
    if (pathname === '/health') {
      await send(req, res, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, Buffer.from('{"status":"ok"}'));
      return;
    }
    const filePath = path.join(root, pathname);
    if (filePath !== root && !filePath.startsWith(root + path.sep)) {
      await sendText(req, res, 400, 'Bad Request');
      return;
    }
    const target = pathname.endsWith('/') ? path.join(filePath, 'index.html') : filePath;
    if (await sendFile(req, res, target)) return;
    // A page pre-rendered at build time (the host's /login: login/index.html; docs/performance.md,
    // "Pre-rendered login page, hydrated"), in the language the device last showed when the build
    // rendered it in that one too (login/index.hi.html; docs/languages.md, "Speed of the Hindi pages").
    if (spa && !path.extname(pathname) && !pathname.endsWith('/')) {
      const language = pageLanguageCookie(req.headers.cookie);
      const vary = { Vary: 'Cookie' };
      if (language && (await sendFile(req, res, path.join(filePath, `index.${language}.html`), vary))) return;
      if (await sendFile(req, res, path.join(filePath, 'index.html'), vary)) return;
    }
    // SPA fallback: client-side routes of the host get index.html; missing assets stay 404.
    if (spa && !path.extname(pathname) && (await sendFile(req, res, path.join(root, 'index.html')))) return;
    await sendText(req, res, 404, 'Not Found');
  }

  /**
   * Compresses every compressible file of the build into the cache, in both codings, so the first
   * visitors are not the ones who wait for it. Resolves with the number of files.
   */
  async function precompress(dir = root) {
    let count = 0;
    for (const dirent of await readdir(dir, { withFileTypes: true })) {
      const filePath = path.join(dir, dirent.name);
      if (dirent.isDirectory()) count += await precompress(filePath);
      else if (COMPRESSIBLE.has(path.extname(dirent.name).toLowerCase())) {
        const entry = await files.get(filePath);
        if (entry && entry.body.length > 256) {
          await Promise.all(Object.keys(ENCODERS).map((encoding) => compressedOf(entry, encoding)));
          count += 1;
        }
      }
    }
    return count;
  }

  const requests = createRequestCounter(app);
  const respond = (req, res) => {
    res.once('finish', () => requests.count(res.statusCode));
    handle(req, res).catch((error) => {
      log(`[serve-static ${app}] ${req.method} ${req.url} failed`, error);
      if (!res.headersSent) sendText(req, res, 500, 'Internal Server Error').catch(() => res.destroy());
      else res.destroy();
    });
  };
  const tls = tlsFromEnv(env);
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, respond) : createServer(respond);
  return Object.assign(server, { precompress: () => precompress(), scheme: tls ? 'https' : 'http', metricsText: () => requests.text() });
}

/** What to tell the operator when the port is taken: the port and the variable that moves it. */
export function portInUseMessage(app, port, env = process.env) {
  const { portEnv } = APPS[app];
  const source = env.PORT ? `PORT=${env.PORT}` : env[portEnv] ? `${portEnv}=${env[portEnv]}` : 'its default';
  return (
    `[serve-static ${app}] Cannot start: port ${port} (${source}) is already in use. Stop whatever holds it, ` +
    `or move ${app} with ${portEnv} (e.g. ${portEnv}=${port + 100}; PORT, when set, takes precedence).`
  );
}

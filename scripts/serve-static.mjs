#!/usr/bin/env node
/**
 * Production static server for the front ends (node:http only, no dependencies).
 *
 *   node scripts/serve-static.mjs <app>          app: host | remote-core | remote-eligibility | remote-notifications
 *   node scripts/serve-static.mjs --app <app>
 *
 * Serves <app>/dist on PORT, else the app's own port variable, else its default port.
 * - Content types by extension; gzip when the client accepts it (compressed once, kept in memory).
 * - Content-hashed files (name.1a2b3c4d.js): cached for a year, immutable. index.html,
 *   remoteEntry.js, mf-manifest.json, mf-stats.json and config.json: no-cache (revalidated by ETag),
 *   so a redeployed remote is picked up on the next page load.
 * - CORS open (remotes are fetched from the host's origin).
 * - host only: SPA fallback to index.html, and /config.json built from the environment at start:
 *   API_URL, REMOTE_CORE_URL, REMOTE_ELIGIBILITY_URL, REMOTE_NOTIFICATIONS_URL.
 * - GET /health -> 200 {"status":"ok"} on every app. SIGTERM/SIGINT close the server gracefully.
 * - BIND_HOST picks the interface (default: all interfaces, IPv4 and IPv6).
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import runtimeConfig from './lib/runtime-config.cjs';

const { runtimeConfigFromEnv } = runtimeConfig;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = {
  host: { portEnv: 'HOST_PORT', defaultPort: 3000, spa: true },
  'remote-core': { portEnv: 'REMOTE_CORE_PORT', defaultPort: 3001, spa: false },
  'remote-eligibility': { portEnv: 'REMOTE_ELIGIBILITY_PORT', defaultPort: 3002, spa: false },
  'remote-notifications': { portEnv: 'REMOTE_NOTIFICATIONS_PORT', defaultPort: 3003, spa: false },
};

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
const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'config.json']);
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(fileName) {
  if (NO_CACHE_FILES.has(fileName)) return 'no-cache';
  if (HASHED_FILE.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function parseArgs(argv) {
  const args = argv.slice(2);
  const flag = args.indexOf('--app');
  const app = flag !== -1 ? args[flag + 1] : args.find((a) => !a.startsWith('-'));
  if (!app || !APPS[app]) {
    console.error(`usage: node scripts/serve-static.mjs <${Object.keys(APPS).join(' | ')}>`);
    process.exit(2);
  }
  return app;
}

/** One loaded file: its bytes, gzip (lazily) and validators. */
class FileCache {
  constructor() {
    this.entries = new Map();
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
    const body = await readFile(filePath);
    const entry = {
      body,
      size: info.size,
      mtimeMs: info.mtimeMs,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      gzipped: undefined,
    };
    this.entries.set(filePath, entry);
    return entry;
  }
}

function gzipOf(entry) {
  if (!entry.gzipped) entry.gzipped = gzipSync(entry.body, { level: 9 });
  return entry.gzipped;
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] || ''));
}

export function createStaticServer({ app, distDir = path.join(ROOT, app, 'dist'), env = process.env }) {
  const { spa } = APPS[app];
  const files = new FileCache();
  const configBody = app === 'host' ? Buffer.from(JSON.stringify(runtimeConfigFromEnv(env))) : null;

  function send(req, res, status, headers, body, { compressible = false, etag } = {}) {
    const base = {
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    };
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
      base.Vary = 'Accept-Encoding';
      if (acceptsGzip(req) && body.length > 256) {
        payload = typeof compressible === 'object' ? gzipOf(compressible) : gzipSync(body);
        base['Content-Encoding'] = 'gzip';
      }
    }
    base['Content-Length'] = payload.length;
    res.writeHead(status, base);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function sendText(req, res, status, text) {
    send(req, res, status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, Buffer.from(text));
  }

  async function sendFile(req, res, filePath, status = 200) {
    const entry = await files.get(filePath);
    if (!entry) return false;
    const ext = path.extname(filePath).toLowerCase();
    send(
      req,
      res,
      status,
      {
        'Content-Type': CONTENT_TYPES[ext] || 'application/octet-stream',
        'Cache-Control': cacheControlFor(path.basename(filePath)),
      },
      entry.body,
      { compressible: COMPRESSIBLE.has(ext) ? entry : false, etag: entry.etag },
    );
    return true;
  }

  async function handle(req, res) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      sendText(req, res, 405, 'Method Not Allowed');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://static.local').pathname);
    } catch {
      sendText(req, res, 400, 'Bad Request');
      return;
    }
    if (pathname === '/health') {
      send(req, res, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, Buffer.from('{"status":"ok"}'));
      return;
    }
    if (configBody && pathname === '/config.json') {
      send(req, res, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }, configBody, {
        compressible: true,
      });
      return;
    }
    const filePath = path.join(distDir, path.normalize(pathname));
    if (filePath !== distDir && !filePath.startsWith(distDir + path.sep)) {
      sendText(req, res, 403, 'Forbidden');
      return;
    }
    const target = pathname.endsWith('/') ? path.join(filePath, 'index.html') : filePath;
    if (await sendFile(req, res, target)) return;
    // SPA fallback: client-side routes of the host get index.html; missing assets stay 404.
    if (spa && !path.extname(pathname) && (await sendFile(req, res, path.join(distDir, 'index.html')))) return;
    sendText(req, res, 404, 'Not Found');
  }

  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`[serve-static ${app}]`, error);
      if (!res.headersSent) sendText(req, res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
}

async function main() {
  const app = parseArgs(process.argv);
  const { portEnv, defaultPort } = APPS[app];
  const port = Number(process.env.PORT || process.env[portEnv] || defaultPort);
  const distDir = path.join(ROOT, app, 'dist');
  try {
    await stat(path.join(distDir, app === 'host' ? 'index.html' : 'remoteEntry.js'));
  } catch {
    console.error(`[serve-static ${app}] ${distDir} has no build. Run: pnpm --filter ${app} build`);
    process.exit(1);
  }
  const server = createStaticServer({ app, distDir });
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(port, process.env.BIND_HOST || undefined, () => {
    console.log(`[serve-static ${app}] serving ${path.relative(ROOT, distDir)} on http://localhost:${port}`);
    if (app === 'host') console.log(`[serve-static host] /config.json = ${JSON.stringify(runtimeConfigFromEnv(process.env))}`);
  });
  const stop = (signal) => {
    console.log(`[serve-static ${app}] ${signal}: closing`);
    server.close(() => process.exit(0));
    // Idle keep-alive connections would hold close() open; in-flight responses get a moment.
    server.closeIdleConnections?.();
    setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, 2000).unref();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-static.mjs');

function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('a taken port stops the server with a message naming the port and the variable that moves it', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-serve-'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote_core;');
  const blocker = net.createServer();
  await new Promise((resolve) => blocker.listen(0, resolve));
  const { port } = blocker.address();
  try {
    const fromVariable = await run(['remote-core', '--dist', dist], { REMOTE_CORE_PORT: String(port) });
    assert.equal(fromVariable.code, 1);
    assert.match(fromVariable.output, new RegExp(`port ${port} \\(REMOTE_CORE_PORT=${port}\\) is already in use`));
    assert.match(fromVariable.output, new RegExp(`move remote-core with REMOTE_CORE_PORT \\(e\\.g\\. REMOTE_CORE_PORT=${port + 100};`));
    assert.doesNotMatch(fromVariable.output, /EADDRINUSE|at Server\./, 'no stack trace');

    const fromPort = await run(['remote-core', '--dist', dist], { PORT: String(port) });
    assert.equal(fromPort.code, 1);
    assert.match(fromPort.output, new RegExp(`port ${port} \\(PORT=${port}\\) is already in use`));
  } finally {
    blocker.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('an unknown app or a folder without a build is refused', async () => {
  assert.equal((await run(['remote-unknown'], {})).code, 2);
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-serve-'));
  try {
    const result = await run(['host', '--dist', empty], { PORT: '0' });
    assert.equal(result.code, 1);
    assert.match(result.output, /has no build/);
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
});

/** A port nothing listens on right now. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test('METRICS_PORT serves the requests answered by status code there, and only there', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-serve-'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote_core;');
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [SCRIPT, 'remote-core', '--dist', dist], {
    env: { PATH: process.env.PATH, PORT: String(port), METRICS_PORT: String(metricsPort), BIND_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    const deadline = Date.now() + 10_000;
    while (!/metrics on/.test(output) || !/serving/.test(output)) {
      assert.ok(Date.now() < deadline, `the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const served = `http://127.0.0.1:${port}`;
    assert.equal((await fetch(`${served}/remoteEntry.js`)).status, 200);
    assert.equal((await fetch(`${served}/remoteEntry.js`)).status, 200);
    assert.equal((await fetch(`${served}/missing.js`)).status, 404);
    assert.equal((await fetch(`${served}/metrics`)).status, 404, 'not on the public port');

    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    assert.equal(scraped.status, 200);
    assert.match(scraped.headers.get('content-type'), /^text\/plain; version=0\.0\.4/);
    const text = await scraped.text();
    assert.match(text, /^static_http_requests_total\{app="remote-core",status="200"\} 2$/m);
    // The public port's own /metrics answer (404) is counted with the missing file.
    assert.match(text, /^static_http_requests_total\{app="remote-core",status="404"\} 2$/m);
    assert.equal((await fetch(`http://127.0.0.1:${metricsPort}/health`)).status, 404);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('METRICS_PORT must be a port other than the serving one', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-serve-'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote_core;');
  try {
    for (const metricsPort of ['3001', 'ninety']) {
      const result = await run(['remote-core', '--dist', dist], { PORT: '3001', METRICS_PORT: metricsPort });
      assert.equal(result.code, 2);
      assert.match(result.output, /METRICS_PORT must be a port number/);
    }
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

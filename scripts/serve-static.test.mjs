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

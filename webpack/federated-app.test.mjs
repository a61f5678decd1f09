import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { REPO_ROOT, probeWebpackConfig } from './test-helpers.mjs';

const { FACADES } = createRequire(import.meta.url)('./shared-modules.cjs');
/** Files the configuration reads that are also modules of the build: the cache tracks their content already. */
const BUILT_MODULES = Object.values(FACADES);

const APPS = ['host', 'remote-core', 'remote-eligibility', 'remote-notifications'];
const relative = (file) => path.relative(REPO_ROOT, file);

for (const app of APPS) {
  test(`${app}: the persistent cache is dropped when anything its configuration reads changes`, () => {
    const { required, read, configs } = probeWebpackConfig(app);
    for (const { cache } of configs) {
      assert.equal(cache.type, 'filesystem');
      assert.ok(cache.cacheDirectory.startsWith(path.join(REPO_ROOT, app, 'node_modules', '.cache') + path.sep), cache.cacheDirectory);
      const dependencies = Object.values(cache.buildDependencies).flat();
      // webpack follows `require` from the configuration files itself...
      assert.ok(dependencies.includes(path.join(REPO_ROOT, app, 'webpack.config.cjs')), 'the app config');
      assert.ok(required.includes(path.join(REPO_ROOT, 'scripts', 'lib', 'service-table.cjs')), 'the probe saw the required modules');
      // ...but not the files they read with fs: those must be listed.
      const unlisted = read.filter((file) => !dependencies.includes(file) && !BUILT_MODULES.includes(file));
      assert.deepEqual(unlisted.map(relative), [], 'read by the configuration but not a cache build dependency');
    }
    const names = configs.map(({ cache }) => cache.name);
    assert.equal(new Set(names).size, names.length, `one cache per mode and command: ${names.join(', ')}`);
  });
}

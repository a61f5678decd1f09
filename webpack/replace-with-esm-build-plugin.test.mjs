import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT, compile, makeFixture } from './test-helpers.mjs';

const require = createRequire(import.meta.url);
const { ReplaceWithEsmBuildPlugin } = require('./replace-with-esm-build-plugin.cjs');
const { externalRuntimePluginBuilds } = require('./federated-app.cjs');

const fixtures = [];
after(() => fixtures.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A package with both builds, and an entry that imports the CommonJS one by absolute path (as the tool does). */
function fixture({ importCommonJs = true, viaRelativePath = false } = {}) {
  const dir = makeFixture({
    'plugin/dist/index.cjs': "module.exports = 'COMMONJS BUILD';\n",
    'plugin/dist/index.js': "export default 'ESM BUILD';\n",
    'entry.js': "console.log('entry');\n",
  });
  fixtures.push(dir);
  const commonJsFile = path.join(dir, 'plugin', 'dist', 'index.cjs');
  const request = viaRelativePath ? './plugin/dist/index.cjs' : commonJsFile;
  if (importCommonJs) fs.writeFileSync(path.join(dir, 'entry.js'), `import plugin from '${request}';\nconsole.log(plugin);\n`);
  return { dir, commonJsFile, esmFile: path.join(dir, 'plugin', 'dist', 'index.js') };
}

const swap = (files, required) => new ReplaceWithEsmBuildPlugin({ ...files, required, why: 'test' });

test('bundles the ESM build in place of the CommonJS one', async () => {
  const { dir, ...files } = fixture();
  const { errors, bundle } = await compile(dir, { plugins: [swap(files, true)] });
  assert.deepEqual(errors, []);
  assert.match(bundle, /ESM BUILD/);
  assert.doesNotMatch(bundle, /COMMONJS BUILD/);
});

test('fails the build when the expected file is never imported', async () => {
  const { dir, ...files } = fixture({ importCommonJs: false });
  const { errors } = await compile(dir, { plugins: [swap(files, true)] });
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /ReplaceWithEsmBuildPlugin: expected the build to import .*index\.cjs, but it never did/);
});

test('a build that is not required to import the file (a remote) passes without it', async () => {
  const { dir, ...files } = fixture({ importCommonJs: false });
  const { errors } = await compile(dir, { plugins: [swap(files, false)] });
  assert.deepEqual(errors, []);
});

test('fails the build when the replacement does not exist', async () => {
  const { dir, commonJsFile } = fixture();
  const esmFile = path.join(dir, 'plugin', 'dist', 'index.mjs');
  const { errors } = await compile(dir, { plugins: [swap({ commonJsFile, esmFile }, true)] });
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /the replacement .*index\.mjs does not exist/);
});

test('fails the build when the CommonJS build still gets in another way', async () => {
  const { dir, ...files } = fixture({ viaRelativePath: true });
  const { errors } = await compile(dir, { plugins: [swap(files, true)] });
  assert.ok(errors.some((message) => /index\.cjs is still bundled/.test(message)), errors.join('\n'));
});

test("the host's swap names files that exist in the installed @module-federation/enhanced", () => {
  const hostRequire = createRequire(path.join(REPO_ROOT, 'host', 'package.json'));
  const { commonJsFile, esmFile } = externalRuntimePluginBuilds(hostRequire);
  assert.match(commonJsFile, /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/);
  assert.ok(fs.existsSync(commonJsFile), commonJsFile);
  assert.ok(fs.existsSync(esmFile), esmFile);
  assert.match(fs.readFileSync(esmFile, 'utf8'), /^\s*export\s|\bexport\s*\{/m, 'the replacement is an ES module');
});

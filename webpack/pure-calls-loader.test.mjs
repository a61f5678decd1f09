import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT, compile, makeFixture } from './test-helpers.mjs';

const require = createRequire(import.meta.url);
const pureCallsLoader = require('./pure-calls-loader.cjs');
const { PURE_CALLS } = require('./federated-app.cjs');
const LOADER = path.join(REPO_ROOT, 'webpack', 'pure-calls-loader.cjs');

const fixtures = [];
after(() => fixtures.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function fixture(themeSource) {
  const dir = makeFixture({
    'entry.js': "import { tokens } from './theme.js';\nconsole.log(tokens);\n",
    'theme.js': themeSource,
  });
  fixtures.push(dir);
  return dir;
}

const rule = (callees) => ({ test: /theme\.js$/, use: { loader: LOADER, options: { callees } } });

test('marks the named calls pure', async () => {
  const dir = fixture('const defineConfig = (c) => c;\nexport const tokens = 1;\nconst all = defineConfig({ recipes: 100 });\nexport { all };\n');
  const { errors, bundle } = await compile(dir, { rules: [rule(['defineConfig'])] });
  assert.deepEqual(errors, []);
  assert.match(bundle, /= \/\* @__PURE__ \*\/ defineConfig\(/);
});

test('fails the build when a callee it was told to mark is not in the file', async () => {
  const dir = fixture('export const tokens = 1;\nconst all = defineThemeConfig({ recipes: 100 });\nexport { all };\n');
  const { errors } = await compile(dir, { rules: [rule(['defineConfig'])] });
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /pure-calls-loader: no "= defineConfig\(" call in .*theme\.js/);
});

test('each callee must be found, not just one of them', async () => {
  const dir = fixture('const defineConfig = (c) => c;\nexport const tokens = 1;\nconst all = defineConfig({});\nexport { all };\n');
  const { errors } = await compile(dir, { rules: [rule(['defineConfig', 'createSystem'])] });
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /no "= createSystem\(" call/);
});

test("the portal's rules match the installed Chakra files", () => {
  const chakraDir = path.dirname(createRequire(path.join(REPO_ROOT, 'shared-ui', 'package.json')).resolve('@chakra-ui/react/package.json'));
  for (const { file, callees } of PURE_CALLS) {
    const matches = ['dist/esm/theme/index.js', 'dist/esm/preset.js'].map((f) => path.join(chakraDir, f)).filter((f) => file.test(f));
    assert.equal(matches.length, 1, `${file} names one installed Chakra file`);
    const source = fs.readFileSync(matches[0], 'utf8');
    const output = pureCallsLoader.call({ getOptions: () => ({ callees }), resourcePath: matches[0] }, source);
    for (const callee of callees) assert.ok(output.includes(`/* @__PURE__ */ ${callee}(`), `${callee} marked in ${matches[0]}`);
  }
});

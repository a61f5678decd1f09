import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT, compile, makeFixture } from './test-helpers.mjs';

const require = createRequire(import.meta.url);
const pureCallsLoader = require('./pure-calls-loader.cjs');
const { PURE_CALLS, SOURCE_REPLACEMENTS } = require('./federated-app.cjs');
const sourceReplaceLoader = require('./source-replace-loader.cjs');
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

test('with `statements`, marks the calls that stand as statements and lets the minifier drop them with their messages', async () => {
  const dir = fixture(
    'function warning(cond, message) { if (!cond) console.warn(message); }\n' +
      'export function tokens(path) {\n  warning(path.startsWith("/"), `The path "${path}" is relative: it resolves against the current one.`);\n  return path;\n}\n',
  );
  const { errors, bundle } = await compile(dir, { rules: [{ test: /theme\.js$/, use: { loader: LOADER, options: { callees: ['warning'], statements: true } } }] });
  assert.deepEqual(errors, []);
  assert.match(bundle, /\/\* @__PURE__ \*\/ warning\(/);
  assert.doesNotMatch(bundle, /function \/\* @__PURE__/, 'the declaration is left as it is');
  const minified = await compile(dir, { mode: 'production', rules: [{ test: /theme\.js$/, use: { loader: LOADER, options: { callees: ['warning'], statements: true } } }] });
  assert.deepEqual(minified.errors, []);
  assert.doesNotMatch(minified.bundle, /is relative/);
});

/** The installed file each of the portal's rules is for: Chakra's by path, React Router's core chunk by its test. */
function installedFilesFor(file) {
  const chakraDir = path.dirname(createRequire(path.join(REPO_ROOT, 'shared-ui', 'package.json')).resolve('@chakra-ui/react/package.json'));
  const routerDir = path.join(path.dirname(createRequire(path.join(REPO_ROOT, 'host', 'package.json')).resolve('react-router/package.json')), 'dist', 'production');
  const candidates = [
    ...['dist/esm/theme/index.js', 'dist/esm/preset.js', 'dist/esm/styled-system/system.js'].map((f) => path.join(chakraDir, f)),
    ...fs.readdirSync(routerDir).filter((f) => f.startsWith('chunk-') && f.endsWith('.mjs')).map((f) => path.join(routerDir, f)),
  ];
  return candidates.filter((candidate) => (typeof file === 'function' ? file(candidate) : file.test(candidate)));
}

test("the portal's rules match the installed Chakra and React Router files", () => {
  for (const { file, callees, statements } of PURE_CALLS) {
    const matches = installedFilesFor(file);
    assert.equal(matches.length, 1, `${file} names one installed file`);
    const source = fs.readFileSync(matches[0], 'utf8');
    const output = pureCallsLoader.call({ getOptions: () => ({ callees, statements }), resourcePath: matches[0] }, source);
    for (const callee of callees) assert.ok(output.includes(`/* @__PURE__ */ ${callee}(`), `${callee} marked in ${matches[0]}`);
  }
  for (const { file, replacements } of SOURCE_REPLACEMENTS) {
    const matches = installedFilesFor(file);
    assert.equal(matches.length, 1, `${file} names one installed file`);
    // Throws when a replacement's text is not found exactly once.
    sourceReplaceLoader.call({ getOptions: () => ({ replacements }), resourcePath: matches[0] }, fs.readFileSync(matches[0], 'utf8'));
  }
});

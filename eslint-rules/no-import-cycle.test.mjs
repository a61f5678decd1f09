// node --test: the portal's import-cycle rule on small module graphs written to a temporary folder.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { noImportCycleRule } from './no-import-cycle.mjs';

async function lintGraph(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.{ts,tsx,mjs}'],
          languageOptions: { parser: tseslint.parser },
          plugins: { portal: { rules: { 'no-import-cycle': noImportCycleRule } } },
          rules: { 'portal/no-import-cycle': 'error' },
        },
      ],
    });
    const results = await eslint.lintFiles(Object.keys(files));
    return Object.fromEntries(results.map((result) => [path.relative(dir, result.filePath), result.messages.map((m) => m.message)]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('a cycle through a type import is reported in every file on it, with the path', async () => {
  const messages = await lintGraph({
    'context.ts': "import type { AuthenticationQuery } from './auth/authenticate';\nexport interface AppContext { query: AuthenticationQuery }\n",
    'auth/authenticate.ts': "import type { AppContext } from '../context';\nexport type AuthenticationQuery = (ctx: AppContext) => void;\n",
  });
  assert.match(messages['context.ts'][0], /^Import cycle: context\.ts → auth\/authenticate\.ts → context\.ts\./);
  assert.match(messages['auth/authenticate.ts'][0], /^Import cycle: authenticate\.ts → \.\.\/context\.ts → authenticate\.ts\./);
});

test('a longer cycle through re-exports and index files is found', async () => {
  const messages = await lintGraph({
    'a.tsx': "import { b } from './b';\nexport const a = () => b;\n",
    'b/index.ts': "export { c as b } from '../c';\n",
    'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
  });
  assert.equal(messages['a.tsx'].length, 1);
  assert.match(messages['a.tsx'][0], /a\.tsx → b\/index\.ts → c\.ts → a\.tsx/);
});

test('a graph without a cycle, a commented-out import and package imports are fine', async () => {
  const messages = await lintGraph({
    'a.ts': "import { b } from './b';\n// import { a2 } from './c';\nimport { useState } from 'react';\nexport const a = () => [b, useState];\n",
    'b.ts': "export const b = 1;\n",
    'c.ts': "import { a } from './a';\nexport const a2 = a;\n",
  });
  assert.deepEqual(messages['a.ts'], []);
  assert.deepEqual(messages['b.ts'], []);
  assert.deepEqual(messages['c.ts'], []);
});

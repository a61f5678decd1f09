// node --test: the pre-federation import rule, on code put in the host's real files (it resolves
// relative imports against the repository).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { preFederationRule } from './pre-federation.mjs';

const REPO = path.resolve(import.meta.dirname, '..');

function problems(file, code) {
  const linter = new Linter({ configType: 'flat', cwd: REPO });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser, sourceType: 'module' },
          plugins: { portal: { rules: { 'pre-federation': preFederationRule } } },
          rules: { 'portal/pre-federation': ['error', { root: REPO }] },
        },
      ],
      { filename: path.join(REPO, file) },
    )
    .map((problem) => problem.message);
}

test('a start-up file imports other start-up files, JSON, types and dynamic imports', () => {
  const code = [
    "import type { QueryKey } from '@tanstack/react-query';",
    "import { readRuntimeConfig, type RuntimeConfig } from './runtimeConfig';",
    "import { storedAccessToken } from './earlyReads';",
    "import serviceTable from '../../../../services.json';",
    "import { PAGE_AUDIENCES } from 'shared-contracts/roles';",
    "export { PORTAL_LIVE_EVENT } from './liveEvent';",
    "export const later = () => import('react-dom/client');",
  ].join('\n');
  assert.deepEqual(problems('host/src/features/startup/earlyStart.ts', code), []);
  assert.deepEqual(problems('host/src/index.ts', "import { EARLY_START_ROUTES } from './app/routeTable';\nimport { afterNextPaint } from './features/startup';"), []);
});

test('a package or a file outside the start-up imported at runtime is reported', () => {
  assert.match(problems('host/src/start.ts', "import { createRoot } from 'react-dom/client';")[0], /imports no package at runtime \("react-dom\/client"\)/);
  assert.match(problems('host/src/features/startup/earlyReads.ts', "import { httpClient } from 'shared-auth';")[0], /imports no package/);
  assert.match(problems('host/src/features/startup/earlyReads.ts', "import { loadSession } from '../session';")[0], /not "\.\.\/session"/);
  assert.match(problems('host/src/app/routeTable.ts', "export { App } from './App';")[0], /not "\.\/App"/);
});

test('code after the boundary and the start-up tests are not held to it', () => {
  assert.deepEqual(problems('host/src/app/bootstrap.tsx', "import { createRoot } from 'react-dom/client';"), []);
  assert.deepEqual(problems('host/src/features/startup/earlyReads.test.ts', "import { jest } from '@jest/globals';"), []);
});

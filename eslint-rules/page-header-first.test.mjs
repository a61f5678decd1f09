// node --test: a page's own module imports nothing from shared-ui/widgets but types.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { pageHeaderFirstRule } from './page-header-first.mjs';

const ROOT = path.resolve('page-header-fixture');

function problems(file, code) {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { portal: { rules: { 'page-header-first': pageHeaderFirstRule } } },
        rules: { 'portal/page-header-first': ['error', { root: ROOT }] },
      },
    ],
    // Under the working directory: flat config matches `files` against paths relative to it.
    { filename: path.join(ROOT, file) },
  );
}

const LEADS_PAGE = 'remote-core/src/features/leads/LeadsPage.tsx';

test('a page module that imports widgets is reported with where they go', () => {
  for (const code of [
    "import { Tabs } from 'shared-ui/widgets';\n",
    "import { DialogFrame, type ResponsiveListColumn } from 'shared-ui/widgets';\n",
    "export { Select } from 'shared-ui/widgets';\n",
    "import 'shared-ui/widgets';\n",
  ]) {
    const found = problems(LEADS_PAGE, code);
    assert.equal(found.length, 1, code);
    assert.match(found[0].message, /LeadsPage\.tsx is a page's own module.*lazyPageBody/);
  }
});

test('types from widgets, the base entry and a page body are fine', () => {
  assert.deepEqual(problems(LEADS_PAGE, "import type { SelectOption } from 'shared-ui/widgets';\nimport { type RowLink } from 'shared-ui/widgets';\nimport { PageHeader, lazyPageBody } from 'shared-ui';\n"), []);
  assert.deepEqual(problems('remote-core/src/features/leads/LeadsPageBody.tsx', "import { Tabs } from 'shared-ui/widgets';\n"), []);
  assert.deepEqual(problems('remote-core/src/features/leads/components/LeadsList.tsx', "import { ResponsiveList } from 'shared-ui/widgets';\n"), []);
});

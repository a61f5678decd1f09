// node --test: the remotes' folder layout rule, on file names (the rule reads nothing else).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';
import { remoteLayoutRule } from './remote-layout.mjs';

function problems(filename) {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    'export {};\n',
    [{ files: ['**/*.{ts,tsx}'], plugins: { portal: { rules: { 'remote-layout': remoteLayoutRule } } }, rules: { 'portal/remote-layout': 'error' } }],
    // Under the working directory: flat config matches `files` against paths relative to it.
    { filename: path.resolve(filename.replace(/^\/repo\//, 'layout-fixture/')) },
  );
}

test('files where docs/remotes.md puts them pass', () => {
  for (const file of [
    '/repo/remote-core/src/index.ts',
    '/repo/remote-core/src/dev/bootstrap.tsx',
    '/repo/remote-core/src/features/leads/LeadsPage.tsx',
    '/repo/remote-core/src/features/leads/LeadsPage.test.tsx',
    '/repo/remote-core/src/features/leads/LeadsPage.addLead.test.tsx',
    '/repo/remote-core/src/features/leads/LeadsPageBody.tsx',
    '/repo/remote-notifications/src/features/my-team/components/TeamList.tsx',
    '/repo/remote-eligibility/src/features/eligibility-check/model/applicationForm.test.ts',
    '/repo/remote-eligibility/src/common/model/loanOptions.ts',
    '/repo/host/src/features/shell/anything/deep.ts',
  ]) {
    assert.deepEqual(problems(file), [], file);
  }
});

test('a file outside the layout is reported with where it should go', () => {
  for (const file of [
    '/repo/remote-core/src/common/logApiError.ts',
    '/repo/remote-core/src/features/leads/helpers.ts',
    '/repo/remote-core/src/features/leads/components/deep/Part.tsx',
    '/repo/remote-core/src/utils/format.ts',
    '/repo/remote-core/src/features/Leads/LeadsPage.tsx',
  ]) {
    const found = problems(file);
    assert.equal(found.length, 1, file);
    assert.match(found[0].message, /outside the remotes' layout/);
  }
});

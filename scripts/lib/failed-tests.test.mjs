import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTestLines } from './failed-tests.mjs';

test('names the failed tests of vitest, jest, playwright and node --test, once each', () => {
  const output = [
    ' \u001b[31mFAIL\u001b[39m  test/a.test.ts > payouts > credits once',
    ' ✓ test/b.test.ts (3 tests) 20ms',
    ' FAIL  test/a.test.ts > payouts > credits once',
    '  ● Sidebar › shows the dashboard link',
    '  1) [chromium] › tests/login.spec.ts:12:3 › signs in',
    '✖ failing tests:',
    '✖ prints the banner (12.1ms)',
    ' Tests  1 failed | 847 passed (848)',
  ].join('\n');
  assert.deepEqual(failedTestLines(output), [
    'FAIL  test/a.test.ts > payouts > credits once',
    '● Sidebar › shows the dashboard link',
    '1) [chromium] › tests/login.spec.ts:12:3 › signs in',
    '✖ prints the banner (12.1ms)',
  ]);
});

test('a passing output names nothing, and the list stops at its limit', () => {
  assert.deepEqual(failedTestLines(' ✓ test/b.test.ts (3 tests)\n Tests  3 passed (3)'), []);
  const many = Array.from({ length: 20 }, (_, i) => ` FAIL  test/a.test.ts > t${i}`).join('\n');
  assert.equal(failedTestLines(many, 5).length, 5);
});

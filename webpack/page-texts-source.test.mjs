import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageTextsSource } from './page-texts-source.mjs';

const DASHBOARD = 'remote-core/src/features/dashboard/i18n';
const COMMON = 'remote-core/src/common/i18n';
const DASHBOARD_HI = { 'page.title': ['डैशबोर्ड'] };
const COMMON_HI = { retry: ['फिर से कोशिश करें'] };

test('gives each catalogue the file holds its texts, downloading the file once per language', async () => {
  let downloads = 0;
  const source = pageTextsSource([DASHBOARD, COMMON], {
    hi: async () => {
      downloads += 1;
      return { default: { [DASHBOARD]: DASHBOARD_HI, [COMMON]: COMMON_HI } };
    },
  });
  assert.deepEqual(await source(DASHBOARD, 'hi'), DASHBOARD_HI);
  assert.deepEqual(await source(COMMON, 'hi'), COMMON_HI);
  assert.equal(downloads, 1);
});

test('holds nothing for a catalogue it does not hold or a language it has no file in, and downloads nothing for them', () => {
  const source = pageTextsSource([DASHBOARD], { hi: () => assert.fail('downloaded') });
  assert.equal(source('remote-core/src/features/payouts/i18n', 'hi'), undefined);
  assert.equal(source(DASHBOARD, 'ta'), undefined);
});

test('resolves undefined when the file cannot be downloaded, or lacks the catalogue, so the catalogue fetches its own', async () => {
  assert.equal(await pageTextsSource([DASHBOARD], { hi: () => Promise.reject(new Error('offline')) })(DASHBOARD, 'hi'), undefined);
  assert.equal(await pageTextsSource([DASHBOARD, 'constructor'], { hi: async () => ({ default: {} }) })(DASHBOARD, 'hi'), undefined);
  // A name that is also an object's property is still only what the file holds.
  assert.equal(await pageTextsSource([DASHBOARD, 'constructor'], { hi: async () => ({ default: {} }) })('constructor', 'hi'), undefined);
});

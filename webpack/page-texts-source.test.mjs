import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { CATALOGUE_NAME_ID, pageTextsSource } from './page-texts-source.mjs';

const require = createRequire(import.meta.url);

const DASHBOARD_HI = { [CATALOGUE_NAME_ID]: 'remote-core/src/features/dashboard/i18n', 'page.title': ['डैशबोर्ड'] };
const COMMON_HI = { [CATALOGUE_NAME_ID]: 'remote-core/src/common/i18n', retry: ['फिर से कोशिश करें'] };

test('gives each catalogue the file holds its texts, downloading the file once per language', async () => {
  let downloads = 0;
  const source = pageTextsSource([DASHBOARD_HI.$catalogue, COMMON_HI.$catalogue], {
    hi: async () => {
      downloads += 1;
      return { default: [DASHBOARD_HI, COMMON_HI] };
    },
  });
  assert.deepEqual(await source(DASHBOARD_HI.$catalogue, 'hi'), DASHBOARD_HI);
  assert.deepEqual(await source(COMMON_HI.$catalogue, 'hi'), COMMON_HI);
  assert.equal(downloads, 1);
});

test('holds nothing for a catalogue it does not hold or a language it has no file in, and downloads nothing for them', () => {
  const source = pageTextsSource([DASHBOARD_HI.$catalogue], { hi: () => assert.fail('downloaded') });
  assert.equal(source('remote-core/src/features/payouts/i18n', 'hi'), undefined);
  assert.equal(source(DASHBOARD_HI.$catalogue, 'ta'), undefined);
});

test('resolves undefined when the file cannot be downloaded, so the catalogue fetches its own', async () => {
  const source = pageTextsSource([DASHBOARD_HI.$catalogue], { hi: () => Promise.reject(new Error('offline')) });
  assert.equal(await source(DASHBOARD_HI.$catalogue, 'hi'), undefined);
});

test("reads the catalogue's name under the id the catalogue loader writes it", () => {
  assert.equal(CATALOGUE_NAME_ID, require('./catalogue-loader.cjs').CATALOGUE_NAME_ID);
});

// node --test: every message catalogue (<folder>/i18n/<language>.json under a package's src/, docs/languages.md) is
// complete in every language, compiles, and agrees with the other languages and with the table of pages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { compileCatalogue } = require('./catalogue-loader.cjs');
const { catalogueFolders } = require('../scripts/lib/catalogue-files.cjs');
const ROOT = path.resolve(import.meta.dirname, '..');
const LANGUAGES = ['en', 'hi'];
const DEVANAGARI = /[\u0900-\u097F]/;

/** Each catalogue, with its messages by language (the JSON as written). */
function catalogues() {
  return catalogueFolders(ROOT).map((folder) => {
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((language) => {
        const file = path.join(folder, `${language}.json`);
        return [language, fs.existsSync(file) ? { file, source: fs.readFileSync(file, 'utf8') } : undefined];
      }),
    );
    return { name: path.relative(ROOT, folder), byLanguage };
  });
}

/** The placeholders a compiled message uses: {count} in "{count} unread", the plural's argument too. */
function placeholders(compiled, found = new Set()) {
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , cases] = token;
    found.add(name);
    if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) if (Array.isArray(branch)) placeholders(branch, found);
  }
  return [...found].sort();
}

test('the catalogues are found (the checks below are not vacuous)', () => {
  const names = catalogues().map((catalogue) => catalogue.name);
  assert.ok(names.includes(path.join('host', 'src', 'i18n')), names.join(', '));
  assert.ok(names.some((name) => name.startsWith('remote-')), names.join(', '));
});

test('every catalogue has every language, with the same ids, compiling, with the same placeholders', () => {
  for (const { name, byLanguage } of catalogues()) {
    for (const language of LANGUAGES) assert.ok(byLanguage[language], `${name}/${language}.json is missing`);
    // The messages only: a remote's English catalogue also carries its name (the test below).
    const compiled = Object.fromEntries(LANGUAGES.map((language) => [language, JSON.parse(compileCatalogue(byLanguage[language].source, byLanguage[language].file, undefined, { named: false }))]));
    const englishIds = Object.keys(compiled.en).sort();
    for (const language of LANGUAGES) {
      assert.deepEqual(Object.keys(compiled[language]).sort(), englishIds, `${name}: ${language}.json has other ids than en.json`);
      for (const id of englishIds) {
        assert.deepEqual(placeholders(compiled[language][id]), placeholders(compiled.en[id]), `${name}: "${id}" has other placeholders in ${language}.json`);
      }
    }
    const english = JSON.parse(byLanguage.en.source);
    const written = JSON.parse(byLanguage.hi.source);
    for (const [id, message] of Object.entries(written)) {
      assert.ok(message.trim() !== '', `${name}: "${id}" is empty in hi.json`);
      // A message with words has Hindi words; one made only of placeholders and signs ("{loan}: {amount}") has none to translate.
      if (!/\p{L}/u.test(english[id].replace(/\{[^{}]*\}/g, ''))) continue;
      assert.match(message, DEVANAGARI, `${name}: "${id}" in hi.json is not written in Hindi: "${message}"`);
    }
  }
});

test("the sidebar's entries and groups are in the host's catalogue, in English as pages.json names them", () => {
  const table = JSON.parse(fs.readFileSync(path.join(ROOT, 'pages.json'), 'utf8'));
  const english = JSON.parse(fs.readFileSync(path.join(ROOT, 'host', 'src', 'i18n', 'en.json'), 'utf8'));
  for (const group of table.navGroups) {
    if (group.label !== undefined) assert.equal(english[`navGroup.${group.id}`], group.label, `navGroup.${group.id}`);
  }
  for (const page of table.pages) {
    for (const entry of page.nav ?? []) assert.equal(english[`nav.${entry.id}`], entry.label, `nav.${entry.id}`);
  }
});

test("each remote's area is in the sign-in texts, in English as services.json names it", () => {
  const { services } = JSON.parse(fs.readFileSync(path.join(ROOT, 'services.json'), 'utf8'));
  const english = JSON.parse(fs.readFileSync(path.join(ROOT, 'host', 'src', 'sign-in', 'i18n', 'en.json'), 'utf8'));
  const remotes = services.filter((service) => service.kind === 'remote');
  assert.ok(remotes.length >= 3);
  for (const remote of remotes) assert.equal(english[`area.${remote.container}`], remote.area, `area.${remote.container}`);
});

test('a message that is not valid ICU fails the build, naming the file and the id', () => {
  assert.throws(() => compileCatalogue(JSON.stringify({ 'shell.broken': 'Hello {name' }), 'x/en.json'), /x\/en\.json: "shell\.broken" is not a valid ICU message/);
  assert.throws(() => compileCatalogue(JSON.stringify({ 'shell.count': 3 }), 'x/en.json'), /"shell\.count" is not a string/);
  assert.deepEqual(JSON.parse(compileCatalogue(JSON.stringify({ a: 'Hi {name}' }), path.join(ROOT, 'x', 'i18n', 'en.json'))), { $catalogue: 'x/i18n', a: ['Hi ', ['name']] });
});

test("a remote's compiled English catalogue carries its folder as its name, its other languages none, and no message may take the name's id", () => {
  const folder = path.join(ROOT, 'remote-core', 'src', 'features', 'bonus', 'i18n');
  for (const language of LANGUAGES) {
    const compiled = JSON.parse(compileCatalogue(fs.readFileSync(path.join(folder, `${language}.json`), 'utf8'), path.join(folder, `${language}.json`)));
    assert.equal(compiled.$catalogue, language === 'en' ? 'remote-core/src/features/bonus/i18n' : undefined, language);
  }
  assert.throws(() => compileCatalogue(JSON.stringify({ $catalogue: 'Mine' }), 'x/en.json'), /x\/en\.json: "\$catalogue" is the catalogue's name, not a message id/);
  assert.throws(() => compileCatalogue(JSON.stringify({ $catalogue: 'मेरा' }), 'x/hi.json'), /x\/hi\.json: "\$catalogue" is the catalogue's name, not a message id/);
  // The host's (built with named: false) carry none.
  assert.deepEqual(JSON.parse(compileCatalogue(JSON.stringify({ a: 'Hi' }), path.join(ROOT, 'host', 'src', 'i18n', 'en.json'), undefined, { named: false })), { a: ['Hi'] });
});

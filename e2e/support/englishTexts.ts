// The portal's own English texts that its Hindi catalogues word differently: a Hindi page that shows
// one of them shows an English text of the portal where a Hindi one was due (a value from the API
// drawn as it came, a word outside the catalogue). Data (names, banks, loan types, remarks) is not in
// these catalogues, except where a catalogue also words it; those are the `DATA_ALSO_IN_CATALOGUES`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './environment';

const { catalogueFolders } = createRequire(import.meta.url)('../../scripts/lib/catalogue-files.cjs') as {
  catalogueFolders: (root: string) => string[];
};

/**
 * Texts a catalogue has in English that the portal also shows as data, as the API gives them (the
 * catalogue's own loan types are data on the pages that list a bank's loans).
 */
const DATA_ALSO_IN_CATALOGUES = new Set(['personal loan', 'business loan', 'home loan', 'loan against property']);

/** Each plain English message (no placeholders) whose Hindi differs, in lower case. */
export function englishOnlyTexts(): Set<string> {
  const texts = new Set<string>();
  for (const folder of catalogueFolders(REPO_ROOT)) {
    const english = JSON.parse(fs.readFileSync(path.join(folder, 'en.json'), 'utf8')) as Record<string, string>;
    const hindi = JSON.parse(fs.readFileSync(path.join(folder, 'hi.json'), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(english)) {
      const text = message.trim().toLowerCase();
      // Short words (ID, CSV, OK) are shared by both languages; a message with placeholders is checked by its tests.
      if (text.length < 4 || /[{<]/.test(text) || DATA_ALSO_IN_CATALOGUES.has(text)) continue;
      if ((hindi[id] ?? '').trim().toLowerCase() !== text) texts.add(text);
    }
  }
  return texts;
}

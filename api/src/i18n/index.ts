/**
 * The texts the API writes, for their reader (docs/languages.md#api-texts). The features write the
 * spec's English; where a text leaves the API (the error answers, the notifications, the one-time-code
 * messages) `localise` turns it into the reader's language.
 *
 * `hi.json` is keyed by the English exactly as the API writes it, with ICU placeholders for the parts
 * that vary (`"Ensure this field has at least {count} characters."`); its values are the Hindi, with
 * the same placeholders. An English text is translated by an exact match first; otherwise each id with
 * placeholders is tried as a pattern (its text parts literal, each placeholder a lazy capture), and the
 * captured parts fill the Hindi message. A text nothing matches stays in English.
 */
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from 'shared-contracts';
import hindi from './hi.json';

export type { Language };

/** An English message of the catalogue with placeholders, ready to match a text. */
interface Pattern {
  id: string;
  regex: RegExp;
  names: string[];
  /** How much of the id is fixed text: longer (more specific) patterns are tried first. */
  literalLength: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of an English id with placeholders, or null when it has none. Plural and select are
 * refused: the English is matched, not formatted, so a choice in it could not be read back.
 */
export function patternOf(id: string, greedy: readonly string[] = []): Pattern | null {
  const tokens = compileMessageOrThrow(id);
  if (tokens.every((token) => typeof token === 'string')) return null;
  let source = '^';
  const names: string[] = [];
  let literalLength = 0;
  for (const token of tokens) {
    if (typeof token === 'string') {
      source += escapeRegExp(token);
      literalLength += token.length;
      continue;
    }
    const [name, type] = token;
    if (type !== undefined) throw new Error(`API catalogue: "${id}" uses ${type}: an English id may only have plain placeholders ({name})`);
    if (names.includes(name)) throw new Error(`API catalogue: "${id}" repeats the placeholder {${name}}`);
    names.push(name);
    source += greedy.includes(name) ? '([\\s\\S]*)' : '([\\s\\S]*?)';
  }
  return { id, regex: new RegExp(`${source}$`), names, literalLength };
}

/** The placeholder names of an ICU message (for the catalogue's checks). */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const format = token[2];
      if (format && typeof format === 'object' && !Array.isArray(format)) {
        for (const [key, branch] of Object.entries(format)) if (key !== 'offset' && Array.isArray(branch)) visit(branch as CompiledMessage);
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

const catalogue = hindi as Record<string, string>;
const exact = new Map<string, string>();
const patterns: Pattern[] = [];
const compiled: Record<string, CompiledMessage> = {};
for (const [id, message] of Object.entries(catalogue)) {
  compiled[id] = compileMessageOrThrow(message);
  const pattern = patternOf(id);
  if (pattern) patterns.push(pattern);
  else exact.set(id, message);
}
patterns.sort((a, b) => b.literalLength - a.literalLength);

const i18n = setupI18n({ locale: 'hi', locales: ['hi'], messages: { hi: compiled } });

/** Whether a value is one of the portal's languages. */
export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The English text in `language`: its Hindi when the catalogue has it, else the English unchanged.
 * A placeholder named `{text}` holds another of the API's texts (`"{text} Try again in {minutes}
 * minutes."`): its value is localised too.
 */
export function localise(language: Language | string | null | undefined, english: string): string {
  if (language !== 'hi') return english;
  return toHindi(english, 0);
}

/** Longer texts are only matched exactly: the API's own are far shorter, and patterns cost more with length. */
const PATTERN_TEXT_MAX = 4_000;

/**
 * A `localise` that knows only the given ids of the catalogue: for a family of texts read in bulk (the
 * ledger's descriptions), so each text is tried against its few patterns rather than the whole catalogue.
 * `greedy` names the placeholders whose value may hold the text around it (a customer's name may hold
 * ": "): they take the longest text that lets the rest match, where the others take the shortest.
 * Throws at once when an id is not in the catalogue.
 */
export function localiserOf(
  ids: readonly string[],
  greedy: readonly string[] = [],
): (language: Language | string | null | undefined, english: string) => string {
  const own: Pattern[] = [];
  const ownExact = new Map<string, string>();
  for (const id of ids) {
    const message = catalogue[id];
    if (message === undefined) throw new Error(`API catalogue: "${id}" has no Hindi`);
    const pattern = patternOf(id, greedy);
    if (pattern) own.push(pattern);
    else ownExact.set(id, message);
  }
  own.sort((a, b) => b.literalLength - a.literalLength);
  return (language, english) => {
    if (language !== 'hi') return english;
    const found = ownExact.get(english);
    if (found !== undefined) return found;
    return byPattern(own, english, (_name, value) => value);
  };
}

/**
 * The Hindi of the first pattern that matches `english` (its captures, through `fill`, as the
 * placeholders' values), else the English unchanged.
 */
function byPattern(list: readonly Pattern[], english: string, fill: (name: string, value: string) => string): string {
  if (english.length > PATTERN_TEXT_MAX) return english;
  for (const pattern of list) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      values[name] = fill(name, match[index + 1] ?? '');
    });
    return i18n._(pattern.id, values);
  }
  return english;
}

function toHindi(english: string, depth: number): string {
  const found = exact.get(english);
  if (found !== undefined) return found;
  return byPattern(patterns, english, (name, value) => (name === 'text' && depth < 2 ? toHindi(value, depth + 1) : value));
}

/**
 * The language of a request's reader: the signed-in user's, else (sign-in, one-time codes) Hindi when
 * the first preference of `Accept-Language` is Hindi (`hi`, `hi-IN`), else English.
 */
export function readerLanguage(user: { profile: { language: string } } | null | undefined, acceptLanguage: string | string[] | undefined): Language {
  if (user) return user.profile.language === 'hi' ? 'hi' : 'en';
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return 'en';
  // The first preference: the highest q (1 when not given), the earliest of equals.
  let best = '';
  let bestQuality = 0;
  for (const part of header.slice(0, 1000).split(',')) {
    const [tag = '', ...parameters] = part.split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)).find(Boolean);
    const quality = q ? Number(q[1]) : 1;
    if (Number.isFinite(quality) && quality > bestQuality) {
      best = tag.trim().toLowerCase();
      bestQuality = quality;
    }
  }
  return best === 'hi' || best.startsWith('hi-') ? 'hi' : 'en';
}

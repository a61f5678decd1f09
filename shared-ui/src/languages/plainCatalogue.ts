/**
 * Catalogues shown without the i18n runtime (docs/languages.md, "Texts without the runtime"): the
 * sign-in pages' and the page kit's, whose code is in the scripts before the login form is live (held
 * to a byte budget that Lingui's runtime does not fit in). They are compiled like every catalogue
 * (webpack/catalogue-loader.cjs: a message is a list of text parts and `[name]` placeholders), and their
 * messages use nothing of ICU but `{name}` placeholders (webpack/catalogues.test.mjs checks it), so
 * showing one is joining its parts. shared-ui/i18n's setLanguage switches these with the others.
 */
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from 'shared-contracts';
import { DEFAULT_LANGUAGE } from './languages';

type CompiledMessage = ReadonlyArray<string | readonly [string]>;
type Loader = () => Promise<{ default: unknown }>;

interface Registered {
  texts: Partial<Record<Language, Record<string, CompiledMessage>>>;
  loaders: Record<Exclude<Language, 'en'>, Loader>;
}

const registered: Registered[] = [];
let shownLanguage: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

export interface PlainTexts<Id extends string> {
  language: Language;
  /** A text; its placeholders, if any, filled with text. */
  t(id: Id, values?: Record<string, string | number>): string;
  /** A text with its placeholders filled by elements (the links of a sentence) or text. */
  rich(id: Id, parts: Record<string, ReactNode>): ReactNode;
}

export interface PlainCatalogue<Id extends string> {
  /** The texts in the language shown; a component using it renders again when the language changes. */
  useTexts(): PlainTexts<Id>;
  /** The texts in the language shown, outside a component. */
  texts(): PlainTexts<Id>;
}

function textsIn<Id extends string>(catalogue: Registered, language: Language): PlainTexts<Id> {
  const messages = catalogue.texts[language] ?? (catalogue.texts[DEFAULT_LANGUAGE] as Record<string, CompiledMessage>);
  const parts = (id: Id, values: Record<string, ReactNode>) => messages[id].map((token) => (typeof token === 'string' ? token : values[token[0]]));
  return {
    language,
    t: (id, values = {}) => parts(id, values).join(''),
    rich: (id, values) => createElement(Fragment, null, ...parts(id, values)),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const shown = () => shownLanguage;
// What the page was rendered with at build time (the pre-rendered login page): English.
const renderedAtBuildTime = () => DEFAULT_LANGUAGE;

export function createPlainCatalogue<Id extends string>(english: Record<Id, unknown>, loaders: Registered['loaders']): PlainCatalogue<Id> {
  const catalogue: Registered = { texts: { [DEFAULT_LANGUAGE]: english as Record<string, CompiledMessage> }, loaders };
  registered.push(catalogue);
  if (shownLanguage !== DEFAULT_LANGUAGE) void loadInto(catalogue, shownLanguage).then(notify, () => undefined);
  return {
    useTexts: () => textsIn<Id>(catalogue, useSyncExternalStore(subscribe, shown, renderedAtBuildTime)),
    texts: () => textsIn<Id>(catalogue, shownLanguage),
  };
}

async function loadInto(catalogue: Registered, language: Language): Promise<void> {
  if (catalogue.texts[language]) return;
  const { default: messages } = await catalogue.loaders[language as Exclude<Language, 'en'>]();
  catalogue.texts[language] = messages as Record<string, CompiledMessage>;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Fetches every plain catalogue's texts in `language` (rejects, changing nothing, if one cannot be), then shows them. */
export async function loadPlainTexts(language: Language): Promise<void> {
  await Promise.all(registered.map((catalogue) => loadInto(catalogue, language)));
}

/** Shows the plain catalogues in `language`, whose texts loadPlainTexts has fetched, and sets the document's `lang`. */
export function showPlainTexts(language: Language): void {
  shownLanguage = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  notify();
}

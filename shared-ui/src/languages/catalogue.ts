/**
 * The portal's texts in each user's language (docs/languages.md). Texts are kept in catalogues: a
 * folder `i18n/` (the host's `src/i18n/`, a remote's `features/<feature>/i18n/`) with `en.json` and
 * `hi.json`, flat objects of id → ICU message, compiled at build time (webpack/catalogue-loader.cjs; in
 * jest, jest-catalogue-transform.cjs), so no message parser ships to the browser. English is bundled
 * with the code that shows it; Hindi is a separate file, downloaded only when Hindi is chosen.
 *
 * One language holds for the whole page: `setLanguage` loads every registered catalogue's texts in it
 * before any of them switches, so a screen never mixes the two. Each catalogue is its own Lingui
 * instance, so two catalogues may use the same id without meeting. This module is part of shared-ui,
 * a singleton across host and remotes, so a remote's catalogue joins the same language as the shell.
 */
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from 'shared-contracts';
import { DEFAULT_LANGUAGE, rememberLanguage } from './languages';

/** Values a message's placeholders take: `{count}` in "{count} leads". */
export type MessageValues = Record<string, string | number>;

export interface Catalogue<Id extends string> {
  /** The message in the current language, its placeholders filled. */
  t(id: Id, values?: MessageValues): string;
  /** Whether the catalogue has `id` (for ids made from data, such as the sidebar's entries of pages.json). */
  has(id: string): id is Id;
  /** `t`, for a component: it renders again when the language changes. */
  useT(): (id: Id, values?: MessageValues) => string;
  /**
   * For a component whose sentence holds elements (the links of "write to {email} or call {phone}"):
   * the message with those placeholders filled by the elements, wherever the language puts them.
   */
  useRich(): (id: Id, parts: Record<string, ReactNode>) => ReactNode;
}

/** A catalogue file's module. TypeScript types a JSON import as written; the build serves it compiled. */
type CatalogueLoader = () => Promise<{ default: Record<string, unknown> }>;

interface Registered {
  /** Its folder, as the build names it (webpack/catalogue-loader.cjs); none in a test's hand-made catalogue. */
  name: string | undefined;
  i18n: I18n;
  loaders: Record<Exclude<Language, 'en'>, CatalogueLoader>;
  loaded: Set<Language>;
  /** Counts the changes of this catalogue's texts shown (`useT`'s snapshot). */
  version: number;
  /** The components showing this catalogue's texts. */
  listeners: Set<() => void>;
  /** A text of it was asked for in English while the page was in another language, its texts on their way. */
  shownBeforeArrival: boolean;
}

/**
 * The id under which a remote's compiled English catalogue carries its name (CATALOGUE_NAME_ID of
 * webpack/catalogue-loader.cjs, which writes it); a texts source is asked for the texts by that name.
 */
const CATALOGUE_NAME_ID = '$catalogue';

/**
 * Somewhere a catalogue's texts in a language other than English may come from instead of its own
 * file: given the catalogue's name, its texts' promise, or undefined when it does not hold them.
 */
export type TextsSource = (catalogue: string, language: Language) => Promise<Record<string, unknown> | undefined> | undefined;

const registered: Registered[] = [];
/** The texts sources added so far, the latest first. */
const textsSources: TextsSource[] = [];
let activeLanguage: Language = DEFAULT_LANGUAGE;
/** Catalogues registered while the page was in another language than English, fetching its texts. */
const pendingCatalogues = new Set<Promise<void>>();
const listeners = new Set<() => void>();

/**
 * A remote's page adds its own texts file as a source before its catalogues register (the build puts
 * it first in the page's module, webpack/page-texts-loader.cjs): a catalogue it holds then takes its
 * texts from that one file for the whole page, not from its own catalogue's file, which holds every
 * page of its app (on a phone each byte before the first frame delays it). A catalogue no source holds,
 * or whose source fails (resolves undefined), fetches its own file. docs/languages.md, "A page's own
 * Hindi texts".
 */
export function addTextsSource(source: TextsSource): void {
  textsSources.unshift(source);
}

async function loadInto(catalogue: Registered, language: Language): Promise<void> {
  if (catalogue.loaded.has(language)) return;
  let fromSource;
  for (const source of catalogue.name === undefined ? [] : textsSources) if ((fromSource = source(catalogue.name!, language))) break;
  const messages = (fromSource && (await fromSource)) ?? (await catalogue.loaders[language as Exclude<Language, 'en'>]()).default;
  catalogue.i18n.load(language, messages as Messages);
  catalogue.loaded.add(language);
}

/**
 * A package's catalogue: its English messages (compiled, bundled with its code) and how to fetch the
 * other languages. Called once per catalogue, when its `i18n/index.ts` is first imported; if the page
 * is already in another language, that language's file starts downloading at once (`languageReady`
 * waits for it).
 */
export function createCatalogue<Id extends string>(english: Record<Id, unknown>, loaders: Registered['loaders']): Catalogue<Id> {
  const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: english as Messages } });
  const name = english[CATALOGUE_NAME_ID as Id];
  const catalogue: Registered = { name: typeof name === 'string' ? name : undefined, i18n, loaders, loaded: new Set([DEFAULT_LANGUAGE]), version: 0, listeners: new Set(), shownBeforeArrival: false };
  registered.push(catalogue);
  if (activeLanguage !== DEFAULT_LANGUAGE) {
    const language = activeLanguage;
    const pending = loadInto(catalogue, language)
      .then(() => {
        if (activeLanguage === language) i18n.activate(language);
        // Usually nothing has shown its texts yet (a remote's page waits for them: languageReady), and
        // only what uses this catalogue draws again, not the whole page (a long task on a phone). A
        // text already shown in English may sit in any component (a model function's `t`): then all.
        if (catalogue.shownBeforeArrival) notify();
        else textsChanged(catalogue);
      })
      .finally(() => pendingCatalogues.delete(pending));
    pendingCatalogues.add(pending);
  }
  const subscribeToCatalogue = (listener: () => void) => {
    catalogue.listeners.add(listener);
    return () => void catalogue.listeners.delete(listener);
  };
  const catalogueVersion = () => catalogue.version;
  const t = (id: Id, values?: MessageValues) => {
    if (!catalogue.loaded.has(activeLanguage)) catalogue.shownBeforeArrival = true;
    return i18n._(id, values);
  };
  const rich = (id: Id, parts: Record<string, ReactNode>) => {
    // Each element's placeholder becomes a marker no message contains; the text is cut at the markers.
    const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `\u0000${name}\u0000`]));
    const pieces = t(id, markers).split('\u0000');
    // Odd pieces are the names between two markers.
    return createElement(Fragment, null, ...pieces.map((piece, index) => (index % 2 === 1 ? parts[piece] : piece)));
  };
  return {
    t,
    has: (id: string): id is Id => Object.prototype.hasOwnProperty.call(i18n.messages, id),
    useT() {
      useSyncExternalStore(subscribeToCatalogue, catalogueVersion, catalogueVersion);
      return t;
    },
    useRich() {
      useSyncExternalStore(subscribeToCatalogue, catalogueVersion, catalogueVersion);
      return rich;
    },
  };
}

/**
 * A catalogue's texts shown have changed: its texts in the current language arrived (a part of a page
 * whose code loaded after the page was already in Hindi), or the language changed. The components
 * using its `useT` render again, though the language itself may not have changed; the others do not
 * (a late catalogue does not redraw the whole page, a long task on a phone).
 */
function textsChanged(catalogue: Registered): void {
  catalogue.version += 1;
  for (const listener of catalogue.listeners) listener();
}

/** Every catalogue's texts changed (a new language, edited texts): everything showing texts draws again. */
function notify(): void {
  for (const catalogue of registered) textsChanged(catalogue);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * In development: a catalogue file was edited and its new texts put in place (the dev server's hot
 * update, webpack/catalogue-loader.cjs); the screens draw them without being mounted afresh.
 */
export function showEditedTexts(): void {
  notify();
}

/** The language the page is shown in; a component using it renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

export function currentLanguage(): Language {
  return activeLanguage;
}

let latestChoice = 0;

/**
 * Shows the page in `language`: fetches every registered catalogue's texts in it first (a failed
 * download rejects and leaves the page as it was), then switches all of them at once, sets the
 * document's `lang` and remembers the choice on this device. When called again before its texts
 * have arrived, only the last call switches.
 */
export async function setLanguage(language: Language): Promise<void> {
  const choice = ++latestChoice;
  // A catalogue registered while the others download (a page's module evaluated meanwhile) is waited
  // for too: otherwise it would stay in English on a page in Hindi.
  for (let missing = registered; missing.length > 0; missing = registered.filter((catalogue) => !catalogue.loaded.has(language))) {
    await Promise.all(missing.map((catalogue) => loadInto(catalogue, language)));
  }
  // Chosen again meanwhile (the account's language arriving after the device's): the later choice holds.
  if (choice !== latestChoice) return;
  activeLanguage = language;
  for (const catalogue of registered) catalogue.i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  rememberLanguage(language);
  notify();
}

/**
 * Resolves once every catalogue registered so far has the current language's texts: a remote's page,
 * imported while the page is in Hindi, is shown only after its Hindi texts have arrived.
 */
export async function languageReady(): Promise<void> {
  await Promise.all(pendingCatalogues);
}

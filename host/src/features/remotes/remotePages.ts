import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadableLazy, type PreloadableComponent } from '../../components/preloadableLazy';
import { remoteModuleId, type RemoteModuleRef } from './remoteAreas';

/**
 * A remote's page is shown once its catalogue has the page's language (shared-ui/i18n's
 * languageReady). The document's `lang` says which language that is (the catalogues set it), so an
 * English page does not load the i18n module here: this file is in the scripts before the login form.
 */
async function remoteTextsReady(): Promise<void> {
  if (document.documentElement.lang === 'en') return;
  const { languageReady } = await import('shared-ui/i18n');
  await languageReady();
}

/**
 * One lazily loaded component per exposed page, kept so revisiting a page does not suspend again.
 * A failed import is remembered until Retry forgets the page and a new one is made.
 */
const pages = new Map<string, PreloadableComponent<object>>();

async function importRemotePage(ref: RemoteModuleRef): Promise<{ default: ComponentType<object> }> {
  const id = remoteModuleId(ref);
  const exposed = await loadRemote<{ default?: ComponentType<object> }>(id);
  if (!exposed || typeof exposed.default !== 'function') {
    throw new Error(`${id} did not provide a page component`);
  }
  await remoteTextsReady();
  return { default: exposed.default };
}

export function getRemotePage(ref: RemoteModuleRef): PreloadableComponent<object> {
  const id = remoteModuleId(ref);
  let page = pages.get(id);
  if (!page) {
    page = preloadableLazy(() => importRemotePage(ref));
    pages.set(id, page);
  }
  return page;
}

/**
 * Loads a page's module ahead of its first render (app/warmStart.ts): the page then renders in the
 * same commit as the shell, without its loading spinner first. Rejects when the module does not
 * load; RemotePage then shows the failure.
 */
export function preloadRemotePage(ref: RemoteModuleRef): Promise<void> {
  return getRemotePage(ref).preload();
}

export function forgetRemotePage(ref: RemoteModuleRef): void {
  pages.delete(remoteModuleId(ref));
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModuleId, type RemoteModuleRef } from './remoteAreas';

type RemotePageComponent = LazyExoticComponent<ComponentType>;

/**
 * One React.lazy component per exposed page, kept so revisiting a page does not suspend again.
 * React.lazy remembers a failed import forever, so a retry must forget it and make a new one.
 */
const pages = new Map<string, RemotePageComponent>();

async function importRemotePage(ref: RemoteModuleRef): Promise<{ default: ComponentType }> {
  const id = remoteModuleId(ref);
  const exposed = await loadRemote<{ default?: ComponentType }>(id);
  if (!exposed || typeof exposed.default !== 'function') {
    throw new Error(`${id} did not provide a page component`);
  }
  return { default: exposed.default };
}

export function getRemotePage(ref: RemoteModuleRef): RemotePageComponent {
  const id = remoteModuleId(ref);
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => importRemotePage(ref));
    pages.set(id, page);
  }
  return page;
}

export function forgetRemotePage(ref: RemoteModuleRef): void {
  pages.delete(remoteModuleId(ref));
}

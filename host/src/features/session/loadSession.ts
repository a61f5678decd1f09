/**
 * shared-auth (and with it axios, jotai and TanStack Query) is loaded only after the login page
 * has painted, or before the protected area renders. The login page needs none of it to draw the
 * form: it needs the session only to redirect a signed-in user and to submit. docs/shell.md.
 */
import type { EarlyRead } from '../startup';
import type * as SessionModule from './sessionModule';

export type Session = typeof SessionModule;

let apiBaseUrl: string | undefined;
let earlyReads: EarlyRead[] = [];
let firstFrameShown: Promise<void> = Promise.resolve();
let loading: Promise<Session> | undefined;
let loaded: Session | undefined;

/** Called by bootstrap with the runtime config's apiBaseUrl, before anything loads the session. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}

/**
 * Called by bootstrap with the reads started before the scripts (features/startup/earlyReads.ts):
 * the account reads, and the page's first reads once its remote's manifest has named them (adopted
 * then, whether or not shared-auth has loaded by that time).
 */
export function setEarlyReads(reads: EarlyRead[], pageReads: Promise<EarlyRead[]> = Promise.resolve([])): void {
  earlyReads = reads;
  void pageReads.then((page) => {
    if (loaded) loaded.adoptEarlyResponses(page);
    else earlyReads = [...earlyReads, ...page];
  });
}

/**
 * Called by bootstrap before its first render: the network reads made until that render's frame is
 * on screen wait for it (shared-auth's holdNetworkRequestsUntil; why there).
 */
export function setFirstFrameShown(shown: Promise<void>): void {
  firstFrameShown = shown;
}

/** Loads shared-auth once and points it at the API from the runtime config. */
export function loadSession(): Promise<Session> {
  if (!loading) {
    loading = import('./sessionModule').then((session) => {
      if (apiBaseUrl) session.configureAuth({ apiBaseUrl });
      session.holdNetworkRequestsUntil(firstFrameShown);
      session.adoptEarlyResponses(earlyReads);
      session.primeAccountQueries();
      earlyReads = [];
      loaded = session;
      return session;
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

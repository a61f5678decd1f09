/**
 * shared-auth (and with it axios, jotai and TanStack Query) is loaded only after the login page
 * has painted, or before the protected area renders. The login page needs none of it to draw the
 * form: it needs the session only to redirect a signed-in user and to submit. docs/shell.md.
 */
import type * as SessionModule from './sessionModule';

export type Session = typeof SessionModule;

let apiBaseUrl: string | undefined;
let loading: Promise<Session> | undefined;

/** Called by bootstrap with /config.json's apiBaseUrl, before anything loads the session. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}

/** Loads shared-auth once and points it at the API from the runtime config. */
export function loadSession(): Promise<Session> {
  if (!loading) {
    loading = import('./sessionModule').then((session) => {
      if (apiBaseUrl) session.configureAuth({ apiBaseUrl });
      return session;
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * Nothing exported here imports shared-auth: it loads only when loadSession() is first called
 * (after the login page has painted). RedirectWhenSignedIn comes with it, through the Session.
 */
export { loadSession, setApiBaseUrl, setEarlyReads, setFirstFrameShown } from './loadSession';
export { useSessionModule } from './useSessionModule';

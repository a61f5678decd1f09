/**
 * What the app layer needs from this feature before the login page paints (bootstrap, the public
 * routes): registering the remotes, loading a page's module ahead of the first render, and the
 * "<Area> is unavailable right now" boundary. The mounts themselves stay in the signed-in chunk
 * (index.ts).
 */
export { registerPortalRemotes } from './registerPortalRemotes';
export { RemoteErrorBoundary, type AreaId } from './RemoteErrorBoundary';
export { remoteModuleId } from './remoteAreas';
export { preloadRemotePage } from './remotePages';

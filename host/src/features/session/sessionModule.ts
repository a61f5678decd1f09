/** The host's first import of shared-auth (see loadSession.ts). */
export { adoptEarlyResponses, configureAuth, holdNetworkRequestsUntil, primeAccountQueries, signIn } from 'shared-auth';
export { RedirectWhenSignedIn } from './RedirectWhenSignedIn';

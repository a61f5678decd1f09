/**
 * shared-auth: the one session store, HTTP client and QueryClient of the Connector Portal.
 * Host and remotes share this package as a Module Federation singleton.
 */
import { startCrossTabSync } from './session/cross-tab';

export { configureAuth, getApiBaseUrl, type AuthConfig } from './config';
export { httpClient, REQUEST_TIMEOUT_MS } from './http/client';
export { SessionExpiredError } from './http/refresh';
export { adoptEarlyResponses, type EarlyAnswer, type EarlyResponse } from './http/early-responses';
export { primeAccountQueries } from './early-account';
export { earlyQueryData, type EarlyQueryData } from './early-page-data';
export { holdNetworkRequestsUntil } from './http/first-frame-hold';
export { ServerUnreachableError, isServerUnreachable } from './http/reachability';
export { openEventStream, type EventStream, type EventStreamHandlers, type EventStreamMessage } from './http/event-stream';
export { uploadKycDocuments, KYC_UPLOAD_TIMEOUT_MS, type KycDocumentFiles } from './kyc/upload';
export { authStore, sessionAtom, isAuthenticatedAtom } from './store';
export { queryClient, profileQueryKey, kycStatusQueryKey, ledgerQueryKey } from './query/query-client';
export { AuthProvider } from './AuthProvider';
export { saveAccountLanguage } from './account-language';
export {
  useSession,
  useProfile,
  useKycStatus,
  type SessionState,
  type ProfileState,
  type KycStatusState,
} from './hooks';
export { signIn, signOut, setTokens, clearSession, acceptTokenPair, withDeviceToken, type SignInCredentials } from './session';
export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, DEVICE_TOKEN_KEY, type Session } from './session/token-storage';

startCrossTabSync();

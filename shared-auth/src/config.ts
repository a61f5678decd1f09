/**
 * Runtime configuration: the host reads the runtime config its document carries at start-up and passes the API base URL
 * here (tests and the remotes' dev shells do the same). May be called again to switch.
 */
import { httpClient } from './http/client';

export interface AuthConfig {
  apiBaseUrl: string;
}

export function configureAuth({ apiBaseUrl }: AuthConfig): void {
  if (typeof apiBaseUrl !== 'string' || apiBaseUrl.trim() === '') {
    throw new Error('configureAuth needs a non-empty apiBaseUrl');
  }
  httpClient.defaults.baseURL = apiBaseUrl.trim().replace(/\/+$/, '');
}

/** The configured API base URL (undefined until configureAuth runs). */
export function getApiBaseUrl(): string | undefined {
  return httpClient.defaults.baseURL;
}

/**
 * The ONE axios instance of the portal. Base URL from configureAuth(), JSON, 10 s timeout,
 * `Authorization: Bearer <access>` from the session, and on 401 a single-flight refresh followed
 * by one repeat of each refused request. When the session cannot be renewed, both tokens are
 * cleared (the session atoms say "signed out" and the host's guard sends the user to /login)
 * and the request fails with its original 401 error.
 */
import axios, { AxiosHeaders, isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { getSession } from '../session/session-state';
import { isCredentialCall, isSessionCall } from './auth-endpoints';
import { answerFromEarlyResponse } from './early-responses';
import { networkRequestHold } from './first-frame-hold';
import { ServerUnreachableError } from './reachability';
import { refreshAccessToken } from './refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** shared-auth: a 401 answer to this request is final (no refresh, no repeat). */
    skipAuthRefresh?: boolean;
    /** shared-auth (internal): this request is already the one repeat after a refresh. */
    authRetried?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 10_000;

export const httpClient = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = AxiosHeaders.from(config.headers).get('Authorization');
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1] : null;
}

httpClient.interceptors.request.use(async (config) => {
  // The API writes its messages in the reader's language: a signed-in user's from their account, and
  // before sign-in (a wrong password on a Hindi login page) the page's.
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage) config.headers.set('Accept-Language', pageLanguage);
  const { accessToken } = getSession();
  if (accessToken && !isCredentialCall(config.url)) {
    config.headers.set('Authorization', `Bearer ${accessToken}`);
  } else if (isCredentialCall(config.url)) {
    config.headers.delete('Authorization');
  }
  const answeredEarly = answerFromEarlyResponse(config, accessToken);
  const hold = answeredEarly ? null : networkRequestHold();
  if (hold) await hold;
  return config;
});

httpClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config;
  if (config.skipAuthRefresh || config.authRetried || isSessionCall(config.url)) throw error;

  let accessToken: string;
  try {
    accessToken = await refreshAccessToken(httpClient, bearerOf(config));
  } catch (refreshError) {
    // The server could not be asked: the session is kept and the caller sees why.
    if (refreshError instanceof ServerUnreachableError) throw refreshError;
    // The session has been cleared; the caller sees the original 401.
    throw error;
  }
  config.authRetried = true;
  config.headers.set('Authorization', `Bearer ${accessToken}`);
  return httpClient.request(config);
});

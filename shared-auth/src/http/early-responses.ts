/**
 * Answers to GETs that the host sent before shared-auth was loaded (host/src/features/startup/
 * earlyReads.ts): when a signed-in user opens a page directly, the page's first reads leave as soon
 * as the page's start script runs instead of after the scripts, the shell and the page have rendered.
 * The page's own request for such a path is answered from that response, once, if it was made with
 * the same access token and succeeded; otherwise the request goes to the server as usual (so an
 * expired token still gets the normal 401 → refresh → repeat). docs/performance.md, "Early start
 * script and one batched start-up read".
 */
import { AxiosHeaders, getAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface EarlyAnswer {
  status: number;
  data: unknown;
}

export interface EarlyResponse {
  /** The API path, as the page requests it (no query string). */
  path: string;
  /** The access token the request was sent with. */
  accessToken: string;
  /** Settles with the answer, or null when the request failed or its body was not JSON. */
  answer: Promise<EarlyAnswer | null>;
}

/** An early answer older than this is not used: the page asked for fresh data long after. */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

interface Adopted extends EarlyResponse {
  adoptedAt: number;
  /** The answer once it has arrived (undefined until then), so a render can read it synchronously. */
  arrived?: EarlyAnswer | null;
}

const waiting = new Map<string, Adopted>();

export function adoptEarlyResponses(responses: readonly EarlyResponse[]): void {
  const now = Date.now();
  for (const response of responses) {
    const adopted: Adopted = { ...response, adoptedAt: now };
    waiting.set(response.path, adopted);
    void response.answer.then(
      (answer) => (adopted.arrived = answer),
      () => (adopted.arrived = null),
    );
  }
}

function hasQuery(config: InternalAxiosRequestConfig): boolean {
  return (config.url ?? '').includes('?') || (config.params !== undefined && Object.keys(config.params as object).length > 0);
}

/** Tests: forget every adopted response. */
export function clearEarlyResponses(): void {
  waiting.clear();
}

/**
 * Called by the client's request interceptor after the Authorization header is set: gives the
 * request an adapter that answers it from the early response for its path, when there is one.
 * Returns whether it did.
 */
export function answerFromEarlyResponse(config: InternalAxiosRequestConfig, accessToken: string | null): boolean {
  if (waiting.size === 0 || (config.method ?? 'get').toLowerCase() !== 'get' || !config.url || hasQuery(config)) return false;
  const early = waiting.get(config.url);
  if (!early) return false;
  waiting.delete(config.url);
  if (early.accessToken !== accessToken || Date.now() - early.adoptedAt > EARLY_RESPONSE_MAX_AGE_MS) return false;
  const networkAdapter = getAdapter(config.adapter);
  config.adapter = async (requestConfig): Promise<AxiosResponse> => {
    const answer = await early.answer;
    if (!answer || answer.status < 200 || answer.status >= 300) return networkAdapter(requestConfig);
    return { data: answer.data, status: answer.status, statusText: 'OK', headers: new AxiosHeaders(), config: requestConfig };
  };
  return true;
}

/**
 * Hands an adopted response's data, as soon as it answers, to `use` (which puts it where the page
 * looks first: a query cache), so the page's first render already has it instead of rendering a
 * spinner and asking. Only a 2xx answer still waiting (no request took it), sent with the session's
 * current token, within EARLY_RESPONSE_MAX_AGE_MS; when `use` takes it (returns true) it is used
 * up, so a later refetch of that path goes to the server.
 */
export function primeFromEarlyResponse(path: string, currentAccessToken: () => string | null, use: (data: unknown) => boolean): void {
  const early = waiting.get(path);
  if (!early) return;
  void early.answer.then((answer) => {
    if (waiting.get(path) !== early || !answer || answer.status < 200 || answer.status >= 300) return;
    if (early.accessToken !== currentAccessToken() || Date.now() - early.adoptedAt > EARLY_RESPONSE_MAX_AGE_MS) return;
    if (use(answer.data)) waiting.delete(path);
  });
}

/** The data of an early answer that has arrived, and when it was read. */
export interface ArrivedEarlyData {
  data: unknown;
  /** Date.now() when the host adopted the answer: the data is at least this fresh. */
  readAt: number;
}

/**
 * Takes, synchronously, the data of the early answer for `path` when it has already arrived: a 2xx
 * answer sent with `accessToken`, within EARLY_RESPONSE_MAX_AGE_MS, that no request has taken. It
 * is used up, so a later read of that path goes to the server. undefined otherwise (not arrived
 * yet, failed, another token): the page then reads as usual, and its GET is still answered from
 * the early response when that arrives (answerFromEarlyResponse).
 */
export function takeArrivedEarlyData(path: string, accessToken: string | null): ArrivedEarlyData | undefined {
  const early = waiting.get(path);
  const answer = early?.arrived;
  if (!early || !answer || answer.status < 200 || answer.status >= 300) return undefined;
  if (early.accessToken !== accessToken || Date.now() - early.adoptedAt > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  waiting.delete(path);
  return { data: answer.data, readAt: early.adoptedAt };
}

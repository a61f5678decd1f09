/**
 * Server-Sent Events from the API, read with fetch rather than EventSource: EventSource cannot send an
 * `Authorization` header, and a token in the URL would end up in access logs. The stream sends the
 * session's current access token, refreshes it through the same single-flight refresh as httpClient
 * when the API answers 401, reconnects with backoff and jitter after any drop, and stops for good
 * when the session ends (sign-out here or in another tab, or a refresh that failed).
 * docs/notifications-live.md describes the whole flow.
 */
import { getApiBaseUrl } from '../config';
import { getSession } from '../session/session-state';
import { authStore, sessionAtom } from '../store';
import { httpClient } from './client';
import { refreshAccessToken, SessionExpiredError } from './refresh';

/** One dispatched event: `event` is "message" when the server named none. */
export interface EventStreamMessage {
  event: string;
  data: string;
}

export interface EventStreamHandlers {
  onEvent(message: EventStreamMessage): void;
  /** The API accepted the stream (called again after every reconnection). */
  onOpen?(): void;
  /** The stream is down (refused, network error, ended by the server); it retries by itself until closed. */
  onError?(error: unknown): void;
}

export interface EventStream {
  /** Stop reading and never reconnect. */
  close(): void;
}

/** Reconnection delay: 1 s doubling to 30 s, each a random 50–100% of that (replicas going away are not stormed). */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** The stream was answered with an HTTP error. */
export class EventStreamHttpError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | null,
  ) {
    super(`The event stream was answered HTTP ${status}`);
    this.name = 'EventStreamHttpError';
  }
}

/** Splits a text/event-stream body into events (the WHATWG parsing rules, without `id` and `retry`). */
export function createEventStreamParser(dispatch: (message: EventStreamMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) dispatch({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk) => {
    buffer += chunk;
    let end: RegExpExecArray | null;
    const newline = /\r\n|\r|\n/g;
    let start = 0;
    while ((end = newline.exec(buffer)) !== null) {
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (end[0] === '\r' && end.index === buffer.length - 1) break;
      line(buffer.slice(start, end.index));
      start = end.index + end[0].length;
    }
    buffer = buffer.slice(start);
  };
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

/**
 * Opens `path` (such as "/notifications/stream/") on the configured API as an event stream. Events go
 * to `onEvent`; the returned `close()` ends it. Nothing is sent while signed out.
 */
export function openEventStream(path: string, handlers: EventStreamHandlers): EventStream {
  let closed = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;

  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
    controller?.abort();
  };
  // Signed out (here, in another tab, or by a failed refresh): stop for good.
  const unsubscribe = authStore.sub(sessionAtom, () => {
    if (authStore.get(sessionAtom).accessToken === null) close();
  });

  const retry = (error: unknown) => {
    if (closed) return;
    handlers.onError?.(error);
    const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt);
    attempt += 1;
    let delay = ceiling * (0.5 + Math.random() / 2);
    if (error instanceof EventStreamHttpError && error.retryAfterMs !== null) delay = Math.max(delay, Math.min(error.retryAfterMs, 5 * RETRY_MAX_MS));
    timer = setTimeout(() => {
      timer = null;
      void connect(false);
    }, delay);
  };

  const connect = async (refreshed: boolean): Promise<void> => {
    const { accessToken } = getSession();
    if (closed || accessToken === null) return close();
    const baseUrl = getApiBaseUrl();
    if (baseUrl === undefined) return retry(new Error('configureAuth has not been called'));
    controller = new AbortController();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
    } catch (error) {
      return retry(error);
    }
    if (closed) return;
    if (response.status === 401 && !refreshed) {
      await response.body?.cancel().catch(() => undefined);
      try {
        await refreshAccessToken(httpClient, accessToken);
      } catch (error) {
        // The session could not be renewed and has been cleared: the subscription above closed us.
        if (error instanceof SessionExpiredError) return close();
        return retry(error);
      }
      return connect(true);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return retry(new EventStreamHttpError(response.status, retryAfterMs(response.headers.get('Retry-After'))));
    }

    handlers.onOpen?.();
    const parse = createEventStreamParser((message) => {
      // Something arrived: the connection is healthy, so the next drop starts the backoff afresh.
      attempt = 0;
      if (!closed) handlers.onEvent(message);
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || closed) break;
        parse(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      return retry(error);
    }
    // The server ended the stream (token expired, session check, the replica shutting down): reconnect.
    retry(new Error('The event stream was closed by the server'));
  };

  void connect(false);
  return { close };
}

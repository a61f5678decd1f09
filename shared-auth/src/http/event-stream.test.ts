import { ACCESS_TOKEN_KEY, clearSession, openEventStream, setTokens, type EventStreamMessage } from '../index';
import { mockApi } from '../testing';
import { createEventStreamParser } from './event-stream';

const API = 'http://api.test';

/** A response body the test writes to: chunks of text, then an end or a failure. */
class FakeBody {
  private chunks: Uint8Array[] = [];
  private waiting: ((result: ReadableStreamReadResult<Uint8Array>) => void) | null = null;
  private failWith: ((error: unknown) => void) | null = null;
  private finished = false;
  cancelled = false;

  push(text: string): void {
    const chunk = new TextEncoder().encode(text);
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      this.failWith = null;
      resolve({ value: chunk, done: false });
    } else this.chunks.push(chunk);
  }

  end(): void {
    this.finished = true;
    if (this.waiting) {
      this.waiting({ value: undefined, done: true });
      this.waiting = null;
    }
  }

  fail(error: unknown): void {
    this.failWith?.(error);
    this.waiting = null;
    this.failWith = null;
  }

  getReader() {
    return {
      read: () =>
        new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
          const next = this.chunks.shift();
          if (next) resolve({ value: next, done: false });
          else if (this.finished) resolve({ value: undefined, done: true });
          else {
            this.waiting = resolve;
            this.failWith = reject;
          }
        }),
    };
  }

  cancel(): Promise<void> {
    this.cancelled = true;
    return Promise.resolve();
  }
}

interface Call {
  url: string;
  init: RequestInit;
  body: FakeBody;
}

/** fetch as the browser's: each call answers the next planned status (default 200 with a fresh body). */
function fakeFetch(plan: { status: number; headers?: Record<string, string> }[] = []) {
  const calls: Call[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    const body = new FakeBody();
    calls.push({ url, init, body });
    const { status, headers = {} } = plan.shift() ?? { status: 200 };
    // An aborted fetch fails its body read, as in a browser.
    init.signal?.addEventListener('abort', () => body.fail(new DOMException('Aborted', 'AbortError')));
    return Promise.resolve({
      status,
      ok: status >= 200 && status < 300,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      body,
    } as unknown as Response);
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return { calls, fetchMock };
}

const flush = () => jest.advanceTimersByTimeAsync(0);

function collect() {
  const events: EventStreamMessage[] = [];
  const handlers = { onEvent: (message: EventStreamMessage) => events.push(message), onOpen: jest.fn(), onError: jest.fn() };
  return { events, handlers };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('createEventStreamParser', () => {
  it('follows the text/event-stream rules: named events, multi-line data, comments, any line ending, any chunking', () => {
    const events: EventStreamMessage[] = [];
    const parse = createEventStreamParser((message) => events.push(message));
    const body = ': hello\n\nevent: unread\ndata: {"unread_count":5}\n\ndata: a\r\ndata:b\r\n\r\nevent: x\rdata: y\r\revent: no-data\n\n';
    for (const char of body) parse(char);
    expect(events).toEqual([
      { event: 'unread', data: '{"unread_count":5}' },
      { event: 'message', data: 'a\nb' },
      { event: 'x', data: 'y' },
    ]);
  });
});

describe('openEventStream', () => {
  it('reads the stream from the API with the bearer header (never a token in the URL)', async () => {
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const { calls } = fakeFetch();
    const { events, handlers } = collect();
    const stream = openEventStream('/notifications/stream/', handlers);
    await flush();

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${API}/notifications/stream/`);
    expect(calls[0].init.headers).toEqual({ Authorization: 'Bearer access-1', Accept: 'text/event-stream' });
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);

    calls[0].body.push('event: unread\ndata: {"unread_count"');
    calls[0].body.push(':3}\n\n: keep-alive\n\n');
    await flush();
    expect(events).toEqual([{ event: 'unread', data: '{"unread_count":3}' }]);
    stream.close();
  });

  it('sends nothing while signed out', async () => {
    const { calls } = fakeFetch();
    openEventStream('/notifications/stream/', collect().handlers);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
  });

  it('on 401 refreshes the token once (single flight) and connects again with the new one', async () => {
    setTokens({ access: 'expired', refresh: 'refresh-1' });
    const api = mockApi();
    api.onPost('/auth/refresh').reply(200, { accessToken: 'fresh', refreshToken: 'refresh-2' });
    const { calls } = fakeFetch([{ status: 401 }]);
    const { handlers } = collect();
    const stream = openEventStream('/notifications/stream/', handlers);
    await jest.advanceTimersByTimeAsync(10);

    expect(api.history.post.filter((request) => request.url === '/auth/refresh')).toHaveLength(1);
    expect(calls).toHaveLength(2);
    expect(calls[0].body.cancelled).toBe(true);
    expect(calls[1].init.headers).toMatchObject({ Authorization: 'Bearer fresh' });
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    stream.close();
  });

  it('stops for good when the session cannot be renewed (and the session is cleared)', async () => {
    setTokens({ access: 'expired', refresh: 'revoked' });
    mockApi().onPost('/auth/refresh').reply(401, { detail: 'Token is invalid' });
    const { calls } = fakeFetch([{ status: 401 }]);
    openEventStream('/notifications/stream/', collect().handlers);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('reconnects with backoff and jitter after the server ends the stream or the network fails', async () => {
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const { calls } = fakeFetch();
    const { events, handlers } = collect();
    const stream = openEventStream('/notifications/stream/', handlers);
    await flush();

    // Ended by the server (a replica shutting down): half of 1 s with Math.random() = 0.
    calls[0].body.end();
    await flush();
    expect(handlers.onError).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);

    // Dropped again before anything arrived: the delay doubles.
    calls[1].body.fail(new TypeError('network error'));
    await flush();
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);

    // An event proves the connection healthy: the next drop starts again at the shortest delay.
    calls[2].body.push('event: unread\ndata: {"unread_count":1}\n\n');
    await flush();
    expect(events).toHaveLength(1);
    calls[2].body.end();
    await jest.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(4);
    expect(handlers.onOpen).toHaveBeenCalledTimes(4);
    stream.close();
  });

  it('retries after a fetch that fails outright', async () => {
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    const { handlers } = collect();
    const stream = openEventStream('/notifications/stream/', handlers);
    await flush();
    expect(handlers.onError).toHaveBeenCalledWith(expect.any(TypeError));
    await jest.advanceTimersByTimeAsync(500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stream.close();
  });

  it('waits at least Retry-After when the API is busy (429, 503)', async () => {
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const { calls } = fakeFetch([{ status: 429, headers: { 'retry-after': '30' } }]);
    const { handlers } = collect();
    const stream = openEventStream('/notifications/stream/', handlers);
    await flush();
    expect(handlers.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 429, retryAfterMs: 30_000 }));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    stream.close();
  });

  it('close() aborts the request and never reconnects', async () => {
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const { calls } = fakeFetch();
    const { handlers } = collect();
    const stream = openEventStream('/notifications/stream/', handlers);
    await flush();
    stream.close();
    await flush();
    expect(calls[0].init.signal?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('stops on sign-out (here or in another tab)', async () => {
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const { calls } = fakeFetch();
    openEventStream('/notifications/stream/', collect().handlers);
    await flush();
    clearSession();
    await flush();
    expect(calls[0].init.signal?.aborted).toBe(true);
    setTokens({ access: 'access-2', refresh: 'refresh-2' });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
  });
});

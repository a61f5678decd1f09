import type { OtpChannelId } from './config';

/*
 * What every channel adapter shares (docs/otp.md#channels): a timeout per attempt (AbortSignal), bounded
 * retries with backoff for the failures that may pass (a timeout, a network error, a 5xx, a 429), and a
 * breaker per channel. An error names the channel, the kind and the provider's code: never the code sent,
 * the mobile number or the provider's message text (which may quote either).
 */

export type ChannelFailureKind = 'timeout' | 'network' | 'server' | 'rate_limited' | 'rejected' | 'breaker_open' | 'bad_answer';

export class ChannelError extends Error {
  constructor(
    readonly channel: OtpChannelId,
    readonly kind: ChannelFailureKind,
    readonly detail: { status?: number; providerCode?: string | number } = {},
  ) {
    super(`${channel}: ${kind}${detail.status !== undefined ? ` (HTTP ${detail.status})` : ''}${detail.providerCode !== undefined ? ` provider code ${detail.providerCode}` : ''}`);
    this.name = 'ChannelError';
  }

  /** Worth another attempt on the same channel, and a reason to move to the fallback. */
  get transient(): boolean {
    return this.kind !== 'rejected' && this.kind !== 'bad_answer';
  }
}

/** One channel's breaker: `failures` consecutive failures open it for `openMs`; then one trial call (half-open). */
export class CircuitBreaker {
  private consecutive = 0;
  private openUntil = 0;

  constructor(
    private readonly failures: number,
    private readonly openMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): 'closed' | 'open' | 'half_open' {
    if (this.openUntil === 0) return 'closed';
    return this.now() < this.openUntil ? 'open' : 'half_open';
  }

  /** Whether a call may go out now. */
  allows(): boolean {
    return this.state !== 'open';
  }

  succeeded(): void {
    this.consecutive = 0;
    this.openUntil = 0;
  }

  failed(): void {
    this.consecutive += 1;
    if (this.state === 'half_open' || this.consecutive >= this.failures) this.openUntil = this.now() + this.openMs;
  }
}

export interface RetryPolicy {
  timeoutMs: number;
  retries: number;
  retryBaseDelayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The kind of a failed fetch: our timeout, or the network. */
function fetchFailure(channel: OtpChannelId, error: unknown): ChannelError {
  const name = error instanceof Error ? error.name : '';
  return new ChannelError(channel, name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
}

/**
 * Sends one HTTP request with the policy and answers the successful response's JSON. `classify` turns a
 * non-2xx answer into a ChannelError (the provider's error code, never its message text).
 */
export async function callProvider(
  channel: OtpChannelId,
  policy: RetryPolicy,
  request: () => { url: string; init: RequestInit },
  classify: (status: number, body: unknown) => ChannelError,
): Promise<unknown> {
  let attempt = 0;
  for (;;) {
    let failure: ChannelError;
    try {
      const { url, init } = request();
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        body = null;
      }
      if (response.ok) return body;
      failure = classify(response.status, body);
    } catch (error) {
      failure = error instanceof ChannelError ? error : fetchFailure(channel, error);
    }
    if (!failure.transient || attempt >= policy.retries) throw failure;
    attempt += 1;
    await sleep(policy.retryBaseDelayMs * 2 ** (attempt - 1));
  }
}

/** The usual HTTP classification: 429 rate limited, 5xx server, other 4xx rejected (not retried, no fallback). */
export function classifyStatus(channel: OtpChannelId, status: number, providerCode?: string | number): ChannelError {
  const kind: ChannelFailureKind = status === 429 ? 'rate_limited' : status >= 500 ? 'server' : 'rejected';
  return new ChannelError(channel, kind, { status, providerCode });
}

/** The number as providers want it: India's country code and the 10 digits, no plus. */
export const internationalNumber = (mobile: string) => `91${mobile}`;

import type { ServerResponse } from 'node:http';
import type { UnreadCountEvent } from 'shared-contracts';

/** Bytes a client may leave unread before its stream is ended (a count event is about 40 bytes). */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** Why a stream ended (logged at debug level, never shown to the client). */
export type StreamEndReason = 'client_closed' | 'token_expired' | 'session_ended' | 'shutdown' | 'slow_client';

export interface UnreadStreamOwner {
  /** employees.id of the signed-in user. */
  employeeId: number;
  /** The session the access token belongs to: the stream lives no longer than it. */
  sessionId: string;
  /** When the access token expires (epoch ms): the stream ends then; the client refreshes and reconnects. */
  tokenExpiresAt: number;
}

/**
 * One open GET /notifications/stream/: writes Server-Sent Events to the raw response (the route has
 * hijacked it, so neither compression nor serialization touches it). Sends a count only when it
 * differs from the last one sent, so a duplicate announcement costs nothing on the wire.
 */
export class UnreadStream {
  readonly employeeId: number;
  readonly sessionId: string;
  readonly tokenExpiresAt: number;
  private lastSent: number | null = null;
  private ended = false;

  constructor(
    owner: UnreadStreamOwner,
    private readonly response: ServerResponse,
    private readonly onEnd: (stream: UnreadStream, reason: StreamEndReason) => void,
  ) {
    this.employeeId = owner.employeeId;
    this.sessionId = owner.sessionId;
    this.tokenExpiresAt = owner.tokenExpiresAt;
    response.on('close', () => this.end('client_closed'));
    // A write to a connection that just failed must not become an uncaught error.
    response.on('error', () => this.end('client_closed'));
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  /** `event: unread` with the count, unless it is the one last sent. */
  sendUnread(unread: number): void {
    if (this.ended || unread === this.lastSent) return;
    this.lastSent = unread;
    const event: UnreadCountEvent = { unread_count: unread };
    this.write(`event: unread\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /** A comment line: keeps proxies and the browser from timing the connection out. */
  heartbeat(): void {
    if (!this.ended) this.write(': keep-alive\n\n');
  }

  end(reason: StreamEndReason): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.response.writableEnded) this.response.end();
    this.onEnd(this, reason);
  }

  private write(chunk: string): void {
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      // The client stopped reading (or the network did): end it rather than buffer without bound.
      this.end('slow_client');
      return;
    }
    this.response.write(chunk);
  }
}

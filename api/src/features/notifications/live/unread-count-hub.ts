import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../../db/client';
import { employees, notificationCounts, sessions } from '../../../db/schema';
import type { StreamEndReason, UnreadStream } from './unread-stream';

/** The channel the notification triggers announce on (migration 0006): comma-separated employees.id. */
export const NOTIFICATION_CHANGES_CHANNEL = 'notification_changes';

export interface StreamSettings {
  /** Open streams of one employee (tabs and devices together); one more is answered 429. */
  perEmployee: number;
  /** Open streams of this process; one more is answered 503 (clients poll meanwhile). */
  perProcess: number;
  /** A comment line this often keeps proxies (nginx: 60 s) from closing a quiet stream. */
  heartbeatMs: number;
  /** This often every stream's session is checked again (revoked, expired, employee deactivated). */
  sessionCheckMs: number;
}

export const DEFAULT_STREAM_SETTINGS: StreamSettings = {
  perEmployee: 10,
  perProcess: 5_000,
  heartbeatMs: 25_000,
  sessionCheckMs: 60_000,
};

/** Ids per query (the `IN` list of a count read or a session check). */
const QUERY_CHUNK = 1_000;
/** After a failed count read, the employees are read again this much later. */
const RETRY_AFTER_FAILURE_MS = 5_000;

export type Admission = 'ok' | 'employee_limit' | 'process_limit' | 'closing';

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The live unread counts of one API process. It LISTENs once (channel notification_changes) for the
 * whole process and keeps the open streams by employee; an announcement for employees with streams
 * here becomes ONE read of notification_counts for all of them and an `unread` event on each of their
 * streams. Announcements for employees without a stream here are dropped (another replica holds them).
 *
 * Reads run one at a time, in order: an older count can never overwrite a newer one on a stream. Every
 * new stream is read through the same queue, so its first event cannot race a change.
 */
export class UnreadCountHub {
  private readonly byEmployee = new Map<number, Set<UnreadStream>>();
  private openStreams = 0;
  private readonly pending = new Set<number>();
  private draining: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly retryIds = new Set<number>();
  private timers: NodeJS.Timeout[] = [];
  private unlisten: (() => Promise<void>) | null = null;
  private accepting = true;

  constructor(
    private readonly db: Database,
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    readonly settings: StreamSettings = DEFAULT_STREAM_SETTINGS,
  ) {}

  /** LISTEN, and start the heartbeat and session-check timers. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(NOTIFICATION_CHANGES_CHANNEL, (payload) => this.announced(payload), {
      onConnectionLost: (error) => {
        this.log.warn({ err: error, streams: this.openStreams }, 'notification stream: the LISTEN connection was lost; reconnecting');
      },
      onReconnected: () => {
        this.log.info({ streams: this.openStreams }, 'notification stream: LISTEN restored; re-reading every open stream\'s count');
        this.refresh([...this.byEmployee.keys()]);
      },
    });
    const every = (ms: number, task: () => void) => {
      const timer = setInterval(task, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.settings.heartbeatMs, () => this.heartbeat());
    every(this.settings.sessionCheckMs, () => {
      this.checkSessions().catch((error: unknown) => this.log.warn({ err: error }, 'notification stream: session check failed'));
    });
  }

  /** How many streams are open (all employees). */
  get size(): number {
    return this.openStreams;
  }

  /** Whether one more stream of this employee may open now. */
  admit(employeeId: number): Admission {
    if (!this.accepting) return 'closing';
    if ((this.byEmployee.get(employeeId)?.size ?? 0) >= this.settings.perEmployee) return 'employee_limit';
    if (this.openStreams >= this.settings.perProcess) return 'process_limit';
    return 'ok';
  }

  /** Registers a stream (admitted just before) and queues the read of its first count. */
  add(stream: UnreadStream): void {
    let streams = this.byEmployee.get(stream.employeeId);
    if (!streams) this.byEmployee.set(stream.employeeId, (streams = new Set()));
    streams.add(stream);
    this.openStreams += 1;
    this.refresh([stream.employeeId]);
  }

  /** The stream's `onEnd`: forget it. */
  remove(stream: UnreadStream, reason: StreamEndReason): void {
    const streams = this.byEmployee.get(stream.employeeId);
    if (!streams?.delete(stream)) return;
    this.openStreams -= 1;
    if (streams.size === 0) this.byEmployee.delete(stream.employeeId);
    this.log.debug({ employee: stream.employeeId, reason }, 'notification stream ended');
  }

  /** A comment on every stream. */
  heartbeat(): void {
    for (const stream of this.allStreams()) stream.heartbeat();
  }

  /**
   * Ends the streams whose access token has expired, whose session was revoked or has expired, or whose
   * employee was deactivated (or, for a connector, is no longer KYC verified): one query per 1,000 sessions.
   */
  async checkSessions(): Promise<void> {
    const now = Date.now();
    const alive: UnreadStream[] = [];
    for (const stream of this.allStreams()) {
      if (stream.tokenExpiresAt <= now) stream.end('token_expired');
      else alive.push(stream);
    }
    const sessionIds = [...new Set(alive.map((stream) => stream.sessionId))];
    const live = new Map<string, number>();
    for (const ids of chunks(sessionIds, QUERY_CHUNK)) {
      const rows = await this.db
        .select({ sessionId: sessions.id, employeeId: sessions.employeeId })
        .from(sessions)
        .innerJoin(employees, eq(employees.id, sessions.employeeId))
        .where(
          and(
            inArray(sessions.id, ids),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(employees.isActive, true),
            or(ne(employees.role, 'connector'), eq(employees.kycVerified, true)),
          ),
        );
      for (const row of rows) live.set(row.sessionId, row.employeeId);
    }
    for (const stream of alive) {
      if (live.get(stream.sessionId) !== stream.employeeId) stream.end('session_ended');
    }
  }

  /** Queues a read of these employees' counts (those with a stream here) and sends what changed. */
  refresh(employeeIds: Iterable<number>): void {
    for (const id of employeeIds) if (this.byEmployee.has(id)) this.pending.add(id);
    if (this.pending.size > 0 && !this.draining) {
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
  }

  /** Ends every stream (their clients reconnect, to another replica when this one is going away). */
  endAll(reason: StreamEndReason): void {
    for (const stream of this.allStreams()) stream.end(reason);
  }

  /** Shutdown, first step (before the server waits for open requests): refuse new streams, end the open ones. */
  drainForShutdown(): void {
    this.accepting = false;
    this.endAll('shutdown');
  }

  /** Shutdown, last step (before the database closes): stop the timers and UNLISTEN. */
  async stop(): Promise<void> {
    this.drainForShutdown();
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryIds.clear();
    this.pending.clear();
    await this.draining;
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch((error: unknown) => this.log.warn({ err: error }, 'notification stream: UNLISTEN failed'));
  }

  private announced(payload: string): void {
    const ids: number[] = [];
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (Number.isInteger(id) && id > 0) ids.push(id);
    }
    this.refresh(ids);
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const ids = [...this.pending];
      this.pending.clear();
      for (const batch of chunks(ids, QUERY_CHUNK)) {
        let counts: Map<number, number>;
        try {
          const rows = await this.db
            .select({ employeeId: notificationCounts.recipientId, unread: notificationCounts.unread })
            .from(notificationCounts)
            .where(inArray(notificationCounts.recipientId, batch));
          counts = new Map(rows.map((row) => [row.employeeId, row.unread]));
        } catch (error) {
          if (!this.accepting) return;
          this.log.warn({ err: error, employees: batch.length }, 'notification stream: reading unread counts failed; retrying');
          this.retryLater(batch);
          continue;
        }
        // No row: the employee has no notifications at all.
        for (const id of batch) for (const stream of this.byEmployee.get(id) ?? []) stream.sendUnread(counts.get(id) ?? 0);
      }
    }
  }

  private retryLater(ids: number[]): void {
    for (const id of ids) this.retryIds.add(id);
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      const waiting = [...this.retryIds];
      this.retryIds.clear();
      this.refresh(waiting);
    }, RETRY_AFTER_FAILURE_MS);
    this.retryTimer.unref();
  }

  private *allStreams(): Generator<UnreadStream> {
    // A copy: ending a stream removes it from these sets.
    for (const streams of [...this.byEmployee.values()]) yield* [...streams];
  }
}

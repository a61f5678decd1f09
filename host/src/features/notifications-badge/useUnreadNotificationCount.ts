import { useEffect, useState } from 'react';
import { httpClient, ledgerQueryKey, openEventStream, queryClient, useSession } from 'shared-auth';
import type { NotificationPage, UnreadCountEvent } from 'shared-contracts';

/** The live count (Server-Sent Events, docs/notifications-live.md). */
export const UNREAD_STREAM_PATH = '/notifications/stream/';
/** The fallback: the unread list's `count`, one item per page. */
export const ACTIVE_NOTIFICATIONS_PATH = '/notifications/active/';
/** How often the fallback asks while the stream is not connected. */
export const POLL_INTERVAL_MS = 30_000;
/**
 * How long after the shell mounts the badge starts asking. The page's own reads and code come first:
 * on a phone's network the count's request and the stream's connection (each preflighted) would
 * otherwise share the bandwidth and the main thread with the first screen (docs/performance.md,
 * "Idle prefetch of the widgets, after the first screen").
 */
export const BADGE_START_DELAY_MS = 1500;

function unreadCountOf(data: string): number | null {
  try {
    const event = JSON.parse(data) as Partial<UnreadCountEvent>;
    const count = event.unread_count;
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's unread notification count, null until known. It follows the API's event stream
 * (a notification arriving, or read in another tab or on another device, shows without a reload). The
 * count is also read once at the start, so the badge is right before the stream opens, and every 30 s
 * whenever the stream is not connected (refused, network down, API replica going away). All of it
 * starts `startDelayMs` after mounting.
 *
 * A count that grows means a notification arrived, and the events that move money announce themselves
 * with one (a payout run paid the user, a lead was approved or reversed): the payout ledger the Bonus
 * page and the dashboard show is refreshed then, so they follow without a reload.
 */
export function useUnreadNotificationCount(startDelayMs = BADGE_START_DELAY_MS): number | null {
  const { isAuthenticated } = useSession();
  const [unread, setUnread] = useState<number | null>(null);

  useEffect(() => {
    if (!isAuthenticated) return undefined;
    let active = true;
    let connected = false;
    // Bumped by every streamed count: a poll that started earlier must not overwrite a newer count.
    let streamed = 0;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let known: number | null = null;
    const learn = (count: number) => {
      if (known !== null && count > known) void queryClient.invalidateQueries({ queryKey: ledgerQueryKey });
      known = count;
      setUnread(count);
    };

    const poll = async () => {
      const startedAt = streamed;
      try {
        const { data } = await httpClient.get<Pick<NotificationPage, 'count'>>(ACTIVE_NOTIFICATIONS_PATH, { params: { page_size: 1 } });
        if (active && startedAt === streamed && typeof data?.count === 'number') learn(data.count);
      } catch {
        // Keep the last count: the next poll or the stream puts it right.
      }
    };
    const startPolling = () => {
      pollTimer ??= setInterval(() => void poll(), POLL_INTERVAL_MS);
    };
    const stopPolling = () => {
      clearInterval(pollTimer);
      pollTimer = undefined;
    };

    let stream: { close: () => void } | undefined;
    const start = () => {
      void poll();
      startPolling();
      stream = openEventStream(UNREAD_STREAM_PATH, {
        onOpen: () => {
          connected = true;
          stopPolling();
        },
        onEvent: ({ event, data }) => {
          if (event !== 'unread') return;
          const count = unreadCountOf(data);
          if (count === null || !active) return;
          streamed += 1;
          learn(count);
        },
        onError: () => {
          // Just lost: read once now (what changed while reconnecting), then keep polling until it is back.
          if (connected) void poll();
          connected = false;
          startPolling();
        },
      });
    };
    const startTimer = setTimeout(start, startDelayMs);

    return () => {
      active = false;
      clearTimeout(startTimer);
      stream?.close();
      stopPolling();
    };
  }, [isAuthenticated, startDelayMs]);

  return isAuthenticated ? unread : null;
}

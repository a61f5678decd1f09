import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { ledgerQueryKey, queryClient } from 'shared-auth';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { NotificationBell } from './NotificationBell';
import { BADGE_START_DELAY_MS } from './useUnreadNotificationCount';

/** A streamed response body the test writes events to. */
class StreamBody {
  private waiting: ((result: { value?: Uint8Array; done: boolean }) => void) | null = null;
  private queued: Uint8Array[] = [];

  send(unreadCount: number): void {
    const chunk = new TextEncoder().encode(`event: unread\ndata: {"unread_count":${unreadCount}}\n\n`);
    if (this.waiting) {
      this.waiting({ value: chunk, done: false });
      this.waiting = null;
    } else this.queued.push(chunk);
  }

  getReader() {
    return {
      read: () =>
        new Promise<{ value?: Uint8Array; done: boolean }>((resolve) => {
          const next = this.queued.shift();
          if (next) resolve({ value: next, done: false });
          else this.waiting = resolve;
        }),
    };
  }

  cancel() {
    return Promise.resolve();
  }
}

/** The browser's fetch, as the API's stream answers it: 200 with a body, or the given failure. */
function fakeStream(answer: 'open' | 'unavailable' = 'open') {
  const bodies: StreamBody[] = [];
  const fetchMock = jest.fn((url: string) => {
    if (answer === 'unavailable') return Promise.reject(new TypeError(`Failed to fetch ${url}`));
    const body = new StreamBody();
    bodies.push(body);
    return Promise.resolve({ status: 200, ok: true, headers: { get: () => null }, body } as unknown as Response);
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return {
    fetchMock,
    /** The stream's event, delivered inside act (it updates the badge). */
    send: async (count: number) => {
      await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
      await act(async () => bodies[bodies.length - 1].send(count));
    },
  };
}

function page(count: number) {
  return { count, next: null, previous: null, results: [], summary: { total_notifications: count, active_notifications: count, read_notifications: 0 } };
}

function activeCalls() {
  return mockApi().history.get.filter((request) => request.url === '/notifications/active/');
}

const bell = () => screen.getByRole('link', { name: /^Notifications/ });

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('NotificationBell', () => {
  it('refreshes the payout ledger when a notification arrives (a payout or an approval announces itself), not when one is read', async () => {
    mockApi().onGet('/notifications/active/').reply(200, page(2));
    const ledgerReads = jest.fn(() => Promise.resolve({ bonus_amount: 0, transactions: [] }));
    // A page showing the ledger keeps its query observed, as Bonus and the dashboard do (it reads once on mounting).
    const observer = new QueryObserver(queryClient, { queryKey: ledgerQueryKey, queryFn: ledgerReads, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => undefined);
    await waitFor(() => expect(ledgerReads).toHaveBeenCalledTimes(1));
    const stream = fakeStream();
    renderWithProviders(<NotificationBell startDelayMs={0} />, { tokens: true });
    await stream.send(2);
    await stream.send(1);
    expect(ledgerReads).toHaveBeenCalledTimes(1);
    await stream.send(2);
    await waitFor(() => expect(ledgerReads).toHaveBeenCalledTimes(2));
    unsubscribe();
  });

  it('links to /notifications and shows no badge at 0', async () => {
    mockApi().onGet('/notifications/active/').reply(200, page(0));
    const stream = fakeStream();
    renderWithProviders(<NotificationBell startDelayMs={0} />, { tokens: true });
    await stream.send(0);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(bell()).toHaveAttribute('href', '/notifications');
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it.each([
    [5, '5', 'Notifications, 5 unread'],
    [99, '99', 'Notifications, 99 unread'],
    [150, '99+', 'Notifications, 150 unread'],
  ])('shows %i unread as "%s"', async (count, text, name) => {
    mockApi().onGet('/notifications/active/').reply(200, page(0));
    const stream = fakeStream();
    renderWithProviders(<NotificationBell startDelayMs={0} />, { tokens: true });
    await stream.send(count);
    expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    expect(within(bell()).getByTestId('notification-badge')).toHaveTextContent(text);
  });

  it('asks for the count once at the start, reading the unread list with one item per page', async () => {
    mockApi().onGet('/notifications/active/').reply(200, page(3));
    fakeStream();
    renderWithProviders(<NotificationBell startDelayMs={0} />, { tokens: true });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(activeCalls()[0].params).toEqual({ page_size: 1 });
    expect(activeCalls()[0].headers?.Authorization).toBe('Bearer test-access-token');
  });

  it('follows the stream without a reload: a notification arrives, then some are read elsewhere', async () => {
    mockApi().onGet('/notifications/active/').reply(200, page(2));
    const stream = fakeStream();
    renderWithProviders(<NotificationBell startDelayMs={0} />, { tokens: true });
    await stream.send(2);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await stream.send(3);
    expect(within(bell()).getByTestId('notification-badge')).toHaveTextContent('3');
    await stream.send(0);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('does not let a slow first answer overwrite a newer streamed count', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    mockApi().onGet('/notifications/active/').replyOnce(() => new Promise((resolve) => (answer = resolve)));
    const stream = fakeStream();
    renderWithProviders(<NotificationBell startDelayMs={0} />, { tokens: true });
    await stream.send(7);
    await act(async () => answer([200, page(4)]));
    expect(bell()).toHaveAccessibleName('Notifications, 7 unread');
  });

  it('polls every 30 s while the stream cannot connect, and only then', async () => {
    jest.useFakeTimers();
    const api = mockApi();
    api.onGet('/notifications/active/').replyOnce(200, page(4)).onGet('/notifications/active/').reply(200, page(6));
    const { fetchMock } = fakeStream('unavailable');
    renderWithProviders(<NotificationBell startDelayMs={0} />, { tokens: true });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(bell()).toHaveAccessibleName('Notifications, 4 unread');
    expect(fetchMock).toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(bell()).toHaveAccessibleName('Notifications, 6 unread');
    expect(activeCalls()).toHaveLength(2);
  });

  it('does not poll while the stream is connected', async () => {
    jest.useFakeTimers();
    mockApi().onGet('/notifications/active/').reply(200, page(1));
    const stream = fakeStream();
    renderWithProviders(<NotificationBell startDelayMs={0} />, { tokens: true });
    await stream.send(1);
    await act(() => jest.advanceTimersByTimeAsync(95_000));
    expect(activeCalls()).toHaveLength(1);
  });

  it('asks nothing until the page has had its start (BADGE_START_DELAY_MS), then reads and opens the stream', async () => {
    jest.useFakeTimers();
    const { fetchMock } = fakeStream();
    mockApi().onGet('/notifications/active/').reply(200, page(4));
    renderWithProviders(<NotificationBell />, { tokens: true });
    await act(() => jest.advanceTimersByTimeAsync(BADGE_START_DELAY_MS - 1));
    expect(activeCalls()).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(activeCalls()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bell()).toHaveAccessibleName('Notifications, 4 unread');
  });

  it('shows no badge and opens nothing while signed out', async () => {
    const { fetchMock } = fakeStream();
    renderWithProviders(<NotificationBell startDelayMs={0} />);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(activeCalls()).toHaveLength(0);
  });
});

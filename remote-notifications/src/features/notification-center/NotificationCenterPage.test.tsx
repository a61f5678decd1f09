import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { queryClient } from 'shared-auth';
import { NARROW_WIDTH, setViewportWidth } from 'shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import NotificationCenterPage from './NotificationCenterPage';
import { ACTIVE_PATH, ALL_PATH, EVERYTHING, UNREAD, adminProfile, connectorProfile, markReadPath, serveNotifications } from './testing/notificationApi';
import { leadApproved, notificationPage } from './testing/notificationFixtures';

jest.setTimeout(40_000);

type User = ReturnType<typeof userEvent.setup>;

function Location() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <NotificationCenterPage />
      <Location />
    </>,
    { route: '/notifications', tokens: true },
  );
  return user;
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;
const findList = () => screen.findByRole('list', { name: 'Notifications' });
const items = (list: HTMLElement) => within(list).getAllByRole('listitem');
const titles = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const DEFAULT_QUERY = { page: '1', page_size: '20', ordering: '-created_at' };
/** The page the center opens on is asked without a query (the server's defaults; the start-up's read). */
const OPENING_QUERY = {};

function facts(container: HTMLElement): Record<string, string> {
  return Object.fromEntries(within(container).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

async function openAllTab(user: User) {
  await findList();
  await user.click(screen.getByRole('tab', { name: 'All' }));
  await waitFor(() => expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true'));
  return findList();
}

describe('Notification Center: the lists', () => {
  it('shows a spinner, then the totals, the Unread tab (default, with its count) and the unread notifications', async () => {
    const server = serveNotifications();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Notification Center' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    // The totals' tiles hold their place while they are read.
    expect(screen.getByLabelText('Notification totals')).toHaveAttribute('aria-busy', 'true');
    const list = await findList();
    expect(screen.getByLabelText('Notification totals')).toHaveAttribute('aria-busy', 'false');

    expect(facts(screen.getByLabelText('Notification totals'))).toMatchObject({ Total: '4', Unread: '2', Read: '2' });
    expect(screen.getByRole('tab', { name: 'Unread 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    expect(server.queries(ACTIVE_PATH)).toEqual([OPENING_QUERY]);
    expect(server.queries(ALL_PATH)).toEqual([]);

    expect(titles(list)).toEqual(['Lead approved', 'New: eligibility check']);
    const [first, second] = items(list);
    expect(within(first).getByText('Lead Status')).toBeInTheDocument();
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(within(first).getByText('5m ago').tagName).toBe('TIME');
    expect(within(first).getByText('Ravi Kumar', { selector: 'strong' })).toBeInTheDocument();
    expect(within(first).getByText('approved', { selector: 'strong' })).toBeInTheDocument();
    expect(first.querySelector('br')).not.toBeNull();
    expect(facts(within(first).getByLabelText('Lead'))).toEqual({
      Customer: 'Ravi Kumar',
      Mobile: '9812345678',
      'Loan amount': '₹12,50,000',
      Status: 'approved',
    });
    expect(within(first).getByRole('link', { name: 'View Lead' })).toHaveAttribute('href', '/lead/12');
    expect(within(first).getByRole('button', { name: 'Lead approved' })).toBeInTheDocument();
    expect(within(first).getByRole('checkbox', { name: 'Select Lead approved' })).not.toBeChecked();

    expect(within(second).getByText('Feature Update')).toBeInTheDocument();
    expect(within(second).getByText('3h ago')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).queryByLabelText('Lead')).not.toBeInTheDocument();

    expect(screen.getByRole('navigation', { name: 'Notification pages' })).toHaveTextContent('Page 1 of 1 (2 total leads)');
  });

  it('All lists every notification from GET /notifications/, with relative times and read ones plain', async () => {
    const server = serveNotifications();
    const user = renderPage();
    const list = await openAllTab(user);

    expect(server.queries(ALL_PATH)).toEqual([DEFAULT_QUERY]);
    expect(titles(list)).toEqual(['Lead approved', 'New: eligibility check', 'Your week', 'Lead idle for 7 days']);
    const [, , week, idle] = items(list);
    expect(within(week).getByText('Yesterday')).toBeInTheDocument();
    expect(within(week).getByText('Weekly Report')).toBeInTheDocument();
    expect(within(week).queryByText('Unread')).not.toBeInTheDocument();
    // Read and not about a lead: nothing to do, so the title is no button.
    expect(within(week).queryByRole('button')).not.toBeInTheDocument();
    expect(within(idle).getByText('15 Jan 2026')).toBeInTheDocument();
    expect(within(idle).getByRole('button', { name: 'Lead idle for 7 days' })).toBeInTheDocument();
    expect(facts(within(idle).getByLabelText('Lead'))).toMatchObject({ 'Loan amount': '₹5,50,000.50', Status: 'processing' });
    // The Unread count stays on its tab.
    expect(screen.getByRole('tab', { name: 'Unread 2' })).toBeInTheDocument();
  });

  it.each([
    ['Unread', ACTIVE_PATH, 'Failed to fetch active notifications'],
    ['All', ALL_PATH, 'Failed to fetch notifications'],
  ])('%s (%s): a failed load says "%s" with Retry', async (tab, path, text) => {
    const server = serveNotifications();
    if (path === ACTIVE_PATH) server.current.unreadStatus = 500;
    else server.current.allStatus = 500;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationCenterPage />, { route: '/notifications', tokens: true });
    if (tab === 'All') {
      await findList();
      await user.click(screen.getByRole('tab', { name: 'All' }));
    }
    expect(await screen.findByText(new RegExp(`^(Error: )?${text}$`))).toBeInTheDocument();
    // Totals that could not be read are not shown as being read.
    if (path === ACTIVE_PATH) expect(screen.queryByLabelText('Notification totals')).not.toBeInTheDocument();

    if (path === ACTIVE_PATH) server.current.unreadStatus = 200;
    else server.current.allStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findList()).toBeInTheDocument();
  });

  it('keeps the notifications on screen when a later read cannot reach the server (503), and says so', async () => {
    const server = serveNotifications();
    renderPage();
    const list = await findList();
    expect(items(list)).toHaveLength(2);

    server.current.unreadStatus = 503;
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch active notifications');
    expect(screen.getByText('The server cannot be reached right now. Showing what was loaded before.')).toBeInTheDocument();
    expect(items(await findList())).toHaveLength(2);
  });

  it('says so when nothing is unread, and when nothing matches the filters', async () => {
    const empty = notificationPage([], { summary: { total_notifications: 2, active_notifications: 0, read_notifications: 2 } });
    serveNotifications({ unread: empty, all: empty });
    const user = renderPage();

    expect(await screen.findByText('No unread notifications. You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).not.toBeInTheDocument();
    // The filter form arrives after the list (it needs shared-ui/widgets; the list does not).
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'bonus');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('No notifications match these filters.')).toBeInTheDocument();
  });
});

describe('Notification Center: filters', () => {
  it('sends the filters only on Apply Filters, from page 1, and Reset clears them and reloads', async () => {
    const server = serveNotifications({ unread: notificationPage(UNREAD, { count: 45 }) });
    const user = renderPage();
    await findList();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.lastQuery(ACTIVE_PATH)).toMatchObject({ page: '2' }));
    await findList();

    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), '  approved ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Lead Status');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lead-related' }), 'About a lead');
    await user.type(screen.getByLabelText('From date'), '2026-11-01');
    await user.type(screen.getByLabelText('To date'), '2026-11-22');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Oldest first');
    // The read state applies on the All tab only.
    expect(screen.getByRole('combobox', { name: 'Read state' })).toBeDisabled();
    const sent = server.queries(ACTIVE_PATH).length;
    expect(server.queries(ACTIVE_PATH)).toHaveLength(sent);

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(server.lastQuery(ACTIVE_PATH)).toEqual({
        search: 'approved',
        type: 'lead_status',
        lead_related: 'true',
        date_from: '2026-11-01',
        date_to: '2026-11-22',
        ordering: 'created_at',
        page: '1',
        page_size: '20',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(server.lastQuery(ACTIVE_PATH)).toEqual(OPENING_QUERY));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('-created_at');
  });

  it('Reset reloads the list even when no filter was applied', async () => {
    const server = serveNotifications();
    const user = renderPage();
    await findList();
    const before = server.queries(ACTIVE_PATH).length;
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(server.queries(ACTIVE_PATH).length).toBe(before + 1));
  });

  it('on the All tab sends the read state as is_active; a tab change starts at page 1', async () => {
    const server = serveNotifications({ all: notificationPage(EVERYTHING, { count: 60 }) });
    const user = renderPage();
    await openAllTab(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.lastQuery(ALL_PATH)).toMatchObject({ page: '2' }));
    await findList();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Read state' }), 'Read only');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(server.lastQuery(ALL_PATH)).toEqual({ ...DEFAULT_QUERY, is_active: 'false' }));
    await findList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Read state' }), 'Unread only');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(server.lastQuery(ALL_PATH)).toEqual({ ...DEFAULT_QUERY, is_active: 'true' }));
    await findList();

    // The Unread tab (GET /notifications/active/) never sends is_active.
    await user.click(screen.getByRole('tab', { name: /^Unread/ }));
    await waitFor(() => expect(server.lastQuery(ACTIVE_PATH)).toEqual(OPENING_QUERY));
  });

  it('refuses a date range that ends before it starts', async () => {
    const server = serveNotifications();
    const user = renderPage();
    await findList();
    await user.type(await screen.findByLabelText('From date'), '2026-11-22');
    await user.type(screen.getByLabelText('To date'), '2026-11-01');
    const sent = server.queries(ACTIVE_PATH).length;
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To date')).toHaveAttribute('aria-invalid', 'true');
    expect(server.queries(ACTIVE_PATH)).toHaveLength(sent);
  });
});

describe('Notification Center: marking read', () => {
  it('Mark Selected appears once something is ticked and marks exactly those, then reloads', async () => {
    const server = serveNotifications();
    const user = renderPage();
    const list = await findList();
    expect(screen.queryByRole('button', { name: 'Mark Selected' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('checkbox', { name: 'Select New: eligibility check' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    const loads = server.queries(ACTIVE_PATH).length;
    await user.click(screen.getByRole('button', { name: 'Mark Selected' }));

    expect(await screen.findByText('2 notifications marked as read.')).toBeInTheDocument();
    expect(server.markAllBodies()).toEqual([{ notification_ids: [40] }]);
    await waitFor(() => expect(server.queries(ACTIVE_PATH).length).toBeGreaterThan(loads));
    expect(screen.queryByRole('button', { name: 'Mark Selected' })).not.toBeInTheDocument();
  });

  it('Select all ticks the whole page (and unticks it); Mark Selected sends every id', async () => {
    const server = serveNotifications();
    const user = renderPage();
    const list = await findList();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(within(list).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(within(list).getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByRole('button', { name: 'Mark Selected' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Mark Selected' }));
    await waitFor(() => expect(server.markAllBodies()).toEqual([{ notification_ids: [41, 40] }]));
  });

  it('clears the selection when the page changes', async () => {
    serveNotifications({ unread: notificationPage(UNREAD, { count: 45 }) });
    const user = renderPage();
    await findList();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Mark Selected' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findList();
    expect(screen.queryByRole('button', { name: 'Mark Selected' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  });

  it('Mark All Read sends no ids, says how many changed and reloads', async () => {
    const server = serveNotifications();
    const user = renderPage();
    await findList();
    const loads = server.queries(ACTIVE_PATH).length;
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByText('2 notifications marked as read.')).toBeInTheDocument();
    expect(server.markAllBodies()).toEqual([{}]);
    await waitFor(() => expect(server.queries(ACTIVE_PATH).length).toBeGreaterThan(loads));
  });

  it('says "Failed to mark notifications as read" when a bulk mark fails', async () => {
    const server = serveNotifications();
    server.current.markAllStatus = 500;
    const user = renderPage();
    await findList();
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to mark notifications as read');
    await user.click(screen.getByRole('checkbox', { name: 'Select Lead approved' }));
    await user.click(screen.getByRole('button', { name: 'Mark Selected' }));
    await waitFor(() => expect(server.markAllBodies()).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to mark notifications as read');
  });

  it('opening an unread item without a lead marks it read (keyboard too) and stays', async () => {
    const server = serveNotifications();
    const user = renderPage();
    const list = await findList();
    const button = within(list).getByRole('button', { name: 'New: eligibility check' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.patches()).toEqual([markReadPath(40)]));
    expect(currentPath()).toBe('/notifications');
  });

  it('opening an item about a lead marks it read and opens /lead/{lead}', async () => {
    const server = serveNotifications();
    const user = renderPage();
    const list = await findList();
    await user.click(within(list).getByRole('button', { name: 'Lead approved' }));
    await waitFor(() => expect(currentPath()).toBe('/lead/12'));
    await waitFor(() => expect(server.patches()).toEqual([markReadPath(41)]));
  });

  it('opening a read item about a lead only opens the lead', async () => {
    const server = serveNotifications({ unread: notificationPage([leadApproved({ is_active: false })]) });
    const user = renderPage();
    const list = await findList();
    await user.click(within(list).getByRole('button', { name: 'Lead approved' }));
    await waitFor(() => expect(currentPath()).toBe('/lead/12'));
    expect(server.patches()).toEqual([]);
  });

  it('View Lead opens the lead and marks it read once, without also acting as the item', async () => {
    const server = serveNotifications();
    const user = renderPage();
    const list = await findList();
    await user.click(within(list).getByRole('link', { name: 'View Lead' }));
    await waitFor(() => expect(currentPath()).toBe('/lead/12'));
    await waitFor(() => expect(server.patches()).toHaveLength(1));
    expect(server.patches()).toEqual([markReadPath(41)]);
  });

  it('ticking the checkbox does not open the item', async () => {
    const server = serveNotifications();
    const user = renderPage();
    const list = await findList();
    await user.click(within(list).getByRole('checkbox', { name: 'Select Lead approved' }));
    expect(currentPath()).toBe('/notifications');
    expect(server.patches()).toEqual([]);
  });

  it('says "Failed to mark notification as read" when marking one fails', async () => {
    const server = serveNotifications();
    server.current.markStatus = 500;
    const user = renderPage();
    const list = await findList();
    await user.click(within(list).getByRole('button', { name: 'New: eligibility check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to mark notification as read');
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Notification Center: pages and roles', () => {
  it('pages by the size it asks for (20): "Page x of y (n total leads)", Previous and Next disabled at the ends', async () => {
    const server = serveNotifications({ all: notificationPage(EVERYTHING, { count: 45 }) });
    const user = renderPage();
    await openAllTab(user);
    const pager = () => screen.getByRole('navigation', { name: 'Notification pages' });

    expect(pager()).toHaveTextContent('Page 1 of 3 (45 total leads)');
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeEnabled();

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    await findList();
    expect(server.lastQuery(ALL_PATH)).toEqual({ ...DEFAULT_QUERY, page: '2' });
    expect(pager()).toHaveTextContent('Page 2 of 3 (45 total leads)');
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    await findList();
    expect(server.lastQuery(ALL_PATH)).toEqual({ ...DEFAULT_QUERY, page: '3' });
    expect(pager()).toHaveTextContent('Page 3 of 3 (45 total leads)');
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    await findList();
    expect(pager()).toHaveTextContent('Page 2 of 3 (45 total leads)');
  });

  it('goes back to the last page when marking empties the page it was on', async () => {
    const server = serveNotifications({ unread: notificationPage(UNREAD, { count: 22 }) });
    const user = renderPage();
    await findList();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findList();
    expect(server.lastQuery(ACTIVE_PATH)).toMatchObject({ page: '2' });
    server.current.unread = notificationPage([], { count: 20, page: 2 });
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    await waitFor(() => expect(server.lastQuery(ACTIVE_PATH)).toEqual(OPENING_QUERY));
  });

  it.each([
    ['admin', true],
    ['director', true],
    ['rm', false],
    ['connector', false],
  ] as const)('Send Custom for a %s: %s', async (role, shown) => {
    serveNotifications({ profile: { ...(role === 'connector' ? connectorProfile : adminProfile), role } });
    renderPage();
    await findList();
    if (shown) expect(await screen.findByRole('link', { name: 'Send Custom' })).toHaveAttribute('href', '/custom_notifications');
    else {
      await waitFor(() => expect(mockApi().history.get.some((request) => request.url === '/auth/profile/')).toBe(true));
      expect(screen.queryByRole('link', { name: 'Send Custom' })).not.toBeInTheDocument();
    }
  });
});

describe('Notification Center at 390px', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setViewportWidth(NARROW_WIDTH);
  });
  afterEach(() => restore());

  it('folds the filters behind a Filters button that counts the applied ones', async () => {
    const server = serveNotifications();
    const user = renderPage();
    await findList();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Type' }), 'Feature Update');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(server.lastQuery(ACTIVE_PATH)).toMatchObject({ type: 'feature_update' }));
    await user.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    // The items stay readable: title, message and the lead's facts are all there.
    const list = await findList();
    expect(titles(list)).toEqual(['Lead approved', 'New: eligibility check']);
  });
});


import type { ComponentProps } from 'react';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { queryClient } from 'shared-auth';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyTeamPage from './MyTeamPage';
import { teamQueryKey } from './api/team';
import { arjun, kavya, teamPage } from './testing/teamFixtures';

jest.setTimeout(30_000);

/**
 * While set, the page's body (MyTeamPageBody) is held back until this promise settles, as when its
 * code arrives late over a slow network: the page's spinner stands in its place meanwhile. Unset
 * (every other test), the body is drawn as soon as the page asks for it.
 */
let mockBodyArrival: Promise<void> | undefined;
jest.mock('./MyTeamPageBody', () => {
  type Body = (typeof import('./MyTeamPageBody'))['default'];
  const { createElement, use } = jest.requireActual<typeof import('react')>('react');
  const Body = jest.requireActual<{ default: Body }>('./MyTeamPageBody').default;
  return {
    __esModule: true,
    default: function LateBody(props: ComponentProps<Body>) {
      if (mockBodyArrival !== undefined) use(mockBodyArrival);
      return createElement(Body, props);
    },
  };
});

afterEach(() => {
  mockBodyArrival = undefined;
});

const TEAM_PATH = '/leads/team/';

/** My Team at its route; any other path shows where the app went ("At /back-office/leads?..."). */
function renderPage(route = '/my-team') {
  const user = userEvent.setup();
  renderWithProviders(<MyTeamPage />, { route, path: '/my-team', tokens: true });
  return user;
}

function teamQueries(api: ReturnType<typeof mockApi>) {
  return api.history.get.filter((request) => request.url === TEAM_PATH).map((request) => request.params as Record<string, string>);
}

// The dashboards link a connector as /my-team?search=CN1001 (docs/dashboards.md).
describe('My Team opened with a search in its address', () => {
  it('searches for it and shows it in the search box', async () => {
    const api = mockApi();
    api.onGet(TEAM_PATH).reply(200, teamPage([kavya]));
    renderPage('/my-team?search=CN1001');
    await screen.findByRole('searchbox');
    await waitFor(() => expect(teamQueries(api)[0]).toMatchObject({ search: 'CN1001' }));
    expect(screen.getByRole('searchbox')).toHaveValue('CN1001');
  });
});

describe.each(LAYOUTS)('My Team ($layout)', ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  const findConnectors = () => screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'Connectors' });

  it("shows the team's totals and every connector with their leads and payouts", async () => {
    const api = mockApi();
    api.onGet(TEAM_PATH).reply(200, teamPage([kavya, arjun]));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your team' })).toBeInTheDocument();
    const connectors = await findConnectors();

    const totals = within(screen.getByLabelText('Team totals'));
    expect(
      Object.fromEntries(totals.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])),
    ).toEqual({ Connectors: '2', 'Leads in processing': '2', 'Approved leads': '4', "This month's payouts": '₹55,500.50' });

    if (layout === 'wide') {
      expect(within(connectors).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Employee ID',
        'Name',
        'KYC',
        'Processing',
        'Approved',
        'Rejected',
        'Total',
        "This Month's Payouts",
        'Active',
        'Leads',
      ]);
      expect(within(connectors).getAllByRole('columnheader').every((header) => header.getAttribute('scope') === 'col')).toBe(true);
      const rows = within(connectors).getAllByRole('row').slice(1);
      const cells = (index: number) => within(rows[index]).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells(0)).toEqual(['CN1005', 'Kavya Reddy', 'Verified', '2', '3', '1', '6', '₹43,000', 'Active', 'View leads']);
      expect(cells(1)).toEqual(['CN1006', 'Arjun Singh', 'Pending review', '0', '1', '0', '1', '₹12,500.50', 'Inactive', 'View leads']);
    } else {
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(connectors).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Kavya Reddy', 'Arjun Singh']);
      expect(
        Object.fromEntries(within(cards[1]).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])),
      ).toEqual({ Processing: '0', Approved: '1', Rejected: '0', Total: '1', "This Month's Payouts": '₹12,500.50' });
      expect(within(cards[1]).getByText('Pending review')).toBeInTheDocument();
      expect(within(cards[1]).getByText('Inactive')).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View leads of Kavya Reddy' })).toHaveAttribute('href', '/back-office/leads?connector=CN1005');
    expect(screen.getByRole('link', { name: 'View leads of Arjun Singh' })).toHaveAttribute('href', '/back-office/leads?connector=CN1006');
    expect(teamQueries(api)).toEqual([{ page: '1', page_size: '20' }]);
  });

  it("opens a connector's leads in Lead Management", async () => {
    mockApi().onGet(TEAM_PATH).reply(200, teamPage([kavya, arjun]));
    const user = renderPage();
    await findConnectors();

    await user.click(screen.getByRole('link', { name: 'View leads of Arjun Singh' }));
    expect(await screen.findByText('At /back-office/leads?connector=CN1006')).toBeInTheDocument();
  });
});

describe('My Team: search, paging and states', () => {
  it('says so when nobody reports to the user yet', async () => {
    mockApi()
      .onGet(TEAM_PATH)
      .reply(200, teamPage([], { totals: { connectors: 0, processing: 0, approved: 0, month_payouts: 0 } }));
    renderPage();

    expect(await screen.findByText('No connectors report to you yet.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Team totals')).getByText('₹0')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the search, from page 1, and says when nobody matches', async () => {
    const api = mockApi();
    api.onGet(TEAM_PATH).reply((config) => {
      const search = (config.params as Record<string, string>).search;
      return [200, teamPage(search === undefined ? [kavya, arjun] : search === 'Kavya' ? [kavya] : [])];
    });
    const user = renderPage();
    await screen.findByRole('table', { name: 'Connectors' });

    await user.type(screen.getByRole('searchbox', { name: 'Search connectors' }), 'Kavya{Enter}');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Connectors' })).getAllByRole('row')).toHaveLength(2));
    expect(teamQueries(api).at(-1)).toEqual({ search: 'Kavya', page: '1', page_size: '20' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search connectors' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search connectors' }), 'Zoya{Enter}');
    expect(await screen.findByText('No connectors match "Zoya".')).toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const api = mockApi();
    api.onGet(TEAM_PATH).reply((config) => {
      const page = Number((config.params as Record<string, string>).page);
      return [200, teamPage(page === 1 ? [kavya] : [arjun], { page, count: 25 })];
    });
    const user = renderPage();

    const pager = await screen.findByRole('navigation', { name: 'Connector pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Arjun Singh')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(teamQueries(api).map((query) => query.page)).toEqual(['1', '2']);
  });

  it("shows the server's error with Retry", async () => {
    const api = mockApi();
    api
      .onGet(TEAM_PATH)
      .replyOnce(403, { detail: 'You do not have permission to perform this action.' })
      .onGet(TEAM_PATH)
      .reply(200, teamPage([kavya]));
    const user = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: You do not have permission to perform this action.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Connectors' })).toBeInTheDocument();
  });

  it("requests a team that fails before the page's body has arrived once, and shows its error", async () => {
    let arrive = () => {};
    mockBodyArrival = new Promise<void>((resolve) => (arrive = resolve));
    const api = mockApi();
    api.onGet(TEAM_PATH).reply(403, { detail: 'You do not have permission to perform this action.' });
    // Awaited: the held body suspends while the page is drawn.
    await act(async () => {
      renderPage();
    });

    // The read has failed while the body's place still shows the spinner.
    await waitFor(() => expect(queryClient.getQueryState(teamQueryKey({ search: '', page: 1 }))?.status).toBe('error'));
    expect(screen.getByRole('status', { name: 'Loading your team' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: You do not have permission to perform this action.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(teamQueries(api)).toHaveLength(1);
  });

  it('keeps the team on screen when a later read cannot reach the server, and says so', async () => {
    const api = mockApi();
    api.onGet(TEAM_PATH).replyOnce(200, teamPage([kavya, arjun])).onGet(TEAM_PATH).networkError();
    renderPage();
    expect(await screen.findByText('Kavya Reddy')).toBeInTheDocument();

    await act(() => queryClient.refetchQueries());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(screen.getByText('The server cannot be reached right now. Showing what was loaded before.')).toBeInTheDocument();
    expect(screen.getByText('Kavya Reddy')).toBeInTheDocument();
    expect(screen.getByText('Arjun Singh')).toBeInTheDocument();
  });

  it('falls back to "Failed to load your team"', async () => {
    mockApi().onGet(TEAM_PATH).reply(500);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load your team');
  });
});

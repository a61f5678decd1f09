import { mockApi } from 'shared-auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from 'shared-auth';
import { formatDateTime } from 'shared-ui';
import { LAYOUTS, NARROW_WIDTH, setViewportWidth } from 'shared-ui/testing';
import { captureCsvDownload } from '../../common/testing/csvDownload';
import { renderPage } from '../../common/testing/routes';
import { myLeadsQueryKey } from './api/myLeads';
import { t } from './i18n';
import LeadsPage from './LeadsPage';
import { leadRows, leadsCsv } from './model/leadRows';
import { manyLeads, myLeads } from './testing/leadFixtures';

const MY_LEADS = '/leads/leads/my-leads/';

function renderLeads(user = userEvent.setup()) {
  renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
  return user;
}

/** The customer names of the leads shown: table rows (wide) or cards (narrow). */
function shownCustomers(layout: 'wide' | 'narrow'): string[] {
  if (layout === 'wide') {
    return within(screen.getByRole('table', { name: 'My leads' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
  }
  return within(screen.getByRole('list', { name: 'My leads' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe.each(LAYOUTS)('LeadsPage ($layout)', ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  it('shows the title, Add Lead, the single "my" tab and a spinner, then the leads', async () => {
    mockApi().onGet(MY_LEADS).reply(200, myLeads());
    renderLeads();

    expect(screen.getByRole('heading', { level: 1, name: 'Leads Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Lead' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading leads' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['my']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'My leads' });
    expect(screen.queryByRole('status', { name: 'Loading leads' })).not.toBeInTheDocument();
    expect(shownCustomers(layout)).toEqual([
      'Nikhil Jadhav',
      'Pooja Bhosale',
      'Rahul Deshmukh',
      'Farhan Shaikh',
      'Kiran Pawar',
      'Siddharth Joshi',
      'Meera Kulkarni',
      'Ananya Patil',
    ]);
  });

  it('shows Customer Name, Mobile, Loan Type, Amount, Status and Referred By; Unknown and N/A when missing', async () => {
    mockApi().onGet(MY_LEADS).reply(200, myLeads());
    renderLeads();
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'My leads' });

    if (layout === 'wide') {
      const table = screen.getByRole('table', { name: 'My leads' });
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Customer Name',
        'Mobile',
        'Loan Type',
        'Amount',
        'Status',
        'Referred By',
      ]);
      const rows = within(table).getAllByRole('row').slice(1);
      const cells = (index: number) => within(rows[index]).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells(0)).toEqual(['Nikhil Jadhav', '9822011006', 'Home Loan', '₹38,00,000', 'processing', 'Aarav Sharma']);
      expect(cells(4)).toEqual(['Kiran Pawar', '9822011008', 'Unknown', '₹2,00,000', 'rejected', 'Aarav Sharma']);
      expect(cells(6)).toEqual(['Meera Kulkarni', '9822011001', 'Home Loan', '₹25,00,000', 'approved', 'N/A']);
      expect(within(rows[3]).getByText('rejected')).toHaveAttribute('data-status-palette', 'red');
    } else {
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'My leads' })).getAllByRole('listitem');
      const facts = (index: number) =>
        Object.fromEntries(within(cards[index]).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
      expect(facts(0)).toEqual({
        Mobile: '9822011006',
        Amount: '₹38,00,000',
        'Loan Type': 'Home Loan',
        'Referred By': 'Aarav Sharma (CN1001)',
        'Created By': 'Vikram Mehta (RM2001)',
        Created: formatDateTime(myLeads()[0].created_at),
      });
      expect(facts(4)).toMatchObject({ 'Loan Type': 'Unknown' });
      expect(facts(6)).toMatchObject({ 'Referred By': 'N/A' });
      expect(within(cards[0]).getByText('processing')).toHaveAttribute('data-status-palette', 'yellow');
    }
  });

  it('opens /lead/{id} when a lead is clicked', async () => {
    mockApi().onGet(MY_LEADS).reply(200, myLeads());
    const user = renderLeads();
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'My leads' });

    await user.click(screen.getByText('Rahul Deshmukh'));
    expect(await screen.findByText('At /lead/4')).toBeInTheDocument();
  });

  it('says so when the user has no leads', async () => {
    mockApi().onGet(MY_LEADS).reply(200, []);
    renderLeads();
    expect(await screen.findByText('No leads yet. Use Add Lead to refer a customer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  // Issue 23, defect 2: a list whose read failed never says it is empty.
  it('with the API unreachable shows the unreachable state with Retry, never "No leads yet"', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi();
    api.onGet(MY_LEADS).networkError();
    const user = renderLeads();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(screen.getByText('The server cannot be reached right now, so this could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No leads yet. Use Add Lead to refer a customer.')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading leads' })).not.toBeInTheDocument();

    api.onGet(MY_LEADS).reply(200, myLeads());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'My leads' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it("logs a failed fetch and shows it with the server's message instead of an empty list", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi().onGet(MY_LEADS).reply(500, { detail: 'Database unavailable' });
    renderLeads();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(log).toHaveBeenCalledWith('Failed to fetch my leads: Database unavailable (HTTP 500, GET /leads/leads/my-leads/)');
    expect(screen.queryByText('No leads yet. Use Add Lead to refer a customer.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    log.mockRestore();
  });

  it('reads the leads once when the read fails before the list is drawn, and shows that failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi();
    api.onGet(MY_LEADS).replyOnce(403, { detail: 'You do not have permission to perform this action.' });
    api.onGet(MY_LEADS).reply(200, myLeads());
    renderLeads();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: You do not have permission to perform this action.');
    expect(await screen.findByRole('tab', { name: 'my' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: You do not have permission to perform this action.');
    expect(api.history.get.filter((request) => request.url === MY_LEADS)).toHaveLength(1);
    log.mockRestore();
  });

  it('keeps the leads on screen when a later read cannot reach the server, and says so', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi();
    api.onGet(MY_LEADS).replyOnce(200, myLeads());
    api.onGet(MY_LEADS).networkError();
    renderLeads();
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'My leads' });

    await act(() => queryClient.refetchQueries({ queryKey: myLeadsQueryKey }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(screen.getByText('The server cannot be reached right now. Showing what was loaded before.')).toBeInTheDocument();
    // The list is drawn again below the failure, its rows in a deferred render (ResponsiveList).
    await waitFor(() => expect(shownCustomers(layout)).toHaveLength(8));
    expect(screen.queryByText('No leads yet. Use Add Lead to refer a customer.')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('pages the list 25 at a time with Previous and Next', async () => {
    mockApi().onGet(MY_LEADS).reply(200, manyLeads(60));
    const user = renderLeads();
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'My leads' });

    const pages = within(screen.getByRole('navigation', { name: 'Leads pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    let shown = shownCustomers(layout);
    expect(shown).toHaveLength(25);
    expect([shown[0], shown[24]]).toEqual(['Customer 0060', 'Customer 0036']);

    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(pages.getByText('Page 2 of 3')).toBeInTheDocument();
    shown = shownCustomers(layout);
    expect([shown[0], shown[24]]).toEqual(['Customer 0035', 'Customer 0011']);

    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(pages.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(shownCustomers(layout)).toEqual(Array.from({ length: 10 }, (_, i) => `Customer ${String(10 - i).padStart(4, '0')}`));
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(pages.getByRole('button', { name: 'Previous' }));
    expect(pages.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('stays responsive with 5,000 leads: one page of 25 is rendered', async () => {
    mockApi().onGet(MY_LEADS).reply(200, manyLeads(5000));
    const user = renderLeads();
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'My leads' });

    expect(screen.getByText('Page 1 of 200')).toBeInTheDocument();
    expect(shownCustomers(layout)).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 200')).toBeInTheDocument();
    expect(shownCustomers(layout)[0]).toBe('Customer 4975');
  });

  it('exports the whole list (every page) as CSV with the columns and texts shown, UTF-8 with BOM', async () => {
    const leads = manyLeads(60);
    mockApi().onGet(MY_LEADS).reply(200, leads);
    const download = captureCsvDownload();
    const user = renderLeads();
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'My leads' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(download.fileName()).toMatch(/^my-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Array.from((await download.bytes()).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = await download.text();
    expect(text).toBe(leadsCsv(leadRows(leads, t), t));
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(62);
    expect(lines[0]).toBe('"Customer Name","Mobile","Loan Type","Amount","Status","Referred By"');
    expect(lines[1]).toBe('"Customer 0060","9822011000","Personal Loan","₹1,00,060","Processing","Aarav Sharma"');
    expect(lines[60]).toBe('"Customer 0001","9822011000","Personal Loan","₹1,00,001","Processing","Aarav Sharma"');
    download.restore();
  });
});

describe('LeadsPage referrer on a phone', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(NARROW_WIDTH);
  });
  afterEach(() => restoreViewport());

  it("shows the referrer's details in the card, where a tap cannot reach a tooltip, and promises none", async () => {
    const leads = myLeads();
    mockApi().onGet(MY_LEADS).reply(200, leads);
    renderLeads();
    const cards = within(await screen.findByRole('list', { name: 'My leads' })).getAllByRole('listitem');

    const facts = (index: number) =>
      Object.fromEntries(within(cards[index]).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts(0)).toMatchObject({
      'Referred By': 'Aarav Sharma (CN1001)',
      'Created By': 'Vikram Mehta (RM2001)',
      Created: formatDateTime(leads[0].created_at),
    });
    expect(facts(6)).toMatchObject({ 'Referred By': 'N/A' });
    // No dotted underline or help cursor (the look of a tooltip trigger), and nothing to focus but the lead's link.
    for (const element of Array.from(cards[0].querySelectorAll('*'))) {
      expect(element).not.toHaveStyle({ textDecorationStyle: 'dotted' });
      expect(element).not.toHaveStyle({ cursor: 'help' });
    }
    expect(cards[0].querySelectorAll('[tabindex]')).toHaveLength(0);
    expect(within(cards[0]).getAllByRole('link').map((link) => link.textContent)).toEqual(['Nikhil Jadhav']);
  });
});

describe('LeadsPage referrer tooltip', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-02-01T10:00:00.000Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function referrerIn(rowName: string): HTMLElement {
    const row = screen.getByRole('row', { name: new RegExp(rowName) });
    return within(row).getAllByRole('cell')[5].firstElementChild as HTMLElement;
  }

  it('opens after 700 ms with created time, created-by name and id and referrer id; another opens at once within 300 ms', async () => {
    const leads = myLeads();
    mockApi().onGet(MY_LEADS).reply(200, leads);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLeads(user);
    await screen.findByRole('table', { name: 'My leads' });

    await user.hover(referrerIn('Nikhil Jadhav'));
    act(() => jest.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60));
    const tooltip = await screen.findByRole('tooltip');
    const facts = within(tooltip)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(Object.fromEntries(facts)).toEqual({
      Created: formatDateTime(leads[0].created_at),
      'Created By': 'Vikram Mehta',
      'Created By Employee ID': 'RM2001',
      'Referrer Employee ID': 'CN1001',
    });

    // Skip delay: the next referrer, entered within 300 ms of the first closing, opens at once.
    await user.unhover(referrerIn('Nikhil Jadhav'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    act(() => jest.advanceTimersByTime(100));
    await user.hover(referrerIn('Pooja Bhosale'));
    await act(async () => {}); // let the state update render, without moving the clock
    expect(screen.getByRole('tooltip')).toHaveTextContent('Created By Employee IDCN1001');

    // After the skip window the delay applies again.
    await user.unhover(referrerIn('Pooja Bhosale'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    act(() => jest.advanceTimersByTime(400));
    await user.hover(referrerIn('Rahul Deshmukh'));
    await act(async () => {});
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(450));
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });

  it('shows N/A for a missing referrer in the tooltip', async () => {
    mockApi().onGet(MY_LEADS).reply(200, myLeads());
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLeads(user);
    await screen.findByRole('table', { name: 'My leads' });

    await user.hover(referrerIn('Meera Kulkarni'));
    act(() => jest.advanceTimersByTime(750));
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Referrer Employee ID').nextElementSibling).toHaveTextContent('N/A');
  });
});

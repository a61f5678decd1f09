import { mockApi } from 'shared-auth/testing';
import { NARROW_WIDTH, setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureCsvDownload } from '../../common/testing/csvDownload';
import { mockProfile, pathOf, queryOf } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import { demoBanks, demoLoanTypes } from '../catalogue/testing/catalogueFixtures';
import LeadManagementPage from './LeadManagementPage';
import { demoManagedLeads, leadPage, managedLead } from './testing/managedLeadFixtures';

const LIST = /^\/leads\/manage\/leads\/(\?.*)?$/;
const EXPORT = /^\/leads\/manage\/leads\/export\//;

// Forms are typed into key by key; the machine running the suites may be busy.
jest.setTimeout(30_000);

const TERRITORIES = [
  { id: 1, name: 'West', level: 'zone', parent_id: null },
  { id: 2, name: 'Maharashtra', level: 'state', parent_id: 1 },
  { id: 5, name: 'Pune West', level: 'cluster', parent_id: 2 },
  { id: 6, name: 'Mumbai Central', level: 'cluster', parent_id: 2 },
];

function mockCatalogue() {
  mockApi().onGet('/leads/banks/').reply(200, demoBanks());
  mockApi().onGet('/leads/loans/').reply(200, demoLoanTypes());
  mockApi().onGet('/auth/subterritories/fetch/').reply(200, TERRITORIES);
}

function renderLeads(route = '/back-office/leads') {
  const user = userEvent.setup({ delay: null });
  renderPage(<LeadManagementPage />, { route, path: '/back-office/leads' });
  return user;
}

/** The queries of the list requests, in order. */
function listQueries(): Record<string, string>[] {
  return mockApi()
    .history.get.filter((request) => LIST.test(request.url ?? ''))
    .map((request) => queryOf(request.url));
}

function tableRows(): string[][] {
  return within(screen.getByRole('table', { name: 'Leads' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('LeadManagementPage', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    mockCatalogue();
  });
  afterEach(() => restoreViewport());

  it('shows a spinner, then the leads of page 1 in a table', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    renderLeads();

    expect(screen.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading leads' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Leads' });

    const headers = within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'ID',
      'Customer',
      'Bank',
      'Loan Type',
      'Loan Amount',
      'Status',
      'Referred By',
      'Documents',
      'Payout',
      'Created',
    ]);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    expect(tableRows()).toEqual([
      ['#6', 'Nikhil Jadhav9822011006', 'HDFC Bank', 'Home Loan', '₹38,00,000', 'processing', 'Aarav SharmaCN1001', '2/5', '₹19,000', '20 Jan 2026'],
      ['#1', 'Meera Kulkarni9822011001', 'HDFC Bank', 'Home Loan', '₹25,00,000', 'approved', 'Aarav SharmaCN1001', '3/3', '₹12,500', '22 Dec 2025'],
      ['#9', 'Sana Qureshi9822011009', 'ICICI Bank', 'Personal Loan', '₹3,00,000', 'rejected', 'Neha GuptaCN1004', '0/4', '₹6,000', '20 Jan 2026'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Lead pages' })).toHaveTextContent('Page 1 of 1 (3 leads)');
    expect(listQueries()).toEqual([{ page: '1', page_size: '20' }]);
    expect(screen.queryByText('Read-only: the leads of your team.')).not.toBeInTheDocument();
  });

  it('opens a lead when its row is clicked, and the way back keeps the filters', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    const user = renderLeads('/back-office/leads?status=processing');
    await screen.findByRole('table', { name: 'Leads' });

    await user.click(screen.getByText('Nikhil Jadhav'));
    expect(await screen.findByText('At /back-office/leads/6')).toBeInTheDocument();
  });

  it('sends the filters of the URL, shows them in the form and keeps them on paging', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads(), { count: 45, page: 2 }));
    const user = renderLeads('/back-office/leads?status=approved&bank=2&loan_type=3&connector=CN1001&search=Meera&created_from=2026-01-01&created_to=2026-01-31&page=2');
    await screen.findByRole('table', { name: 'Leads' });

    const expected = {
      search: 'Meera',
      status: 'approved',
      connector: 'CN1001',
      bank: '2',
      loan_type: '3',
      created_from: '2026-01-01',
      created_to: '2026-01-31',
    };
    expect(listQueries()).toEqual([{ ...expected, page: '2', page_size: '20' }]);
    expect(screen.getByLabelText('Customer')).toHaveValue('Meera');
    expect(screen.getByLabelText('Status')).toHaveValue('approved');
    expect(screen.getByLabelText('Connector ID')).toHaveValue('CN1001');
    await waitFor(() => expect(screen.getByLabelText('Bank')).toHaveValue('2'));
    await waitFor(() => expect(screen.getByLabelText('Loan Type')).toHaveValue('3'));
    expect(screen.getByLabelText('Created from')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Created to')).toHaveValue('2026-01-31');
    expect(screen.getByRole('navigation', { name: 'Lead pages' })).toHaveTextContent('Page 2 of 3 (45 leads)');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual({ ...expected, page: '3', page_size: '20' });
  });

  it('applies the filters from the form (back to page 1) and resets them', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads(), { count: 45 }));
    const user = renderLeads('/back-office/leads?page=2');
    await screen.findByRole('table', { name: 'Leads' });
    await waitFor(() => expect(screen.getByLabelText('Bank')).toBeEnabled());

    await user.type(screen.getByLabelText('Customer'), '  Meera ');
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await user.type(screen.getByLabelText('Connector ID'), 'CN1001');
    await user.selectOptions(screen.getByLabelText('Bank'), 'HDFC Bank');
    await waitFor(() => expect(screen.getByLabelText('Loan Type')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Loan Type'), 'Home Loan');
    await user.type(screen.getByLabelText('Created from'), '2026-01-01');
    await user.type(screen.getByLabelText('Created to'), '2026-01-31');
    expect(listQueries()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual({
      search: 'Meera',
      status: 'approved',
      connector: 'CN1001',
      bank: '2',
      loan_type: '3',
      created_from: '2026-01-01',
      created_to: '2026-01-31',
      page: '1',
      page_size: '20',
    });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries()[2]).toEqual({ page: '1', page_size: '20' });
    expect(screen.getByLabelText('Customer')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  // The dashboards' links (docs/dashboards.md): each lands on a list whose form says what it holds.
  it("shows a dashboard link's territory, idle span and status-change dates in the form, sends them, and Reset clears them", async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    const user = renderLeads('/back-office/leads?status=approved&territory=5&idle_days=14&changed_from=2026-03-01&changed_to=2026-03-31');
    await screen.findByRole('table', { name: 'Leads' });

    expect(listQueries()).toEqual([
      { status: 'approved', territory: '5', idle_days: '14', changed_from: '2026-03-01', changed_to: '2026-03-31', page: '1', page_size: '20' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Territory')).toHaveValue('5'));
    expect(screen.getByLabelText('Territory')).toHaveDisplayValue('Pune West');
    expect(screen.getByLabelText('Idle')).toHaveDisplayValue('14+ days without a change');
    expect(screen.getByLabelText('Status changed from')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Status changed to')).toHaveValue('2026-03-31');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual({ page: '1', page_size: '20' });
    expect(screen.getByLabelText('Territory')).toHaveValue('');
    expect(screen.getByLabelText('Idle')).toHaveValue('');
  });

  it('filters by territory, idle span and status-change dates chosen in the form', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    const user = renderLeads();
    await screen.findByRole('table', { name: 'Leads' });
    await waitFor(() => expect(screen.getByLabelText('Territory')).toBeEnabled());

    await user.selectOptions(screen.getByLabelText('Territory'), 'Mumbai Central');
    await user.selectOptions(screen.getByLabelText('Idle'), '30+ days without a change');
    await user.type(screen.getByLabelText('Status changed from'), '2026-02-01');
    await user.type(screen.getByLabelText('Status changed to'), '2026-01-01');
    expect(screen.getByText('Must be on or after the "Status changed from" date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Status changed to'));
    await user.type(screen.getByLabelText('Status changed to'), '2026-02-28');

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual({ territory: '6', idle_days: '30', changed_from: '2026-02-01', changed_to: '2026-02-28', page: '1', page_size: '20' });
  });

  it('Reset also clears filters typed but not applied', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    const user = renderLeads();
    await screen.findByRole('table', { name: 'Leads' });

    await user.type(screen.getByLabelText('Customer'), 'Meera');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Customer')).toHaveValue('');
  });

  it('refuses a "created to" date before "created from"', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    const user = renderLeads();
    await screen.findByRole('table', { name: 'Leads' });

    await user.type(screen.getByLabelText('Created from'), '2026-02-01');
    await user.type(screen.getByLabelText('Created to'), '2026-01-01');
    expect(screen.getByText('Must be on or after the "Created from" date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
  });

  it('ignores malformed values in a hand-edited link', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    renderLeads('/back-office/leads?status=everything&bank=HDFC&created_from=yesterday&page=-1&connector=CN1004');
    await screen.findByRole('table', { name: 'Leads' });
    expect(listQueries()).toEqual([{ connector: 'CN1004', page: '1', page_size: '20' }]);
  });

  it('pages with Previous and Next', async () => {
    mockApi()
      .onGet(LIST)
      .reply((config) => {
        const page = Number(queryOf(config.url).page);
        return [200, leadPage([managedLead({ id: 100 - page, customer_name: `Customer on page ${page}` })], { count: 41, page })];
      });
    const user = renderLeads();
    expect(await screen.findByText('Customer on page 1')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Lead pages' });
    expect(pager).toHaveTextContent('Page 1 of 3 (41 leads)');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer on page 2')).toBeInTheDocument();
    expect(pager).toHaveTextContent('Page 2 of 3 (41 leads)');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer on page 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Customer on page 2')).toBeInTheDocument();
    expect(listQueries().map((query) => query.page)).toEqual(['1', '2', '3']);
  });

  it('downloads the server export of the current filters through the HTTP client', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    mockApi().onGet(EXPORT).reply(200, '\uFEFF"ID","Customer"\r\n"6","Nikhil Jadhav"\r\n', {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="leads-2026-01-31.csv"',
    });
    const download = captureCsvDownload();
    const user = renderLeads('/back-office/leads?status=approved&bank=2&page=2');
    await screen.findByRole('table', { name: 'Leads' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.fileName()).toBe('leads-2026-01-31.csv'));
    expect(await download.text()).toContain('"6","Nikhil Jadhav"');
    const request = mockApi().history.get.find((entry) => EXPORT.test(entry.url ?? ''));
    expect(pathOf(request?.url)).toBe('/leads/manage/leads/export/');
    expect(queryOf(request?.url)).toEqual({ status: 'approved', bank: '2' });
    expect(request?.responseType).toBe('blob');
    expect(request?.headers?.Authorization).toBe('Bearer test-access-token');
    download.restore();
  });

  it('names the file itself when the server suggests no name, and shows a failed export', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    mockApi().onGet(EXPORT).replyOnce(500).onGet(EXPORT).reply(200, '"ID"\r\n');
    const download = captureCsvDownload();
    const user = renderLeads();
    await screen.findByRole('table', { name: 'Leads' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CSV export failed. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.fileName()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    download.restore();
  });

  it("shows the server's message with Retry when the list fails", async () => {
    mockApi().onGet(LIST).replyOnce(500, { detail: 'Database unavailable' }).onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    const user = renderLeads();

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Leads' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no lead matches the filters, with a Reset', async () => {
    mockApi().onGet(LIST).reply((config) => [200, queryOf(config.url).status ? leadPage([]) : leadPage(demoManagedLeads())]);
    const user = renderLeads('/back-office/leads?status=rejected');

    expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Lead pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('table', { name: 'Leads' })).toBeInTheDocument();
    expect(listQueries()).toEqual([
      { status: 'rejected', page: '1', page_size: '20' },
      { page: '1', page_size: '20' },
    ]);
  });

  it('tells a relationship manager the list is read-only', async () => {
    mockProfile('rm');
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    renderLeads();

    expect(await screen.findByText('Read-only: the leads of your team.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Leads' })).toBeInTheDocument();
  });

  it("titles a relationship manager's read-only list Team Leads, as the sidebar does, without promising decisions", async () => {
    mockProfile('rm');
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    renderLeads();

    expect(await screen.findByRole('heading', { level: 1, name: 'Team Leads' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lead Management' })).not.toBeInTheDocument();
    expect(screen.queryByText(/decide/)).not.toBeInTheDocument();
  });
});

describe('LeadManagementPage (narrow)', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(NARROW_WIDTH);
    mockProfile('admin');
    mockCatalogue();
  });
  afterEach(() => restoreViewport());

  it('shows cards instead of the table, each opening its lead', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    const user = renderLeads();

    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Nikhil Jadhav');
    expect(cards[0]).toHaveTextContent('Aarav Sharma (CN1001)');
    expect(cards[0]).toHaveTextContent('2/5 verified');
    await user.click(within(cards[1]).getByRole('link', { name: 'Meera Kulkarni' }));
    expect(await screen.findByText('At /back-office/leads/1')).toBeInTheDocument();
  });
});

describe('LeadManagementPage beside the sidebar on 1024–1279px', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(1100);
    mockProfile('admin');
    mockCatalogue();
  });
  afterEach(() => restoreViewport());

  it('moves referrer, documents and payout under the customer, keeping Created and the figures as columns', async () => {
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    renderLeads();
    const table = await screen.findByRole('table', { name: 'Leads' });

    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Customer',
      'Bank',
      'Loan Type',
      'Loan Amount',
      'Status',
      'Created',
    ]);
    const firstRow = within(table).getAllByRole('row')[1];
    const customer = within(firstRow).getAllByRole('cell')[1];
    const details = Object.fromEntries(within(customer).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(details).toEqual({ 'Referred By': 'Aarav Sharma (CN1001)', Documents: '2/5 verified', Payout: '₹19,000' });
    expect(within(firstRow).getAllByRole('cell').at(-1)).toHaveTextContent('20 Jan 2026');
  });
});

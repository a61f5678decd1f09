import { mockApi } from 'shared-auth/testing';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../common/testing/routes';
import { demoBanks, hdfcBranches, hdfcLoans } from '../catalogue/testing/catalogueFixtures';
import BankDetailPage from './BankDetailPage';

const BANKS = '/leads/banks/';
const BRANCHES = '/leads/bankbranches/?bank=2';
const BANK_LOANS = '/leads/bankloans/?bank=2';

function mockHdfc() {
  const api = mockApi();
  api.onGet(BANKS).reply(200, demoBanks());
  api.onGet(BRANCHES).reply(200, hdfcBranches());
  api.onGet(BANK_LOANS).reply(200, hdfcLoans());
  return api;
}

function renderBank(route = '/bank/2') {
  const user = userEvent.setup();
  renderPage(<BankDetailPage />, { route, path: '/bank/:bankId' });
  return user;
}

describe.each(LAYOUTS)('BankDetailPage ($layout)', ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  /** The branch names shown: first cells of the table rows (wide) or the card links (narrow). */
  function shownBranches(): string[] {
    if (layout === 'wide') {
      const rows = within(screen.getByRole('table', { name: 'Branches' })).getAllByRole('row').slice(1);
      return rows.map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
    }
    return within(screen.getByRole('list', { name: 'Branches' }))
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
  }

  it('shows a spinner, then the bank name, Back to Banks and the tab counts', async () => {
    mockHdfc();
    renderBank();

    expect(screen.getByRole('status', { name: 'Loading bank' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'HDFC Bank' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Banks' })).toHaveAttribute('href', '/bank-loan');
    expect(await screen.findByRole('tab', { name: 'Branches (5)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Loans (3)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 5 of 5 branches')).toBeInTheDocument();
  });

  it('lists the branches with Branch Name, State, Cluster, Type, Address and Pincode', async () => {
    mockHdfc();
    renderBank();
    await screen.findByText('Showing 5 of 5 branches');
    // The list itself is drawn in a deferred render, just after the count.
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'Branches' });

    expect(shownBranches()).toEqual([
      'Pune - Kothrud',
      'Pune - Baner',
      'Mumbai - Andheri West',
      'Bengaluru - Koramangala',
      'New Delhi - Connaught Place',
    ]);
    if (layout === 'wide') {
      const table = screen.getByRole('table', { name: 'Branches' });
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Branch Name',
        'State',
        'Cluster',
        'Type',
        'Address',
        'Pincode',
      ]);
      const cells = within(within(table).getAllByRole('row')[4]).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells).toEqual([
        'Bengaluru - Koramangala',
        'Karnataka',
        'Bengaluru',
        'Metro',
        'Ground Floor, No. 94, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
        '560034',
      ]);
    } else {
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(screen.getByRole('link', { name: 'Bengaluru - Koramangala' }).closest('li')!);
      const facts = card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
      expect(Object.fromEntries(facts)).toEqual({
        State: 'Karnataka',
        Cluster: 'Bengaluru',
        Type: 'Metro',
        Pincode: '560034',
        Address: 'Ground Floor, No. 94, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
      });
    }
  });

  it('filters by branch name, cluster and state (any case) and pincode, and counts what it shows', async () => {
    mockHdfc();
    const user = renderBank();
    await screen.findByText('Showing 5 of 5 branches');
    // The list itself is drawn in a deferred render, just after the count.
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'Branches' });

    const branchName = screen.getByRole('searchbox', { name: 'Branch Name' });
    await user.type(branchName, 'PUNE');
    expect(screen.getByText('Showing 2 of 5 branches')).toBeInTheDocument();
    expect(shownBranches()).toEqual(['Pune - Kothrud', 'Pune - Baner']);
    await user.clear(branchName);

    await user.type(screen.getByRole('searchbox', { name: 'Cluster' }), 'mumbai');
    expect(screen.getByText('Showing 1 of 5 branches')).toBeInTheDocument();
    expect(shownBranches()).toEqual(['Mumbai - Andheri West']);
    await user.clear(screen.getByRole('searchbox', { name: 'Cluster' }));

    await user.type(screen.getByRole('searchbox', { name: 'State' }), 'maha');
    expect(screen.getByText('Showing 3 of 5 branches')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Pincode' }), '4110');
    expect(screen.getByText('Showing 2 of 5 branches')).toBeInTheDocument();
    expect(shownBranches()).toEqual(['Pune - Kothrud', 'Pune - Baner']);

    await user.type(screen.getByRole('searchbox', { name: 'Pincode' }), '99');
    expect(screen.getByText('Showing 0 of 5 branches')).toBeInTheDocument();
    expect(screen.getByText('No branches match the filters.')).toBeInTheDocument();
  });

  it('opens /branch/{id} when a branch is clicked', async () => {
    mockHdfc();
    const user = renderBank();
    await screen.findByText('Showing 5 of 5 branches');
    // The list itself is drawn in a deferred render, just after the count.
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'Branches' });

    if (layout === 'wide') {
      await user.click(screen.getByRole('cell', { name: 'Pune - Baner' }));
    } else {
      // Anywhere on the card, not only its title link.
      const card = screen.getByRole('link', { name: 'Pune - Baner' }).closest('li')!;
      expect(screen.getByRole('link', { name: 'Pune - Baner' })).toHaveAttribute('href', '/branch/17');
      await user.click(within(card).getByText('Maharashtra'));
    }
    expect(await screen.findByText('At /branch/17')).toBeInTheDocument();
  });

  it("lists the bank's loans with Required Documents and Connector's Payout (%)", async () => {
    mockHdfc();
    const user = renderBank();
    await user.click(await screen.findByRole('tab', { name: 'Loans (3)' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Loans (3)' })).toHaveAttribute('aria-selected', 'true'));

    if (layout === 'wide') {
      const table = await screen.findByRole('table', { name: 'Loans offered' });
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Loan Type',
        'Required Documents',
        "Connector's Payout (%)",
      ]);
      const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
      expect(rows).toEqual([
        [
          'Business Loan',
          "PAN Card, Aadhaar Card, GST returns (12 months), ITR with computation (2 years), 12 months' current account statement, Business registration proof",
          '1.25',
        ],
        [
          'Home Loan',
          "PAN Card, Aadhaar Card, Salary slips or ITR, 6 months' bank statement, Sale agreement, Approved building plan, Title documents",
          '0.5',
        ],
        ['Personal Loan', "PAN Card, Aadhaar Card, Last 3 months' salary slips, 6 months' bank statement, Form 16", '1.75'],
      ]);
    } else {
      const cards = within(await screen.findByRole('list', { name: 'Loans offered' })).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(cards[2]).toHaveTextContent('Personal Loan');
      expect(cards[2]).toHaveTextContent("PAN Card, Aadhaar Card, Last 3 months' salary slips");
      expect(within(cards[2]).getByText('Commission: 1.75%')).toBeInTheDocument();
    }
  });

  it('shows a bank with no branches and no loans', async () => {
    const api = mockApi();
    api.onGet(BANKS).reply(200, demoBanks());
    api.onGet(BRANCHES).reply(200, []);
    api.onGet(BANK_LOANS).reply(200, []);
    const user = renderBank();

    expect(await screen.findByRole('heading', { level: 1, name: 'HDFC Bank' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 0 of 0 branches')).toBeInTheDocument();
    expect(screen.getByText('This bank has no branches yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Loans (0)' }));
    expect(await screen.findByText('This bank offers no loans yet.')).toBeInTheDocument();
  });

  it('shows a red "Error: An error occurred while fetching branches" when the branches fail', async () => {
    const api = mockApi();
    api.onGet(BANKS).reply(200, demoBanks());
    api.onGet(BRANCHES).reply(500);
    api.onGet(BANK_LOANS).reply(200, hdfcLoans());
    renderBank();

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error: An error occurred while fetching branches');
    expect(error).toHaveStyle({ color: 'var(--chakra-colors-red-600)' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows "Error: An error occurred while fetching bank loans" when the loans fail', async () => {
    const api = mockApi();
    api.onGet(BANKS).reply(200, demoBanks());
    api.onGet(BRANCHES).reply(200, hdfcBranches());
    api.onGet(BANK_LOANS).reply(502, {});
    renderBank();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: An error occurred while fetching bank loans');
    expect(screen.getByRole('heading', { level: 1, name: 'HDFC Bank' })).toBeInTheDocument();
  });

  it("shows the server's detail, else its message, and \"No response received from server\" without an answer", async () => {
    const api = mockApi();
    api.onGet(BANKS).reply(200, demoBanks());
    api.onGet(BRANCHES).replyOnce(403, { detail: 'You do not have permission to perform this action.' });
    api.onGet(BANK_LOANS).reply(200, hdfcLoans());
    const first = renderPage(<BankDetailPage />, { route: '/bank/2', path: '/bank/:bankId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: You do not have permission to perform this action.');
    first.unmount();

    const messageOnly = mockApi();
    messageOnly.onGet('/leads/bankbranches/?bank=3').reply(400, { message: 'Invalid bank filter' });
    messageOnly.onGet('/leads/bankloans/?bank=3').reply(200, []);
    const second = renderPage(<BankDetailPage />, { route: '/bank/3', path: '/bank/:bankId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid bank filter');
    second.unmount();

    const down = mockApi();
    down.onGet('/leads/bankbranches/?bank=4').networkError();
    down.onGet('/leads/bankloans/?bank=4').networkError();
    renderPage(<BankDetailPage />, { route: '/bank/4', path: '/bank/:bankId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response received from server');
  });

  it('says the bank was not found for an unknown or invalid id, with the way back', async () => {
    const api = mockApi();
    api.onGet(BANKS).reply(200, demoBanks());
    api.onGet('/leads/bankbranches/?bank=99').reply(200, []);
    api.onGet('/leads/bankloans/?bank=99').reply(200, []);
    const first = renderPage(<BankDetailPage />, { route: '/bank/99', path: '/bank/:bankId' });
    expect(await screen.findByRole('heading', { name: 'Bank not found' })).toBeInTheDocument();
    first.unmount();

    renderPage(<BankDetailPage />, { route: '/bank/abc', path: '/bank/:bankId' });
    expect(await screen.findByRole('heading', { name: 'Bank not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Banks' })).toHaveAttribute('href', '/bank-loan');
  });
});

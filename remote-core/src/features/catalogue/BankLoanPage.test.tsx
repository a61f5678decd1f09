import { mockApi } from 'shared-auth/testing';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../common/testing/routes';
import BankLoanPage from './BankLoanPage';
import { demoBanks, demoLoanTypes } from './testing/catalogueFixtures';

const BANKS = '/leads/banks/';
const LOANS = '/leads/loans/';

function renderBankLoan(route = '/bank-loan') {
  const user = userEvent.setup();
  renderPage(<BankLoanPage />, { route, path: '/bank-loan' });
  return user;
}

function requested(): (string | undefined)[] {
  return mockApi().history.get.map((request) => request.url);
}

describe.each(LAYOUTS)('BankLoanPage ($layout)', ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  /** The bank or loan type entries: table rows (wide) or link cards (narrow). */
  async function findEntries(name: string): Promise<HTMLElement[]> {
    if (layout === 'wide') {
      const table = await screen.findByRole('table', { name });
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
      return within(table).getAllByRole('row').slice(1);
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    return within(await screen.findByRole('list', { name })).getAllByRole('link');
  }

  it('shows a spinner, then the banks on the Banks tab; the Loans tab is not fetched yet', async () => {
    mockApi().onGet(BANKS).reply(200, demoBanks());
    renderBankLoan();

    expect(screen.getByRole('heading', { level: 1, name: 'Bank & Loan Management' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Banks' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'Loading banks' })).toBeInTheDocument();

    const entries = await findEntries('Bank Name');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'State Bank of India',
      'HDFC Bank',
      'ICICI Bank',
      'Axis Bank',
      'Kotak Mahindra Bank',
    ]);
    expect(screen.queryByRole('status', { name: 'Loading banks' })).not.toBeInTheDocument();
    expect(requested()).toEqual([BANKS]);
  });

  it('opens /bank/{id} when a bank is clicked', async () => {
    mockApi().onGet(BANKS).reply(200, demoBanks());
    const user = renderBankLoan();

    const entries = await findEntries('Bank Name');
    await user.click(entries[1]);

    expect(await screen.findByText('At /bank/2')).toBeInTheDocument();
  });

  it('lists the loan types on the Loans tab (fetched when opened), each opening /loan/{id}', async () => {
    mockApi().onGet(BANKS).reply(200, demoBanks());
    mockApi().onGet(LOANS).reply(200, demoLoanTypes());
    const user = renderBankLoan();
    await findEntries('Bank Name');

    await user.click(screen.getByRole('tab', { name: 'Loans' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Loans' })).toHaveAttribute('aria-selected', 'true'));
    const entries = await findEntries('Loan Type');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Personal Loan',
      'Business Loan',
      'Home Loan',
      'Loan Against Property',
      'Car Loan',
    ]);
    expect(requested()).toEqual([BANKS, LOANS]);

    await user.click(entries[0]);
    expect(await screen.findByText('At /loan/1')).toBeInTheDocument();
  });

  it('opens on the Loans tab for /bank-loan?tab=loans (where Back from a loan returns)', async () => {
    mockApi().onGet(LOANS).reply(200, demoLoanTypes());
    renderBankLoan('/bank-loan?tab=loans');

    expect(await screen.findByRole('tab', { name: 'Loans' })).toHaveAttribute('aria-selected', 'true');
    expect(await findEntries('Loan Type')).toHaveLength(5);
    expect(requested()).toEqual([LOANS]);
  });

  it('says so when there are no banks or no loan types', async () => {
    mockApi().onGet(BANKS).reply(200, []);
    mockApi().onGet(LOANS).reply(200, []);
    const user = renderBankLoan();

    expect(await screen.findByText('No banks found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Loans' }));
    expect(await screen.findByText('No loan types found.')).toBeInTheDocument();
  });

  it('shows "Error: Failed to fetch banks" when the banks cannot be fetched', async () => {
    mockApi().onGet(BANKS).reply(500);
    renderBankLoan();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch banks');
  });

  it('shows "Error: Failed to fetch loans" when the loan types cannot be fetched', async () => {
    mockApi().onGet(LOANS).reply(500);
    renderBankLoan('/bank-loan?tab=loans');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch loans');
  });

  it("shows the server's detail, and \"No response received from server\" without an answer", async () => {
    mockApi().onGet(BANKS).reply(403, { detail: 'You do not have permission to perform this action.' });
    mockApi().onGet(LOANS).networkError();
    const user = renderBankLoan();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: You do not have permission to perform this action.');
    await user.click(screen.getByRole('tab', { name: 'Loans' }));
    expect(await screen.findByText('Error: No response received from server')).toBeInTheDocument();
  });
});

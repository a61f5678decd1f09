import { mockApi } from 'shared-auth/testing';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../common/testing/routes';
import BankLoanPage from '../catalogue/BankLoanPage';
import { demoLoanTypes, personalLoanOffers } from '../catalogue/testing/catalogueFixtures';
import LoanDetailPage from './LoanDetailPage';

const LOANS = '/leads/loans/';
const OFFERS = '/leads/bankloans/?loan=1';

function renderLoan(route = '/loan/1') {
  const user = userEvent.setup();
  renderPage(<LoanDetailPage />, { route, path: '/loan/:loanId', others: [{ path: '/bank-loan', element: <BankLoanPage /> }] });
  return user;
}

describe.each(LAYOUTS)('LoanDetailPage ($layout)', ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  it('shows a spinner, then the loan type, "Banks Offering: n" and Back to Loans, which opens the Loans tab', async () => {
    mockApi().onGet(LOANS).reply(200, demoLoanTypes());
    mockApi().onGet(OFFERS).reply(200, personalLoanOffers());
    const user = renderLoan();

    expect(screen.getByRole('status', { name: 'Loading loan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Loan' })).toBeInTheDocument();
    expect(screen.getByText('Banks Offering: 3')).toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'Back to Loans' });
    expect(back).toHaveAttribute('href', '/bank-loan?tab=loans');
    await user.click(back);
    expect(await screen.findByRole('tab', { name: 'Loans' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Banks' })).toHaveAttribute('aria-selected', 'false');
  });

  it(
    layout === 'wide'
      ? "lists each bank with Bank Name, Required Documents and Connector's Payout (%)"
      : 'shows each bank as a card whose commission line replaces the columns',
    async () => {
      mockApi().onGet(LOANS).reply(200, demoLoanTypes());
      mockApi().onGet(OFFERS).reply(200, personalLoanOffers());
      renderLoan();
      await screen.findByText('Banks Offering: 3');
      // The list itself is drawn in a deferred render, just after the count.
      await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'Banks offering this loan' });

      if (layout === 'wide') {
        const table = screen.getByRole('table', { name: 'Banks offering this loan' });
        expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
          'Bank Name',
          'Required Documents',
          "Connector's Payout (%)",
        ]);
        const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
        const documents = "PAN Card, Aadhaar Card, Last 3 months' salary slips, 6 months' bank statement, Form 16";
        expect(rows).toEqual([
          ['Axis Bank', documents, '1.5'],
          ['HDFC Bank', documents, '1.75'],
          ['ICICI Bank', documents, '2'],
        ]);
        expect(screen.queryByText(/Commission:/)).not.toBeInTheDocument();
      } else {
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        const cards = within(screen.getByRole('list', { name: 'Banks offering this loan' })).getAllByRole('listitem');
        expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Axis Bank', 'HDFC Bank', 'ICICI Bank']);
        expect(within(cards[1]).getByText('Commission: 1.75%')).toBeInTheDocument();
        expect(cards[1]).toHaveTextContent("PAN Card, Aadhaar Card, Last 3 months' salary slips");
        expect(screen.queryByText("Connector's Payout (%)")).not.toBeInTheDocument();
      }
    },
  );

  it('shows "Unknown" and no banks for a loan type it cannot match', async () => {
    mockApi().onGet(LOANS).reply(200, demoLoanTypes());
    mockApi().onGet('/leads/bankloans/?loan=42').reply(200, []);
    renderLoan('/loan/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown' })).toBeInTheDocument();
    expect(screen.getByText('Banks Offering: 0')).toBeInTheDocument();
    expect(screen.getByText('No bank offers this loan type yet.')).toBeInTheDocument();
  });

  it('takes the name from the bank loans when the loan type list is unavailable', async () => {
    mockApi().onGet(LOANS).reply(500);
    mockApi().onGet(OFFERS).reply(200, personalLoanOffers());
    renderLoan();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Loan' })).toBeInTheDocument();
  });

  it('shows a red "Error: An error occurred while fetching bank loans" when the banks cannot be fetched', async () => {
    mockApi().onGet(LOANS).reply(200, demoLoanTypes());
    mockApi().onGet(OFFERS).reply(500);
    renderLoan();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: An error occurred while fetching bank loans');
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Loan' })).toBeInTheDocument();
    expect(screen.queryByText(/Banks Offering/)).not.toBeInTheDocument();
  });

  it("shows the server's detail, and \"No response received from server\" without an answer", async () => {
    mockApi().onGet(LOANS).reply(200, demoLoanTypes());
    mockApi().onGet(OFFERS).reply(404, { detail: 'Not found.' });
    mockApi().onGet('/leads/bankloans/?loan=2').timeout();
    const first = renderPage(<LoanDetailPage />, { route: '/loan/1', path: '/loan/:loanId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Not found.');
    first.unmount();

    renderLoan('/loan/2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response received from server');
  });

  it('says the loan type was not found for an invalid id', async () => {
    mockApi().onGet(LOANS).reply(200, demoLoanTypes());
    renderLoan('/loan/personal');
    expect(await screen.findByRole('heading', { name: 'Loan type not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Loans' })).toHaveAttribute('href', '/bank-loan?tab=loans');
  });
});

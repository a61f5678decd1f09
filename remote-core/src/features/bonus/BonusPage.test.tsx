import { adoptEarlyResponses } from 'shared-auth';
import { mockApi, TEST_ACCESS_TOKEN } from 'shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from 'shared-ui';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { captureCsvDownload } from '../../common/testing/csvDownload';
import { renderPage } from '../../common/testing/routes';
import BonusPage from './BonusPage';
import { statementCsv, statementRows } from './model/bonusStatement';
import { monthLabel, statementMonths } from './model/statementMonths';
import { demoBonus, manyTransactions, txn } from './testing/bonusFixtures';

const TRANSACTIONS = '/leads/transactions/';

function renderBonus() {
  const user = userEvent.setup();
  renderPage(<BonusPage />, { route: '/bonus', path: '/bonus' });
  return user;
}

function gridCards(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('group');
}

/** The table's rows, once its code is in (it is loaded when the Table view is first chosen). */
async function tableRows(): Promise<string[][]> {
  return within(await screen.findByRole('table', { name: 'Transactions' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe.each(LAYOUTS)('BonusPage ($layout)', ({ width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  it('shows a spinner, then the Total Bonus Amount and the Grid view first', async () => {
    mockApi().onGet(TRANSACTIONS).reply(200, demoBonus());
    renderBonus();

    expect(screen.getByRole('heading', { level: 1, name: 'Bonus Details' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading bonus details' })).toBeInTheDocument();
    const total = await screen.findByRole('group', { name: 'Total Bonus Amount' });
    expect(within(total).getByText('Total Bonus Amount')).toBeInTheDocument();
    expect(within(total).getByText('₹53,000')).toBeInTheDocument();
    expect(within(total).getByText('Paid out')).toBeInTheDocument();

    const view = within(screen.getByRole('group', { name: 'View' }));
    expect(view.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(gridCards()).toHaveLength(4);
  });

  it("opened directly, draws the total and the cards in its first render from the start-up's early read, with no request", async () => {
    const api = mockApi().onGet(TRANSACTIONS).reply(200, demoBonus());
    adoptEarlyResponses([{ path: TRANSACTIONS, accessToken: TEST_ACCESS_TOKEN, answer: Promise.resolve({ status: 200, data: demoBonus() }) }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderBonus();

    // No spinner first: the ledger, the page's largest paint on a phone, is on the first screen at once.
    expect(within(screen.getByRole('group', { name: 'Total Bonus Amount' })).getByText('₹53,000')).toBeInTheDocument();
    expect(gridCards()).toHaveLength(4);
    expect(screen.queryByRole('status', { name: 'Loading bonus details' })).not.toBeInTheDocument();
    // The statement's month picker follows once its code is in.
    expect(await screen.findByRole('region', { name: 'Monthly statement' })).toBeInTheDocument();
    expect(api.history.get.filter((request) => request.url === TRANSACTIONS)).toHaveLength(0);
  });

  it('says the total counts payouts made and shows the approved credits still waiting beside it', async () => {
    const statement = demoBonus();
    statement.transactions.unshift(txn({ id: 5, amount: 20000, is_processed: false, created_at: '2026-01-25T06:30:00.000Z' }));
    mockApi().onGet(TRANSACTIONS).reply(200, statement);
    renderBonus();

    const total = await screen.findByRole('group', { name: 'Total Bonus Amount' });
    expect(within(total).getByText('₹53,000')).toBeInTheDocument();
    expect(within(total).getByText('Paid out · ₹20,000 pending')).toBeInTheDocument();
  });

  it('shows each transaction as a credit (green) or debit (red) card', async () => {
    mockApi().onGet(TRANSACTIONS).reply(200, demoBonus());
    renderBonus();
    await screen.findByRole('group', { name: 'Total Bonus Amount' });

    const [meera, siddharth, tds] = gridCards();
    expect(meera).toHaveAttribute('data-transaction-type', 'credit');
    expect(within(meera).getByText('Credit')).toBeInTheDocument();
    expect(within(meera).getByText('+₹25,000')).toHaveStyle({ color: 'var(--chakra-colors-green-700)' });
    expect(meera).toHaveTextContent('Meera Kulkarni');
    expect(meera).toHaveTextContent('HDFC Bank · Home Loan · ₹25,00,000');
    expect(siddharth).toHaveTextContent('+₹18,000');
    expect(tds).toHaveAttribute('data-transaction-type', 'debit');
    expect(within(tds).getByText('Debit')).toBeInTheDocument();
    expect(within(tds).getByText('-₹2,500')).toHaveStyle({ color: 'var(--chakra-colors-red-600)' });
    expect(tds).toHaveTextContent("TDS on Meera Kulkarni's payout");
    expect(tds).toHaveTextContent('N/A');
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('shows an unprocessed credit as Pending, in the grid and the table', async () => {
    mockApi()
      .onGet(TRANSACTIONS)
      .reply(200, { bonus_amount: 0, transactions: [txn({ id: 9, amount: 4000, is_processed: false, lead_details: { customer_name: 'Pooja Bhosale', loan_amount: 350000 } })] });
    const user = renderBonus();
    await screen.findByRole('group', { name: 'Total Bonus Amount' });

    expect(within(gridCards()[0]).getByText('Pending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect((await tableRows())[0][2]).toBe('Pending');
  });

  it('shows when and under which reference a credit was paid, and which entries are TDS, on its cards (the table keeps the CSV\'s texts)', async () => {
    const payout = { reference: 'UTR-2026-0042', paid_at: '2026-11-30T06:30:00.000Z' };
    mockApi()
      .onGet(TRANSACTIONS)
      .reply(200, {
        bonus_amount: 29400,
        transactions: [
          txn({ id: 11, transaction_type: 'debit', entry_kind: 'tds', amount: 600, description: 'TDS at 2% (section 194H) on ₹30,000', payout }),
          txn({ id: 10, amount: 30000, payout }),
        ],
      });
    const user = renderBonus();
    await screen.findByRole('group', { name: 'Total Bonus Amount' });

    const [tds, credit] = gridCards();
    expect(within(tds).getByText('TDS')).toBeInTheDocument();
    expect(credit).toHaveTextContent('Paid on 30 Nov 2026 · UTR-2026-0042');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect((await tableRows())[0].slice(1, 3)).toEqual(['₹600', 'Debited']);
  });

  it("downloads the chosen month's statement as a PDF, the current month at first", async () => {
    mockApi().onGet(TRANSACTIONS).reply(200, demoBonus());
    const [current, previous] = statementMonths(new Date());
    mockApi()
      .onGet(`/leads/statements/${previous}/`)
      .reply(200, new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { 'content-disposition': `attachment; filename="commission-statement-CN1001-${previous}.pdf"` });
    const download = captureCsvDownload();
    const user = renderBonus();
    const card = await screen.findByRole('region', { name: 'Monthly statement' });
    expect(within(card).getByLabelText('Month')).toHaveDisplayValue(monthLabel(current ?? ''));

    await user.selectOptions(within(card).getByLabelText('Month'), monthLabel(previous ?? ''));
    await user.click(within(card).getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(download.fileName()).toBe(`commission-statement-CN1001-${previous}.pdf`));
    const request = mockApi().history.get.find((entry) => entry.url?.startsWith('/leads/statements/'));
    expect(request?.headers?.Accept).toBe('application/pdf');
    download.restore();
  });

  it('says so under the button when the statement cannot be downloaded', async () => {
    mockApi().onGet(TRANSACTIONS).reply(200, demoBonus());
    mockApi().onGet(/^\/leads\/statements\//).reply(500);
    const user = renderBonus();
    const card = await screen.findByRole('region', { name: 'Monthly statement' });
    await user.click(within(card).getByRole('button', { name: 'Download statement' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(/./);
  });

  it('switches to the Table with Date, Amount, Status, Customer, Bank, Loan Type, Loan Amount and Commission', async () => {
    const bonus = demoBonus();
    mockApi().onGet(TRANSACTIONS).reply(200, bonus);
    const user = renderBonus();
    await screen.findByRole('group', { name: 'Total Bonus Amount' });

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Amount',
      'Status',
      'Customer',
      'Bank',
      'Loan Type',
      'Loan Amount',
      'Commission',
    ]);
    const rows = await tableRows();
    expect(rows[0]).toEqual([formatDate(bonus.transactions[0].created_at), '₹25,000', 'Credited', 'Meera Kulkarni', 'HDFC Bank', 'Home Loan', '₹25,00,000', 'CP 1.5% · Connector 1%']);
    expect(rows[2]).toEqual([formatDate(bonus.transactions[2].created_at), '₹2,500', 'Debited', 'N/A', 'N/A', 'N/A', 'N/A', 'N/A']);
    expect(within(table).getByText('₹2,500')).toHaveStyle({ color: 'var(--chakra-colors-red-600)' });
    expect(within(table).getByText('₹25,000')).toHaveStyle({ color: 'var(--chakra-colors-green-700)' });

    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(gridCards()).toHaveLength(4);
  });

  it('pages 5,000 transactions 24 at a time in both views', async () => {
    mockApi().onGet(TRANSACTIONS).reply(200, manyTransactions(5000));
    const user = renderBonus();
    await screen.findByRole('group', { name: 'Total Bonus Amount' });

    const pages = within(screen.getByRole('navigation', { name: 'Transaction pages' }));
    expect(pages.getByText('Page 1 of 209')).toBeInTheDocument();
    expect(gridCards()).toHaveLength(24);
    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(pages.getByText('Page 2 of 209')).toBeInTheDocument();
    expect(gridCards()[0]).toHaveTextContent('Customer 4976');

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(pages.getByText('Page 2 of 209')).toBeInTheDocument();
    const rows = await tableRows();
    expect(rows).toHaveLength(24);
    expect(rows[0][3]).toBe('Customer 4976');
  });

  it("exports every transaction as CSV with the table's columns and texts, UTF-8 with BOM", async () => {
    const bonus = manyTransactions(30);
    mockApi().onGet(TRANSACTIONS).reply(200, bonus);
    const download = captureCsvDownload();
    const user = renderBonus();
    await screen.findByRole('group', { name: 'Total Bonus Amount' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(download.fileName()).toMatch(/^bonus-statement-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Array.from((await download.bytes()).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = await download.text();
    expect(text).toBe(statementCsv(statementRows(bonus.transactions)));
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(32);
    expect(lines[0]).toBe('"Date","Amount","Status","Customer","Bank","Loan Type","Loan Amount","Commission"');
    expect(lines[1]).toBe(
      `"${formatDate(bonus.transactions[0].created_at)}","₹1,030","Credited","Customer 0030","HDFC Bank","Home Loan","₹1,00,000","CP 1.5% · Connector 1%"`,
    );
    download.restore();
  });

  it('says so when there are no transactions yet', async () => {
    mockApi().onGet(TRANSACTIONS).reply(200, { bonus_amount: 0, transactions: [] });
    renderBonus();

    expect(await screen.findByText('No transactions yet. Payouts appear here once your leads are approved.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Total Bonus Amount' })).getByText('₹0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it("shows the server's detail as plain error text (no \"Error:\" prefix)", async () => {
    mockApi().onGet(TRANSACTIONS).reply(403, { detail: 'You do not have permission to perform this action.' });
    renderBonus();

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(/^You do not have permission to perform this action\.$/);
    expect(screen.queryByRole('group', { name: 'Total Bonus Amount' })).not.toBeInTheDocument();
  });

  it("shows the server's message when it has no detail", async () => {
    mockApi().onGet(TRANSACTIONS).reply(500, { message: 'Ledger is being recalculated' });
    renderBonus();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ledger is being recalculated$/);
  });

  it('shows "An error occurred while fetching bonus details" when the server says nothing', async () => {
    mockApi().onGet(TRANSACTIONS).reply(500);
    renderBonus();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred while fetching bonus details$/);
  });

  it('shows "No response received from server" when no answer came', async () => {
    mockApi().onGet(TRANSACTIONS).networkError();
    renderBonus();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No response received from server$/);
  });
});
